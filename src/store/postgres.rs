//! The PostgreSQL backend: every tree in one table of `(tree, key, value)` ordered by
//! `(tree, key)`, so a tree's range and prefix scans are ranges of its primary key; ids from a
//! sequence; a transaction is a database transaction at SERIALIZABLE isolation, run again when
//! PostgreSQL reports a serialization failure or a deadlock, so a move keeps its
//! compare-and-swap meaning with any number of processes writing.
//!
//! The store's code is synchronous (its work runs on blocking threads, and some reads run
//! straight on the async workers), while the driver, tokio-postgres, is async: the backend
//! keeps a small runtime of its own that drives its connections, and a caller waits for each
//! statement's answer on a plain channel, which blocks no runtime's scheduler and is allowed
//! on any thread. Connections are pooled, each with the statements prepared once.
//!
//! No TLS: the database is reached over a local socket or a private network (say so in the
//! docs); a `sslmode` asking for TLS fails to connect rather than going without it.

use std::cell::Cell;
use std::collections::VecDeque;
use std::future::Future;
use std::sync::{Arc, Mutex};

use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, NoTls, Statement};

use super::error::{StoreError, TxError, TxResult};
use super::keys::{Entry, Span, DEFAULT_TREE};

/// The schema this release writes, in `vitrail_schema`.
const SCHEMA_VERSION: i32 = 1;
/// Connections kept open while idle.
const IDLE_MAX: usize = 8;
/// Entries a scan reads at a time.
const PAGE: i64 = 512;
/// How often a transaction in conflict runs again before its write fails.
const ATTEMPTS: u32 = 100;
/// Serialises the schema's creation between processes opening a new database together.
const SCHEMA_LOCK: i64 = 0x0076_6974_7261_696c;

const SCHEMA: &str = "
    create table if not exists vitrail_schema (version integer not null);
    create table if not exists vitrail_trees (name text primary key);
    create table if not exists vitrail_entries (
        tree text not null,
        key bytea not null,
        value bytea not null,
        primary key (tree, key)
    );
    create sequence if not exists vitrail_ids minvalue 0 start 0;
";

/// Why a statement failed: in conflict with another transaction (run it again), or not.
enum Fail {
    Conflict,
    Other(String),
}

impl From<tokio_postgres::Error> for Fail {
    fn from(e: tokio_postgres::Error) -> Fail {
        match e.code() {
            Some(code)
                if *code == SqlState::T_R_SERIALIZATION_FAILURE
                    || *code == SqlState::T_R_DEADLOCK_DETECTED =>
            {
                Fail::Conflict
            }
            _ => Fail::Other(format!("postgres: {}", describe(&e))),
        }
    }
}

/// The error with the server's own message when there is one.
fn describe(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("{} ({})", db.message(), db.code().code()),
        None => e.to_string(),
    }
}

impl From<Fail> for StoreError {
    fn from(e: Fail) -> StoreError {
        match e {
            Fail::Conflict => StoreError::Storage("postgres: a write conflicted".into()),
            Fail::Other(why) => StoreError::Storage(why),
        }
    }
}

impl From<Fail> for TxError {
    fn from(e: Fail) -> TxError {
        match e {
            Fail::Conflict => TxError::Conflict,
            other => TxError::Abort(other.into()),
        }
    }
}

/// A store's database in PostgreSQL, shared by every clone of the store.
#[derive(Clone)]
pub(in crate::store) struct Postgres {
    inner: Arc<Inner>,
}

struct Inner {
    /// Drives the connections; shut down without waiting when the last handle goes (which
    /// may be on an async worker, where waiting is not allowed).
    runtime: Option<tokio::runtime::Runtime>,
    handle: tokio::runtime::Handle,
    config: tokio_postgres::Config,
    idle: Mutex<Vec<Conn>>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// One connection with its statements.
#[derive(Clone)]
struct Conn {
    client: Arc<Client>,
    sql: Arc<Statements>,
}

/// The statements of the trees' reads and writes, prepared once per connection.
struct Statements {
    get: Statement,
    put: Statement,
    put_all: Statement,
    del: Statement,
    from: Statement,
    span: Statement,
    from_rev: Statement,
    span_rev: Statement,
    count: Statement,
    clear: Statement,
}

/// The query of one page of a tree's entries from the key `$2`: up to the key `$3` if
/// `bounded`, backwards if `descending`, at most the last parameter's number of entries.
fn page(bounded: bool, descending: bool) -> String {
    let (upper, limit) = if bounded {
        (" and key < $3", "$4")
    } else {
        ("", "$3")
    };
    let order = if descending { " desc" } else { "" };
    format!(
        "select key, value from vitrail_entries where tree = $1 and key >= $2{upper} \
         order by key{order} limit {limit}"
    )
}

impl Statements {
    async fn prepare(client: &Client) -> Result<Statements, tokio_postgres::Error> {
        Ok(Statements {
            get: client
                .prepare("select value from vitrail_entries where tree = $1 and key = $2")
                .await?,
            put: client
                .prepare(
                    "insert into vitrail_entries (tree, key, value) values ($1, $2, $3) \
                     on conflict (tree, key) do update set value = excluded.value",
                )
                .await?,
            put_all: client
                .prepare(
                    "insert into vitrail_entries (tree, key, value) \
                     select $1, k, v from unnest($2::bytea[], $3::bytea[]) as e(k, v) \
                     on conflict (tree, key) do update set value = excluded.value",
                )
                .await?,
            del: client
                .prepare("delete from vitrail_entries where tree = $1 and key = $2")
                .await?,
            from: client.prepare(&page(false, false)).await?,
            span: client.prepare(&page(true, false)).await?,
            from_rev: client.prepare(&page(false, true)).await?,
            span_rev: client.prepare(&page(true, true)).await?,
            count: client
                .prepare("select count(*) from vitrail_entries where tree = $1")
                .await?,
            clear: client
                .prepare("delete from vitrail_entries where tree = $1")
                .await?,
        })
    }
}

/// A statement's parameters, owned: the statement runs on the backend's runtime.
type Params = Vec<Box<dyn ToSql + Send + Sync>>;

impl Inner {
    /// Runs `work` on the backend's runtime and waits for it.
    fn block<T: Send + 'static>(
        &self,
        work: impl Future<Output = Result<T, Fail>> + Send + 'static,
    ) -> Result<T, Fail> {
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        self.handle.spawn(async move {
            // A caller that stopped waiting no longer wants the answer.
            let _ = tx.send(work.await);
        });
        rx.recv()
            .map_err(|_| Fail::Other("postgres: the backend's runtime stopped".into()))?
    }

    /// A pooled connection, opened when none is idle.
    fn conn(&self) -> Result<Pooled<'_>, Fail> {
        let idle = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let conn = match idle {
            Some(conn) if !conn.client.is_closed() => conn,
            _ => self.connect()?,
        };
        Ok(Pooled {
            inner: self,
            conn,
            broken: Cell::new(false),
        })
    }

    fn connect(&self) -> Result<Conn, Fail> {
        let config = self.config.clone();
        self.block(async move {
            let (client, connection) = config.connect(NoTls).await?;
            tokio::spawn(async move {
                // The connection ends with its client; an error shows on the client's next use.
                let _ = connection.await;
            });
            let sql = Statements::prepare(&client).await?;
            Ok(Conn {
                client: Arc::new(client),
                sql: Arc::new(sql),
            })
        })
    }
}

/// A connection lent by the pool, given back when dropped unless it broke.
struct Pooled<'a> {
    inner: &'a Inner,
    conn: Conn,
    broken: Cell<bool>,
}

impl Drop for Pooled<'_> {
    fn drop(&mut self) {
        if self.broken.get() || self.conn.client.is_closed() {
            return;
        }
        let mut idle = self.inner.idle.lock().unwrap_or_else(|e| e.into_inner());
        if idle.len() < IDLE_MAX {
            idle.push(self.conn.clone());
        }
    }
}

impl Pooled<'_> {
    /// Runs one of the prepared statements with `params`, returning its rows.
    fn query(
        &self,
        which: fn(&Statements) -> &Statement,
        params: Params,
    ) -> Result<Vec<tokio_postgres::Row>, Fail> {
        let conn = self.conn.clone();
        self.inner.block(async move {
            let statement = which(&conn.sql);
            let refs: Vec<&(dyn ToSql + Sync)> = params
                .iter()
                .map(|p| p.as_ref() as &(dyn ToSql + Sync))
                .collect();
            Ok(conn.client.query(statement, &refs).await?)
        })
    }

    /// Runs `sql` as it is (no parameters, no rows wanted).
    fn batch(&self, sql: &'static str) -> Result<(), Fail> {
        let client = self.conn.client.clone();
        self.inner
            .block(async move { Ok(client.batch_execute(sql).await?) })
    }

    /// Runs a statement with parameters that is not one of the prepared ones.
    fn query_text(
        &self,
        sql: &'static str,
        params: Params,
    ) -> Result<Vec<tokio_postgres::Row>, Fail> {
        let client = self.conn.client.clone();
        self.inner.block(async move {
            let refs: Vec<&(dyn ToSql + Sync)> = params
                .iter()
                .map(|p| p.as_ref() as &(dyn ToSql + Sync))
                .collect();
            Ok(client.query(sql, &refs).await?)
        })
    }

    fn get(&self, tree: &str, key: &[u8]) -> Result<Option<Vec<u8>>, Fail> {
        let rows = self.query(
            |s| &s.get,
            vec![Box::new(tree.to_owned()), Box::new(key.to_vec())],
        )?;
        rows.first()
            .map(|row| row.try_get::<_, Vec<u8>>(0).map_err(Fail::from))
            .transpose()
    }

    fn put(&self, tree: &str, key: &[u8], value: &[u8]) -> Result<(), Fail> {
        self.query(
            |s| &s.put,
            vec![
                Box::new(tree.to_owned()),
                Box::new(key.to_vec()),
                Box::new(value.to_vec()),
            ],
        )
        .map(drop)
    }

    fn put_all(&self, tree: &str, entries: &[Entry]) -> Result<(), Fail> {
        let (keys, values): (Vec<Vec<u8>>, Vec<Vec<u8>>) = entries.iter().cloned().unzip();
        self.query(
            |s| &s.put_all,
            vec![Box::new(tree.to_owned()), Box::new(keys), Box::new(values)],
        )
        .map(drop)
    }

    fn del(&self, tree: &str, key: &[u8]) -> Result<(), Fail> {
        self.query(
            |s| &s.del,
            vec![Box::new(tree.to_owned()), Box::new(key.to_vec())],
        )
        .map(drop)
    }

    /// Up to [`PAGE`] entries of `span`, in key order or reversed.
    fn page(&self, tree: &str, span: &Span, reverse: bool) -> Result<Vec<Entry>, Fail> {
        let mut params: Params = vec![Box::new(tree.to_owned()), Box::new(span.from.clone())];
        let which: fn(&Statements) -> &Statement = match (&span.to, reverse) {
            (None, false) => |s| &s.from,
            (None, true) => |s| &s.from_rev,
            (Some(to), reverse) => {
                params.push(Box::new(to.clone()));
                if reverse {
                    |s| &s.span_rev
                } else {
                    |s| &s.span
                }
            }
        };
        params.push(Box::new(PAGE));
        self.query(which, params)?
            .iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect()
    }
}

/// Where a scan goes on after a page whose last key was `last`.
fn after_page(span: &mut Span, last: &[u8], reverse: bool) {
    if reverse {
        span.to = Some(last.to_vec());
    } else {
        // The smallest key past `last`.
        span.from = last.to_vec();
        span.from.push(0);
    }
}

impl Postgres {
    /// Connects to the database at `url` and creates the store's schema there if missing.
    pub fn connect(url: &str) -> Result<Postgres, StoreError> {
        let config: tokio_postgres::Config = url
            .parse()
            .map_err(|e| StoreError::Storage(format!("the store's address does not read: {e}")))?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("vitrail-postgres")
            .enable_all()
            .build()
            .map_err(|e| StoreError::Storage(format!("cannot start the postgres runtime: {e}")))?;
        let inner = Inner {
            handle: runtime.handle().clone(),
            runtime: Some(runtime),
            config,
            idle: Mutex::default(),
        };
        let pg = Postgres {
            inner: Arc::new(inner),
        };
        pg.create_schema()?;
        Ok(pg)
    }

    /// Creates the tables if missing (one process at a time), and refuses a database that a
    /// later release's schema wrote.
    fn create_schema(&self) -> Result<(), StoreError> {
        // The statements are prepared on connecting, so the first connection is a plain one.
        let config = self.inner.config.clone();
        let found = self.inner.block(async move {
            let (mut client, connection) = config.connect(NoTls).await?;
            tokio::spawn(async move {
                let _ = connection.await;
            });
            let tx = client.transaction().await?;
            tx.execute("select pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])
                .await?;
            tx.batch_execute(SCHEMA).await?;
            let found: Option<i32> = tx
                .query_opt("select max(version) from vitrail_schema", &[])
                .await?
                .and_then(|row| row.get(0));
            if found.is_none() {
                tx.execute(
                    "insert into vitrail_schema (version) values ($1)",
                    &[&SCHEMA_VERSION],
                )
                .await?;
            }
            tx.execute(
                "insert into vitrail_trees (name) values ($1) on conflict do nothing",
                &[&tree_name(DEFAULT_TREE)],
            )
            .await?;
            tx.commit().await?;
            Ok(found)
        })?;
        match found {
            Some(version) if version > SCHEMA_VERSION => Err(StoreError::Storage(format!(
                "the database holds a store of schema {version}, written by a later release \
                 (this one writes {SCHEMA_VERSION})"
            ))),
            _ => Ok(()),
        }
    }

    /// The tree named `name`, created when missing.
    pub fn open_tree(&self, name: &[u8]) -> Result<Tree, StoreError> {
        let name = tree_name(name);
        if name != tree_name(DEFAULT_TREE) {
            let conn = self.inner.conn()?;
            conn.query_text(
                "insert into vitrail_trees (name) values ($1) on conflict do nothing",
                vec![Box::new(name.clone())],
            )?;
        }
        Ok(Tree {
            pg: self.clone(),
            name: name.into(),
        })
    }

    pub fn tree_names(&self) -> Result<Vec<Vec<u8>>, StoreError> {
        let conn = self.inner.conn()?;
        let rows = conn.query_text("select name from vitrail_trees order by name", vec![])?;
        rows.iter()
            .map(|row| {
                Ok(row
                    .try_get::<_, String>(0)
                    .map_err(Fail::from)?
                    .into_bytes())
            })
            .collect()
    }

    pub fn drop_tree(&self, name: &[u8]) -> Result<(), StoreError> {
        let name = tree_name(name);
        self.transaction(|tx| {
            tx.conn.query(|s| &s.clear, vec![Box::new(name.clone())])?;
            tx.conn.query_text(
                "delete from vitrail_trees where name = $1",
                vec![Box::new(name.clone())],
            )?;
            Ok(())
        })
    }

    pub fn generate_id(&self) -> Result<u64, StoreError> {
        let conn = self.inner.conn()?;
        let rows = conn.query_text("select nextval('vitrail_ids')", vec![])?;
        let id: i64 = match rows.first() {
            Some(row) => row.try_get(0).map_err(Fail::from)?,
            None => {
                return Err(StoreError::Storage(
                    "postgres: no id from the sequence".into(),
                ))
            }
        };
        u64::try_from(id).map_err(|_| StoreError::Storage(format!("postgres: a negative id {id}")))
    }

    /// Runs `work` in one SERIALIZABLE transaction, again while it meets a conflict.
    pub fn transaction<T>(&self, work: impl FnMut(&Tx) -> TxResult<T>) -> Result<T, StoreError> {
        self.run_transaction("begin isolation level serializable", work)
    }

    /// Runs `work` in one read-only REPEATABLE READ transaction: everything it reads is the
    /// database at one instant, while writes go on (a backup's copy).
    pub fn snapshot<T>(&self, work: impl FnMut(&Tx) -> TxResult<T>) -> Result<T, StoreError> {
        self.run_transaction("begin isolation level repeatable read read only", work)
    }

    fn run_transaction<T>(
        &self,
        begin: &'static str,
        mut work: impl FnMut(&Tx) -> TxResult<T>,
    ) -> Result<T, StoreError> {
        let conn = self.inner.conn()?;
        for attempt in 0..ATTEMPTS {
            // Broken until the transaction ends: a connection left inside one (the work
            // panicked) must never go back to the pool.
            conn.broken.set(true);
            conn.batch(begin)?;
            let tx = Tx {
                conn: &conn,
                conflicted: Cell::new(false),
            };
            let done = work(&tx);
            let conflicted = tx.conflicted.get();
            match done {
                Ok(value) if !conflicted => match conn.batch("commit") {
                    Ok(()) => {
                        conn.broken.set(false);
                        return Ok(value);
                    }
                    // A failed commit ends the transaction: nothing to roll back.
                    Err(Fail::Conflict) => conn.broken.set(false),
                    Err(other) => return Err(other.into()),
                },
                done => {
                    conn.batch("rollback")?;
                    conn.broken.set(false);
                    match done {
                        Err(TxError::Abort(e)) if !conflicted => return Err(e),
                        _ => {}
                    }
                }
            }
            // Let the transaction that won finish before trying again.
            std::thread::sleep(std::time::Duration::from_millis(u64::from(attempt.min(20))));
        }
        Err(StoreError::Storage(format!(
            "postgres: a write conflicted {ATTEMPTS} times in a row"
        )))
    }
}

/// A tree's name as PostgreSQL stores it (every name the store uses is ASCII).
fn tree_name(name: &[u8]) -> String {
    String::from_utf8_lossy(name).into_owned()
}

/// One tree of a store in PostgreSQL.
#[derive(Clone)]
pub(in crate::store) struct Tree {
    pg: Postgres,
    name: Arc<str>,
}

impl Tree {
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn get(&self, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.pg.inner.conn()?.get(&self.name, key)?)
    }

    pub fn insert(&self, key: &[u8], value: &[u8]) -> Result<(), StoreError> {
        Ok(self.pg.inner.conn()?.put(&self.name, key, value)?)
    }

    pub fn remove(&self, key: &[u8]) -> Result<(), StoreError> {
        Ok(self.pg.inner.conn()?.del(&self.name, key)?)
    }

    pub fn compare_and_swap(&self, key: &[u8], old: &[u8], new: &[u8]) -> Result<bool, StoreError> {
        let conn = self.pg.inner.conn()?;
        let swapped = conn.query_text(
            "update vitrail_entries set value = $4 where tree = $1 and key = $2 and value = $3 \
             returning 1",
            vec![
                Box::new(self.name.to_string()),
                Box::new(key.to_vec()),
                Box::new(old.to_vec()),
                Box::new(new.to_vec()),
            ],
        )?;
        Ok(!swapped.is_empty())
    }

    pub fn insert_all(&self, entries: &[Entry]) -> Result<(), StoreError> {
        Ok(self.pg.inner.conn()?.put_all(&self.name, entries)?)
    }

    pub fn len(&self) -> Result<usize, StoreError> {
        let conn = self.pg.inner.conn()?;
        let rows = conn.query(|s| &s.count, vec![Box::new(self.name.to_string())])?;
        let count: i64 = match rows.first() {
            Some(row) => row.try_get(0).map_err(Fail::from)?,
            None => 0,
        };
        Ok(usize::try_from(count).unwrap_or(0))
    }

    pub fn clear(&self) -> Result<(), StoreError> {
        let conn = self.pg.inner.conn()?;
        conn.query(|s| &s.clear, vec![Box::new(self.name.to_string())])?;
        Ok(())
    }

    /// The entries of `span`, a page at a time (each page read when the last is used up).
    pub fn scan(&self, span: Span, reverse: bool) -> Scan {
        Scan {
            tree: self.clone(),
            span,
            reverse,
            page: VecDeque::new(),
            done: false,
        }
    }
}

/// A scan of a tree outside any transaction, as sled's are: each page is read at its time.
pub(in crate::store) struct Scan {
    tree: Tree,
    span: Span,
    reverse: bool,
    page: VecDeque<Entry>,
    done: bool,
}

impl Iterator for Scan {
    type Item = Result<Entry, StoreError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.page.is_empty() && !self.done {
            let read = self
                .tree
                .pg
                .inner
                .conn()
                .and_then(|conn| conn.page(&self.tree.name, &self.span, self.reverse));
            match read {
                Ok(page) => {
                    self.done = page.len() < PAGE as usize;
                    if let Some((last, _)) = page.last() {
                        after_page(&mut self.span, last, self.reverse);
                    }
                    self.page = page.into();
                }
                Err(e) => {
                    self.done = true;
                    return Some(Err(e.into()));
                }
            }
        }
        self.page.pop_front().map(Ok)
    }
}

/// A transaction in progress (see [`Postgres::transaction`]).
pub(in crate::store) struct Tx<'a> {
    conn: &'a Pooled<'a>,
    /// Whether a statement met a conflict: the transaction then runs again, whatever the
    /// work made of the error.
    conflicted: Cell<bool>,
}

impl Tx<'_> {
    pub fn tree<'t>(&'t self, name: &'t str) -> TxTree<'t> {
        TxTree { tx: self, name }
    }

    fn note<T>(&self, result: Result<T, Fail>) -> TxResult<T> {
        if let Err(Fail::Conflict) = result {
            self.conflicted.set(true);
        }
        Ok(result?)
    }

    /// Every tree's name, then each tree's entries a page at a time, as this transaction
    /// sees them.
    pub fn each_page(
        &self,
        mut each: impl FnMut(&[u8], Vec<Entry>) -> Result<(), StoreError>,
    ) -> TxResult<()> {
        let names = self.note(
            self.conn
                .query_text("select name from vitrail_trees order by name", vec![]),
        )?;
        for row in names {
            let name: String = self.note(row.try_get(0).map_err(Fail::from))?;
            let mut span = Span::all();
            loop {
                let page = self.note(self.conn.page(&name, &span, false))?;
                let more = page.len() == PAGE as usize;
                if let Some((last, _)) = page.last() {
                    after_page(&mut span, last, false);
                }
                each(name.as_bytes(), page).map_err(TxError::Abort)?;
                if !more {
                    break;
                }
            }
        }
        Ok(())
    }

    /// Removes every tree and entry (a restore's replacing).
    pub fn wipe(&self) -> TxResult<()> {
        self.note(
            self.conn
                .batch("delete from vitrail_entries; delete from vitrail_trees where name <> '__sled__default'"),
        )
    }

    /// Whether the database holds any entry.
    pub fn holds_entries(&self) -> TxResult<bool> {
        let rows = self.note(
            self.conn
                .query_text("select exists (select 1 from vitrail_entries)", vec![]),
        )?;
        match rows.first() {
            Some(row) => self.note(row.try_get(0).map_err(Fail::from)),
            None => Ok(false),
        }
    }
}

/// A tree inside a transaction.
pub(in crate::store) struct TxTree<'a> {
    tx: &'a Tx<'a>,
    name: &'a str,
}

impl TxTree<'_> {
    pub fn get(&self, key: &[u8]) -> TxResult<Option<Vec<u8>>> {
        self.tx.note(self.tx.conn.get(self.name, key))
    }

    pub fn insert(&self, key: &[u8], value: &[u8]) -> TxResult<()> {
        self.tx.note(self.tx.conn.put(self.name, key, value))
    }

    pub fn remove(&self, key: &[u8]) -> TxResult<()> {
        self.tx.note(self.tx.conn.del(self.name, key))
    }
}
