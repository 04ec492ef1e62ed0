//! The on-disk envelope: JSON with a schema version, migrated step by step on read.
//!
//! A live game (a lobby or a running game) is stored as the JSON envelope itself, rewritten by
//! every move. An ended game is archived: the same envelope, byte for byte, deflated behind a
//! one-byte mark ([`ARCHIVED`]) no JSON text starts with. Reading inflates it and decodes the
//! envelope as written, so an archived record reads back exactly as it was; records of earlier
//! releases (never archived) read as they always did.

use std::io::{Read, Write};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::table::GameRecord;

/// The schema written by this build. Bump it with a migration step when a stored field changes
/// meaning or shape; adding an optional field with `#[serde(default)]` needs no bump.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Serialize)]
struct EnvelopeOut<'a> {
    schema: u32,
    #[serde(flatten)]
    record: &'a GameRecord,
}

#[derive(Deserialize)]
struct EnvelopeHead {
    schema: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("not a JSON envelope: {0}")]
    NotJson(String),
    #[error("schema {found} is newer than this build understands ({SCHEMA_VERSION})")]
    FromTheFuture { found: u32 },
    #[error("schema {found} has no migration")]
    NoMigration { found: u32 },
    #[error("record does not match schema {SCHEMA_VERSION}: {0}")]
    Shape(String),
    #[error("archived record does not inflate: {0}")]
    Archive(String),
}

/// The first byte of an archived record: a control character, which never starts JSON text.
pub(super) const ARCHIVED: u8 = 0x01;

/// The most an archived record may inflate to: far above any real record (a finished game's
/// envelope is tens of KB), so a damaged one cannot make a read allocate without bound.
const INFLATED_LIMIT: u64 = 16 * 1024 * 1024;

/// How hard finished games are deflated: once per game, so the smallest form is worth the
/// little extra time.
const LEVEL: u32 = 9;

/// The bytes stored for `record`: the JSON envelope while the game is live, archived once it
/// has ended.
pub fn encode_stored(record: &GameRecord) -> Vec<u8> {
    let json = encode(record);
    if record.phase.is_active() {
        json
    } else {
        archive(&json)
    }
}

/// Archives a stored JSON envelope as it is (its schema and key order kept).
pub fn archive(json: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(json.len() / 4 + 16);
    out.push(ARCHIVED);
    let mut deflater = flate2::write::DeflateEncoder::new(out, flate2::Compression::new(LEVEL));
    // Writing into a Vec cannot fail.
    match deflater.write_all(json).and_then(|()| deflater.finish()) {
        Ok(archived) => archived,
        Err(_) => json.to_vec(),
    }
}

/// Whether stored bytes are an archived record.
pub fn is_archived(bytes: &[u8]) -> bool {
    bytes.first() == Some(&ARCHIVED)
}

/// The JSON envelope of stored bytes: inflated if archived, else the bytes themselves.
fn envelope(bytes: &[u8]) -> Result<std::borrow::Cow<'_, [u8]>, DecodeError> {
    let Some(deflated) = bytes.strip_prefix(&[ARCHIVED]) else {
        return Ok(std::borrow::Cow::Borrowed(bytes));
    };
    let mut json = Vec::with_capacity(deflated.len() * 6);
    flate2::read::DeflateDecoder::new(deflated)
        .take(INFLATED_LIMIT + 1)
        .read_to_end(&mut json)
        .map_err(|e| DecodeError::Archive(e.to_string()))?;
    if json.len() as u64 > INFLATED_LIMIT {
        return Err(DecodeError::Archive(format!(
            "inflates past {INFLATED_LIMIT} bytes"
        )));
    }
    Ok(std::borrow::Cow::Owned(json))
}

pub fn encode(record: &GameRecord) -> Vec<u8> {
    // Serialising plain data with string keys cannot fail.
    serde_json::to_vec(&EnvelopeOut {
        schema: SCHEMA_VERSION,
        record,
    })
    .unwrap_or_default()
}

/// Reads a stored record, archived or not: straight into the record when it is of this
/// build's schema (the engine state stays text until its engine reads it), through the
/// migrations when older.
pub fn decode(bytes: &[u8]) -> Result<GameRecord, DecodeError> {
    decode_json(&envelope(bytes)?)
}

fn decode_json(bytes: &[u8]) -> Result<GameRecord, DecodeError> {
    let head: EnvelopeHead = serde_json::from_slice(bytes).map_err(|e| match e.classify() {
        serde_json::error::Category::Data => DecodeError::Shape(e.to_string()),
        _ => DecodeError::NotJson(e.to_string()),
    })?;
    let mut schema = head.schema;
    if schema > SCHEMA_VERSION {
        return Err(DecodeError::FromTheFuture { found: schema });
    }
    if schema == SCHEMA_VERSION {
        // The envelope's `schema` is not a record field and is skipped.
        return serde_json::from_slice(bytes).map_err(|e| DecodeError::Shape(e.to_string()));
    }
    let mut value: Value =
        serde_json::from_slice(bytes).map_err(|e| DecodeError::NotJson(e.to_string()))?;
    while schema < SCHEMA_VERSION {
        value = migrate_step(schema, value)?;
        schema += 1;
    }
    if let Value::Object(map) = &mut value {
        map.remove("schema");
    }
    // Through text, not `from_value`: the engine state is kept as raw JSON text.
    serde_json::from_str(&value.to_string()).map_err(|e| DecodeError::Shape(e.to_string()))
}

/// Turns a record of schema `from` into one of schema `from + 1`.
fn migrate_step(from: u32, _value: Value) -> Result<Value, DecodeError> {
    // Schema 1 is the first; later steps go here as `1 => ...`.
    Err(DecodeError::NoMigration { found: from })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameKind, PavilionSide, WildOrder};
    use crate::i18n::Locale;
    use crate::table::{GameId, Phase, SeatHolder};

    fn sample() -> GameRecord {
        GameRecord {
            id: GameId(42),
            kind: GameKind::SummerPavilion,
            options: crate::games::GameOptions::SummerPavilion {
                side: PavilionSide::Beige,
                wilds: WildOrder::Alternative,
            },
            guild: 1,
            channel: 2,
            reach: crate::table::Reach::Channel,
            host: 3,
            max_seats: 4,
            seats: vec![
                SeatHolder::Human { user: 3 },
                SeatHolder::Computer {
                    level: crate::ai::AiLevel::Hard,
                },
            ],
            phase: Phase::Lobby,
            state: None,
            moves: 7,
            locale: Locale::Ru,
            names: Default::default(),
            table_message: None,
            table_lines: Vec::new(),
            created_at: 100,
            updated_at: 200,
            hosting: crate::games::Hosting {
                timer: crate::games::TurnTimer::TenMinutes,
                on_timeout: crate::games::OnTimeout::Cancel,
                hints: crate::games::Hints::Off,
            },
            deadline: Some(crate::table::Deadline {
                at: 900,
                reminded: true,
            }),
            stand_ins: [(0, crate::table::StandIn::Away)].into(),
            seed: Some(u64::MAX - 1),
            history: vec![
                crate::table::Logged::Move {
                    seat: 1,
                    action: serde_json::json!({"take": [1, 2]}),
                    computer: true,
                },
                crate::table::Logged::Away { seat: 0 },
                crate::table::Logged::Undone { seat: 1 },
            ],
            undoable: vec![0],
            result: Some(vec![crate::table::SeatResult {
                seat: 1,
                rank: 1,
                score: 12,
            }]),
            hints_used: [(0, 3)].into(),
            learning: Some(crate::table::Learning {
                learner: 3,
                given: ["take".to_string()].into(),
            }),
            rematch: Some(GameId(43)),
        }
    }

    #[test]
    fn round_trip() {
        let record = sample();
        let bytes = encode(&record);
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert!(text.starts_with("{\"schema\":1,"), "{text}");
        assert_eq!(decode(&bytes), Ok(record));
    }

    #[test]
    fn every_locale_round_trips_under_its_code() {
        for locale in Locale::ALL {
            let record = GameRecord { locale, ..sample() };
            let bytes = encode(&record);
            let text = String::from_utf8(bytes.clone()).unwrap();
            let code = serde_json::to_string(&locale).unwrap();
            assert!(text.contains(&format!("\"locale\":{code}")), "{text}");
            assert_eq!(decode(&bytes), Ok(record));
        }
        let uk = serde_json::to_string(&Locale::Uk).unwrap();
        assert_eq!(uk, "\"uk\"");
    }

    #[test]
    fn schema_one_written_by_hand_still_reads() {
        // A record as schema 1 writes it; if this stops decoding, add a migration.
        let text = r#"{"schema":1,"id":9,"kind":"sagrada","options":{"game":"sagrada","solo_difficulty":2},
            "guild":1,"channel":2,"host":3,"max_seats":4,"seats":[{"type":"human","user":3}],
            "phase":{"phase":"cancelled","by":3},"moves":4,"locale":"en","created_at":1,"updated_at":2}"#;
        let record = decode(text.as_bytes()).unwrap();
        assert_eq!(record.kind, GameKind::Sagrada);
        assert_eq!(record.phase, Phase::Cancelled { by: 3 });
    }

    #[test]
    fn ended_records_are_archived_and_read_back_byte_for_byte() {
        let live = sample();
        assert_eq!(encode_stored(&live), encode(&live), "a lobby stays JSON");
        for phase in [Phase::Finished, Phase::Cancelled { by: 3 }, Phase::TimedOut] {
            let ended = GameRecord { phase, ..sample() };
            let stored = encode_stored(&ended);
            assert!(is_archived(&stored));
            assert!(stored.len() < encode(&ended).len());
            assert_eq!(
                envelope(&stored).unwrap().as_ref(),
                encode(&ended).as_slice()
            );
            assert_eq!(decode(&stored), Ok(ended));
        }
        // A record as an older build wrote it is archived as its very bytes.
        let text = br#"{"schema":1,"id":9,"kind":"sagrada","options":{"game":"sagrada","solo_difficulty":2},
            "guild":1,"channel":2,"host":3,"max_seats":4,"seats":[{"type":"human","user":3}],
            "phase":{"phase":"cancelled","by":3},"moves":4,"locale":"en","created_at":1,"updated_at":2}"#;
        let archived = archive(text);
        assert_eq!(envelope(&archived).unwrap().as_ref(), &text[..]);
        assert_eq!(decode(&archived), decode(text));
        assert!(!is_archived(text));
    }

    #[test]
    fn damaged_archives_are_named() {
        let stored = encode_stored(&GameRecord {
            phase: Phase::Finished,
            ..sample()
        });
        assert!(matches!(
            decode(&stored[..stored.len() / 2]),
            Err(DecodeError::Archive(_))
        ));
        assert!(matches!(
            decode(b"\x01\xff\xff\xff"),
            Err(DecodeError::Archive(_))
        ));
        assert!(decode(b"\x01").is_err());
        // An archive that would inflate without bound is refused, not read.
        let huge = vec![b' '; INFLATED_LIMIT as usize + 10];
        assert!(matches!(
            decode(&archive(&huge)),
            Err(DecodeError::Archive(_))
        ));
    }

    #[test]
    fn bad_records_are_named() {
        assert!(matches!(decode(b"\xff\x00"), Err(DecodeError::NotJson(_))));
        assert!(matches!(decode(b"{\"x\":1}"), Err(DecodeError::Shape(_))));
        assert_eq!(
            decode(b"{\"schema\":99}"),
            Err(DecodeError::FromTheFuture { found: 99 })
        );
        assert_eq!(
            decode(b"{\"schema\":0}"),
            Err(DecodeError::NoMigration { found: 0 })
        );
        assert!(matches!(
            decode(b"{\"schema\":1,\"id\":\"x\"}"),
            Err(DecodeError::Shape(_))
        ));
    }

    proptest::proptest! {
        /// What the fuzz target checks, on damaged copies of a real record and on any bytes:
        /// decoding never panics, and what decodes survives a write and a read unchanged.
        #[test]
        fn damaged_records_never_panic(
            cut in 0usize..1_200,
            changes in proptest::collection::vec((0usize..1_200, proptest::prelude::any::<u8>()), 0..4),
            noise in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..64),
        ) {
            let ended = GameRecord { phase: Phase::Finished, ..sample() };
            let mut bytes = if cut % 2 == 0 { encode(&sample()) } else { encode_stored(&ended) };
            for (at, b) in changes {
                let at = at % bytes.len();
                bytes[at] = b;
            }
            bytes.truncate(cut.max(1));
            crate::fuzz::store_record(&bytes);
            crate::fuzz::store_record(&noise);
        }
    }
}
