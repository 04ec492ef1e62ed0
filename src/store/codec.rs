//! The on-disk envelope: JSON with a schema version, migrated step by step on read.

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
}

pub fn encode(record: &GameRecord) -> Vec<u8> {
    // Serialising plain data with string keys cannot fail.
    serde_json::to_vec(&EnvelopeOut {
        schema: SCHEMA_VERSION,
        record,
    })
    .unwrap_or_default()
}

/// Reads a stored record: straight into the record when it is of this build's schema (the
/// engine state stays text until its engine reads it), through the migrations when older.
pub fn decode(bytes: &[u8]) -> Result<GameRecord, DecodeError> {
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
            let mut bytes = encode(&sample());
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
