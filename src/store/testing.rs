//! Stores of both backends for the tests: sled in memory, and PostgreSQL in a database of its
//! own on the tests' throwaway server ([`super::pg_server`]).
//!
//! [`both_backends!`] declares a test once and runs it against each backend.

use super::handle::Store;

/// Declares a store test that runs once with a sled store and once with a PostgreSQL one: a
/// module named after the test, holding the tests `sled` and `postgres`.
macro_rules! both_backends {
    ($(#[$meta:meta])* async fn $name:ident($store:ident: Store) $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[tokio::test]
            async fn sled() {
                let $store = crate::store::Store::temporary().unwrap();
                $body
            }

            #[tokio::test]
            async fn postgres() {
                let $store = crate::store::testing::postgres_store();
                $body
            }
        }
    };
}
pub(crate) use both_backends;

/// Every tree of a store with its keys and values, the default tree's too, in a fixed order:
/// what two stores must share to hold the same bytes.
pub(crate) type TreeContents = Vec<(String, Vec<super::backend::Entry>)>;

pub(crate) fn every_tree(store: &Store) -> TreeContents {
    let mut trees: TreeContents = store
        .db
        .tree_names()
        .unwrap()
        .into_iter()
        .map(|name| {
            let tree = store.db.open_tree(&name).unwrap();
            let name = String::from_utf8_lossy(&name).into_owned();
            (name, tree.iter().map(Result::unwrap).collect())
        })
        .collect();
    // sled lists its trees in no fixed order.
    trees.sort();
    trees
}

/// A store in a new, empty database of the tests' server.
pub(crate) fn postgres_store() -> Store {
    let url = super::pg_server::new_database().unwrap_or_else(|e| panic!("{e}"));
    Store::open_postgres(&url).unwrap_or_else(|e| panic!("opening {url}: {e}"))
}
