//! Each player's standing at one game in one server, in one entry: their rating (people and
//! computer levels, see [`super::ratings`]) and, for people, their statistics (see
//! [`super::stats`]). One entry rather than one in each of two trees, because sled keeps
//! bookkeeping in memory for every page of every tree, whatever its cache, and a busy bot has
//! one of these for nearly every person, game and server. A store written before kept `stats`
//! and `ratings` apart; [`migrate`] joins them when it opens.

use super::stats::{self, PlayerStats};
use super::{ratings, Kv, Store, StoreError, TxResult};
use crate::table::rating::Rating;

/// The trees of a store written before: statistics keyed by server, game and person, and
/// ratings keyed as standings are.
const STATS_TREE: &[u8] = b"stats";
const RATINGS_TREE: &[u8] = b"ratings";

/// The key in the default tree of how far [`migrate`] got: both joined here, then dropped.
const VERSION_KEY: &[u8] = b"standings-version";
const COPIED: u8 = 1;
const DONE: u8 = 2;

/// A standing: `[rating's length, 0 or 25][rating][statistics as JSON, or nothing]`.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Standing {
    pub rating: Option<Rating>,
    pub stats: Option<PlayerStats>,
}

impl Standing {
    pub fn decode(bytes: &[u8]) -> Standing {
        let rated = usize::from(bytes.first().copied().unwrap_or(0));
        let rating = bytes.get(1..1 + rated).filter(|r| !r.is_empty());
        let stats = bytes.get(1 + rated..).filter(|s| !s.is_empty());
        Standing {
            rating: rating.map(ratings::decode),
            stats: stats.map(stats::decode),
        }
    }

    pub fn encode(&self) -> Vec<u8> {
        let rating = self.rating.as_ref().map(ratings::encode);
        let rating: &[u8] = rating.as_ref().map_or(&[], |r| &r[..]);
        let mut out = vec![rating.len() as u8];
        out.extend_from_slice(rating);
        if let Some(stats) = &self.stats {
            // Plain data with string keys always serialises.
            out.extend(serde_json::to_vec(stats).unwrap_or_default());
        }
        out
    }

    pub fn read(tree: &impl Kv, key: [u8; 18]) -> TxResult<Standing> {
        Ok(tree
            .get(key)?
            .map(|v| Standing::decode(&v))
            .unwrap_or_default())
    }

    pub fn write(&self, tree: &impl Kv, key: [u8; 18]) -> TxResult<()> {
        tree.insert(&key, self.encode())
    }
}

/// Joins the statistics and ratings of a store written before standings, once, then drops
/// them. Idempotent step by step, so a crash meanwhile only repeats a step. Returns how many
/// standings it wrote, or `None` when there was nothing to do.
pub(super) fn migrate(store: &Store) -> Result<Option<usize>, StoreError> {
    let version = store.db.get(VERSION_KEY)?;
    let version = version.as_deref().and_then(|v| v.first().copied());
    if version == Some(DONE) {
        return Ok(None);
    }
    let names = store.db.tree_names();
    let old = |name: &[u8]| -> Result<Option<sled::Tree>, StoreError> {
        match names.iter().any(|n| n == name) {
            true => Ok(Some(store.db.open_tree(name)?)),
            false => Ok(None),
        }
    };
    let (stats, ratings) = (old(STATS_TREE)?, old(RATINGS_TREE)?);
    if version != Some(COPIED) {
        if stats.is_none() && ratings.is_none() {
            store.db.insert(VERSION_KEY, &[DONE])?;
            return Ok(None);
        }
        store.standings.clear()?;
        for item in ratings.iter().flat_map(sled::Tree::iter) {
            let (key, value) = item?;
            let Ok(key) = <[u8; 18]>::try_from(key.as_ref()) else {
                continue;
            };
            let standing = Standing {
                rating: Some(ratings::decode(&value)),
                stats: None,
            };
            standing.write(&store.standings, key)?;
        }
        // Statistics were keyed by server, game (9 bytes) and person; standings put a person's
        // mark between the two, as ratings did.
        for item in stats.iter().flat_map(sled::Tree::iter) {
            let (key, value) = item?;
            let (Some(place), Some(user)) = (key.get(..9), key.get(9..17)) else {
                continue;
            };
            let mut joined = [0u8; 18];
            joined[..9].copy_from_slice(place);
            joined[10..].copy_from_slice(user);
            let mut standing = Standing::read(&store.standings, joined)?;
            standing.stats = Some(stats::decode(&value));
            standing.write(&store.standings, joined)?;
        }
        store.db.flush()?;
        store.db.insert(VERSION_KEY, &[COPIED])?;
        store.db.flush()?;
    }
    for name in [STATS_TREE, RATINGS_TREE] {
        store.db.drop_tree(name)?;
    }
    store.db.flush()?;
    store.db.insert(VERSION_KEY, &[DONE])?;
    store.db.flush()?;
    Ok(Some(store.standings.len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::games::GameKind;
    use crate::table::rating::Rated;

    #[test]
    fn the_statistics_and_ratings_of_a_store_from_before_are_joined_when_it_opens() {
        let dir = tempfile::tempdir().unwrap();
        drop(Store::open(dir.path()).unwrap());
        let rating = |mu| Rating {
            mu,
            sigma: 5.0,
            played: 2,
            wins: 1,
        };
        let stats = |total| PlayerStats {
            played: 2,
            wins: 1,
            left: 0,
            total,
            best: Some(total as i32 / 2),
        };
        let kind = GameKind::Sagrada;
        let hard = Rated::Computer(AiLevel::Hard);
        {
            // As the release before wrote them, the mark of standings aside.
            let db = super::super::open_waiting(&sled::Config::new().path(dir.path())).unwrap();
            db.remove(VERSION_KEY).unwrap();
            let ratings_tree = db.open_tree(RATINGS_TREE).unwrap();
            let stats_tree = db.open_tree(STATS_TREE).unwrap();
            for (who, mu) in [(Rated::Person(10), 30.0), (hard, 20.0)] {
                let key = ratings::rating_key(1, kind, who);
                ratings_tree
                    .insert(key, &ratings::encode(&rating(mu)))
                    .unwrap();
            }
            for (user, total) in [(10u64, 90i64), (20, 40)] {
                let mut key = 1u64.to_be_bytes().to_vec();
                key.push(kind.code());
                key.extend(user.to_be_bytes());
                stats_tree
                    .insert(key, serde_json::to_vec(&stats(total)).unwrap())
                    .unwrap();
            }
            db.flush().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.player_stats(1, 10).unwrap(), vec![(kind, stats(90))]);
        assert_eq!(
            store.person_ratings(1, 10).unwrap(),
            vec![(kind, rating(30.0))]
        );
        assert_eq!(store.player_stats(1, 20).unwrap(), vec![(kind, stats(40))]);
        assert!(store.person_ratings(1, 20).unwrap().is_empty());
        let board = store.rating_board(1, kind).unwrap();
        assert_eq!(
            board,
            vec![(Rated::Person(10), rating(30.0)), (hard, rating(20.0))]
        );
        let leaders: Vec<u64> = store
            .leaderboard(1, kind)
            .unwrap()
            .iter()
            .map(|r| r.0)
            .collect();
        assert_eq!(leaders, vec![10, 20]);
        assert_eq!(store.standings.len(), 3);
        let names = store.db.tree_names();
        assert!(!names.iter().any(|n| n == STATS_TREE || n == RATINGS_TREE));
        drop(store);
        // Not joined again.
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.standings.len(), 3);
        assert_eq!(store.player_stats(1, 10).unwrap(), vec![(kind, stats(90))]);
    }

    #[test]
    fn a_standing_reads_back_with_either_part_or_both() {
        let rating = Rating {
            mu: 27.5,
            sigma: 6.25,
            played: 3,
            wins: 1,
        };
        let stats = PlayerStats {
            played: 3,
            wins: 1,
            left: 0,
            total: 120,
            best: Some(51),
        };
        for standing in [
            Standing::default(),
            Standing {
                rating: Some(rating),
                stats: None,
            },
            Standing {
                rating: None,
                stats: Some(stats.clone()),
            },
            Standing {
                rating: Some(rating),
                stats: Some(stats.clone()),
            },
        ] {
            assert_eq!(Standing::decode(&standing.encode()), standing);
        }
        // Damaged bytes read as what can be read, never as a refusal.
        assert_eq!(Standing::decode(&[25, 1, 2]), Standing::default());
    }
}
