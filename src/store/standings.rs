//! Each player's standing at one game in one server, in one entry: their rating (people and
//! computer levels, see [`super::ratings`]) and, for people, their statistics (see
//! [`super::stats`]). One entry rather than one in each of two trees, because sled keeps
//! bookkeeping in memory for every page of every tree, whatever its cache, and a busy bot has
//! one of these for nearly every person, game and server. A store written before kept `stats`
//! and `ratings` apart; [`migrate`] joins them when it opens.

use super::backend::Tree;
use super::error::{StoreError, TxResult};
use super::handle::Store;
use super::kv::Kv;
use super::marks::{self, Mark};
use crate::ai::AiLevel;
use crate::games::GameKind;
use crate::table::rating::Rated;
use crate::table::{GameRecord, Phase};

/// The trees of a store written before: statistics keyed by server, game and person, and
/// ratings keyed as standings are.
pub(super) const STATS_TREE: &[u8] = b"stats";
pub(super) const RATINGS_TREE: &[u8] = b"ratings";

/// The key in the default tree of [`migrate`]'s mark.
pub(super) const MARK: &[u8] = b"standings-version";
/// The stages of [`migrate`]: both joined here, then dropped.
const COPIED: u8 = 1;
pub(super) const DONE: u8 = 2;

/// A standing, each part as its own module writes it: stored as `[the rating's length][the
/// rating][the statistics]`, a missing part empty.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Standing {
    pub rating: Option<Vec<u8>>,
    pub stats: Option<Vec<u8>>,
}

fn rated_code(who: Rated) -> (u8, u64) {
    match who {
        Rated::Person(user) => (0, user),
        Rated::Computer(level) => (
            1,
            match level {
                AiLevel::Easy => 0,
                AiLevel::Normal => 1,
                AiLevel::Hard => 2,
            },
        ),
    }
}

/// Whose standing `key` is.
pub(super) fn who_of(key: &[u8]) -> Option<Rated> {
    let id = u64::from_be_bytes(key.get(10..18)?.try_into().ok()?);
    match key.get(9)? {
        0 => Some(Rated::Person(id)),
        1 => AiLevel::ALL
            .into_iter()
            .find(|l| rated_code(Rated::Computer(*l)).1 == id)
            .map(Rated::Computer),
        _ => None,
    }
}

/// The keys of every standing at one game in one server start with this.
pub(super) fn prefix(guild: u64, kind: GameKind) -> [u8; 9] {
    let mut key = [0u8; 9];
    key[..8].copy_from_slice(&guild.to_be_bytes());
    key[8] = kind.code();
    key
}

/// Whether the write of `new` over `old` is the one that finishes the game: the one write
/// whose standings count it, so that a game is counted once.
pub(super) fn finishes(old: &GameRecord, new: &GameRecord) -> bool {
    old.phase != Phase::Finished && new.phase == Phase::Finished
}

/// Every standing at one game in one server, in key order, as `pick` reads it (`None` leaves
/// it out): what the boards are made of.
pub(super) fn every_at<T>(
    store: &Store,
    guild: u64,
    kind: GameKind,
    pick: impl Fn(Rated, &Standing) -> Option<T>,
) -> Result<Vec<T>, StoreError> {
    store
        .trees
        .standings
        .scan_prefix(prefix(guild, kind))
        .filter_map(|item| match item {
            Ok((key, value)) => pick(who_of(&key)?, &Standing::decode(&value)).map(Ok),
            Err(e) => Some(Err(e)),
        })
        .collect()
}

/// One person's standing at every game in one server, as `pick` reads each (`None` leaves it
/// out), in the registry's order of games.
pub(super) fn person_at_each_game<T>(
    store: &Store,
    guild: u64,
    user: u64,
    pick: impl Fn(&Standing) -> Option<T>,
) -> Result<Vec<(GameKind, T)>, StoreError> {
    let mut out = Vec::new();
    for kind in GameKind::ALL {
        if let Some(bytes) = store
            .trees
            .standings
            .get(key(guild, kind, Rated::Person(user)))?
        {
            out.extend(pick(&Standing::decode(&bytes)).map(|picked| (kind, picked)));
        }
    }
    Ok(out)
}

/// The key of a player's standing at one game in one server.
pub(super) fn key(guild: u64, kind: GameKind, who: Rated) -> [u8; 18] {
    let (tag, id) = rated_code(who);
    let mut key = [0u8; 18];
    key[..9].copy_from_slice(&prefix(guild, kind));
    key[9] = tag;
    key[10..].copy_from_slice(&id.to_be_bytes());
    key
}

impl Standing {
    pub fn decode(bytes: &[u8]) -> Standing {
        let rated = usize::from(bytes.first().copied().unwrap_or(0));
        let part = |part: Option<&[u8]>| part.filter(|p| !p.is_empty()).map(<[u8]>::to_vec);
        Standing {
            rating: part(bytes.get(1..1 + rated)),
            stats: part(bytes.get(1 + rated..)),
        }
    }

    pub fn encode(&self) -> Vec<u8> {
        let rating = self.rating.as_deref().unwrap_or_default();
        // A rating is 25 bytes; a longer one is not stored rather than stored cut.
        let rating = if rating.len() > usize::from(u8::MAX) {
            &[]
        } else {
            rating
        };
        let mut out = vec![rating.len() as u8];
        out.extend_from_slice(rating);
        out.extend_from_slice(self.stats.as_deref().unwrap_or_default());
        out
    }

    pub fn read(tree: &impl Kv, key: [u8; 18]) -> TxResult<Standing> {
        Ok(tree
            .get(key)?
            .map(|v| Standing::decode(&v))
            .unwrap_or_default())
    }

    pub fn write(&self, tree: &impl Kv, key: [u8; 18]) -> TxResult<()> {
        tree.insert(key, self.encode())
    }
}

/// Joins the statistics and ratings of a store written before standings, then drops them (an
/// upgrade step, see [`super::upgrade`], its stages recorded by `mark`). Idempotent step by step, so a crash meanwhile only repeats a step. Returns how many
/// standings it wrote, or `None` when there was nothing to do.
pub(super) fn migrate(store: &Store, mark: Mark) -> Result<Option<usize>, StoreError> {
    let version = mark.reached(&store.db)?;
    let stats = marks::old_tree(&store.db, STATS_TREE)?;
    let ratings = marks::old_tree(&store.db, RATINGS_TREE)?;
    if version != Some(COPIED) {
        if stats.is_none() && ratings.is_none() {
            return Ok(None);
        }
        store.trees.standings.clear()?;
        for item in ratings.iter().flat_map(Tree::iter) {
            let (key, value) = item?;
            let Ok(key) = <[u8; 18]>::try_from(key.as_slice()) else {
                continue;
            };
            let standing = Standing {
                rating: Some(value.to_vec()),
                stats: None,
            };
            standing.write(&store.trees.standings, key)?;
        }
        // Statistics were keyed by server, game (9 bytes) and person; standings put a person's
        // mark between the two, as ratings did.
        for item in stats.iter().flat_map(Tree::iter) {
            let (key, value) = item?;
            let (Some(place), Some(user)) = (key.get(..9), key.get(9..17)) else {
                continue;
            };
            let mut joined = [0u8; 18];
            joined[..9].copy_from_slice(place);
            joined[10..].copy_from_slice(user);
            let mut standing = Standing::read(&store.trees.standings, joined)?;
            standing.stats = Some(value.to_vec());
            standing.write(&store.trees.standings, joined)?;
        }
        mark.record(&store.db, COPIED)?;
    }
    for name in [STATS_TREE, RATINGS_TREE] {
        store.db.drop_tree(name)?;
    }
    Ok(Some(store.trees.standings.len()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::open::open_waiting;
    use crate::store::stats::PlayerStats;
    #[test]
    fn the_statistics_and_ratings_of_a_store_from_before_are_joined_when_it_opens() {
        let dir = tempfile::tempdir().unwrap();
        drop(Store::open(dir.path()).unwrap());
        let rating = |mu| crate::table::rating::Rating {
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
            let db = open_waiting(&sled::Config::new().path(dir.path())).unwrap();
            db.remove(MARK).unwrap();
            let ratings_tree = db.open_tree(RATINGS_TREE).unwrap();
            let stats_tree = db.open_tree(STATS_TREE).unwrap();
            for (who, mu) in [(Rated::Person(10), 30.0), (hard, 20.0)] {
                // The rating's layout then and now: version 1, then mu, sigma, played, wins.
                let r = rating(mu);
                let mut value = vec![1u8];
                value.extend(r.mu.to_bits().to_be_bytes());
                value.extend(r.sigma.to_bits().to_be_bytes());
                value.extend(r.played.to_be_bytes());
                value.extend(r.wins.to_be_bytes());
                ratings_tree.insert(key(1, kind, who), value).unwrap();
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
        assert_eq!(store.trees.standings.len().unwrap(), 3);
        let names = store.db.tree_names().unwrap();
        assert!(!names.iter().any(|n| n == STATS_TREE || n == RATINGS_TREE));
        drop(store);
        // Not joined again.
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.trees.standings.len().unwrap(), 3);
        assert_eq!(store.player_stats(1, 10).unwrap(), vec![(kind, stats(90))]);
    }

    #[test]
    fn a_standing_reads_back_with_either_part_or_both() {
        let rating = Some(vec![1u8; 25]);
        let stats = Some(br#"{"played":1}"#.to_vec());
        for standing in [
            Standing::default(),
            Standing {
                rating: rating.clone(),
                stats: None,
            },
            Standing {
                rating: None,
                stats: stats.clone(),
            },
            Standing { rating, stats },
        ] {
            assert_eq!(Standing::decode(&standing.encode()), standing);
        }
        // Damaged bytes read as what can be read, never as a refusal.
        assert_eq!(Standing::decode(&[25, 1, 2]), Standing::default());
    }

    #[test]
    fn a_key_names_its_player() {
        for who in [
            Rated::Person(42),
            Rated::Computer(AiLevel::Easy),
            Rated::Computer(AiLevel::Hard),
        ] {
            let key = key(1, GameKind::Uzory, who);
            assert_eq!(who_of(&key), Some(who));
            assert!(key.starts_with(&prefix(1, GameKind::Uzory)));
        }
    }
}
