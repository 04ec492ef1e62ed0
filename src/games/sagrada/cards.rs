//! The card data: 24 window patterns read from the embedded `assets/sagrada/sagrada.json`
//! (parsed once), and the tool cards and objectives as enums (their names and colours are checked
//! against the same file by a test).

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::board::{Color, Restriction, CELLS};

const DATA_JSON: &str = include_str!("../../../assets/sagrada/sagrada.json");

/// A window pattern by its number in the data file, 1–24.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PatternId(pub u8);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    pub id: PatternId,
    pub name: String,
    /// Difficulty dots = favor tokens in a multiplayer game.
    pub difficulty: u8,
    /// The physical card (1–12) the pattern is printed on; its other side is the other pattern.
    pub card: u8,
    /// 20 restrictions, row by row.
    pub cells: Vec<Restriction>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardData {
    pub patterns: Vec<Pattern>,
    /// (name, colour letter) of tool cards 1–12 as printed.
    pub tool_names: Vec<(u8, String, String)>,
    pub public_names: Vec<String>,
    pub private_colors: Vec<String>,
}

#[derive(Deserialize)]
struct RawData {
    window_patterns: Vec<RawPattern>,
    tool_cards: Vec<RawTool>,
    public_objectives: Vec<RawNamed>,
    private_objectives: Vec<RawPrivate>,
}

#[derive(Deserialize)]
struct RawPattern {
    id: u8,
    name: String,
    difficulty: u8,
    card: u8,
    rows: Vec<String>,
}

#[derive(Deserialize)]
struct RawTool {
    number: u8,
    name: String,
    color: String,
}

#[derive(Deserialize)]
struct RawNamed {
    name: String,
}

#[derive(Deserialize)]
struct RawPrivate {
    color: String,
}

/// Parses the embedded file; `Err` names the first problem.
pub fn parse(json: &str) -> Result<CardData, String> {
    let raw: RawData = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let mut patterns = Vec::new();
    for p in raw.window_patterns {
        let cells: Vec<Restriction> = p
            .rows
            .iter()
            .flat_map(|row| row.split_whitespace())
            .map(|code| Restriction::parse(code).ok_or_else(|| format!("bad cell {code:?}")))
            .collect::<Result<_, _>>()?;
        if p.rows.len() != 4 || cells.len() != CELLS {
            return Err(format!("pattern {} is not 4×5", p.name));
        }
        patterns.push(Pattern {
            id: PatternId(p.id),
            name: p.name,
            difficulty: p.difficulty,
            card: p.card,
            cells,
        });
    }
    Ok(CardData {
        patterns,
        tool_names: raw
            .tool_cards
            .into_iter()
            .map(|t| (t.number, t.name, t.color))
            .collect(),
        public_names: raw.public_objectives.into_iter().map(|o| o.name).collect(),
        private_colors: raw
            .private_objectives
            .into_iter()
            .map(|o| o.color)
            .collect(),
    })
}

/// The embedded card data, parsed on first use (a unit test proves it parses).
pub fn data() -> &'static CardData {
    static DATA: OnceLock<CardData> = OnceLock::new();
    DATA.get_or_init(|| parse(DATA_JSON).expect("embedded sagrada.json parses (tested)"))
}

pub fn pattern(id: PatternId) -> Option<&'static Pattern> {
    data().patterns.iter().find(|p| p.id == id)
}

/// The two patterns printed on one card.
pub fn card_patterns(card: u8) -> Vec<PatternId> {
    data()
        .patterns
        .iter()
        .filter(|p| p.card == card)
        .map(|p| p.id)
        .collect()
}

/// The 12 tool cards, numbered as printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tool {
    GrozingPliers,
    EglomiseBrush,
    CopperFoilBurnisher,
    Lathekin,
    LensCutter,
    FluxBrush,
    GlazingHammer,
    RunningPliers,
    CorkBackedStraightedge,
    GrindingStone,
    FluxRemover,
    TapWheel,
}

/// When a tool card may be used within a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Timing {
    /// With a drafted die in hand, before placing it.
    AfterDrafting,
    /// Before drafting or after placing (not while holding a die).
    AnyTime,
    /// Only in the second turn of the round, before drafting.
    SecondTurnBeforeDrafting,
    /// Only in the first turn of the round.
    FirstTurn,
}

impl Tool {
    pub const ALL: [Tool; 12] = [
        Tool::GrozingPliers,
        Tool::EglomiseBrush,
        Tool::CopperFoilBurnisher,
        Tool::Lathekin,
        Tool::LensCutter,
        Tool::FluxBrush,
        Tool::GlazingHammer,
        Tool::RunningPliers,
        Tool::CorkBackedStraightedge,
        Tool::GrindingStone,
        Tool::FluxRemover,
        Tool::TapWheel,
    ];

    /// The number printed on the card, 1–12.
    pub fn number(self) -> u8 {
        match self {
            Tool::GrozingPliers => 1,
            Tool::EglomiseBrush => 2,
            Tool::CopperFoilBurnisher => 3,
            Tool::Lathekin => 4,
            Tool::LensCutter => 5,
            Tool::FluxBrush => 6,
            Tool::GlazingHammer => 7,
            Tool::RunningPliers => 8,
            Tool::CorkBackedStraightedge => 9,
            Tool::GrindingStone => 10,
            Tool::FluxRemover => 11,
            Tool::TapWheel => 12,
        }
    }

    /// The card's colour: the die a solo player pays with.
    pub fn color(self) -> Color {
        match self {
            Tool::GrozingPliers | Tool::FluxBrush | Tool::FluxRemover => Color::Purple,
            Tool::EglomiseBrush | Tool::GlazingHammer | Tool::TapWheel => Color::Blue,
            Tool::CopperFoilBurnisher | Tool::RunningPliers => Color::Red,
            Tool::Lathekin | Tool::CorkBackedStraightedge => Color::Yellow,
            Tool::LensCutter | Tool::GrindingStone => Color::Green,
        }
    }

    pub fn timing(self) -> Timing {
        match self {
            Tool::GrozingPliers
            | Tool::LensCutter
            | Tool::FluxBrush
            | Tool::CorkBackedStraightedge
            | Tool::GrindingStone
            | Tool::FluxRemover => Timing::AfterDrafting,
            Tool::EglomiseBrush | Tool::CopperFoilBurnisher | Tool::Lathekin | Tool::TapWheel => {
                Timing::AnyTime
            }
            Tool::GlazingHammer => Timing::SecondTurnBeforeDrafting,
            Tool::RunningPliers => Timing::FirstTurn,
        }
    }

    /// The English name as printed.
    pub fn name(self) -> &'static str {
        match self {
            Tool::GrozingPliers => "Grozing Pliers",
            Tool::EglomiseBrush => "Eglomise Brush",
            Tool::CopperFoilBurnisher => "Copper Foil Burnisher",
            Tool::Lathekin => "Lathekin",
            Tool::LensCutter => "Lens Cutter",
            Tool::FluxBrush => "Flux Brush",
            Tool::GlazingHammer => "Glazing Hammer",
            Tool::RunningPliers => "Running Pliers",
            Tool::CorkBackedStraightedge => "Cork-backed Straightedge",
            Tool::GrindingStone => "Grinding Stone",
            Tool::FluxRemover => "Flux Remover",
            Tool::TapWheel => "Tap Wheel",
        }
    }
}

/// The 10 public objective cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PublicObjective {
    RowColorVariety,
    ColumnColorVariety,
    RowShadeVariety,
    ColumnShadeVariety,
    LightShades,
    MediumShades,
    DeepShades,
    ShadeVariety,
    ColorVariety,
    ColorDiagonals,
}

impl PublicObjective {
    pub const ALL: [PublicObjective; 10] = [
        PublicObjective::RowColorVariety,
        PublicObjective::ColumnColorVariety,
        PublicObjective::RowShadeVariety,
        PublicObjective::ColumnShadeVariety,
        PublicObjective::LightShades,
        PublicObjective::MediumShades,
        PublicObjective::DeepShades,
        PublicObjective::ShadeVariety,
        PublicObjective::ColorVariety,
        PublicObjective::ColorDiagonals,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PublicObjective::RowColorVariety => "Row Color Variety",
            PublicObjective::ColumnColorVariety => "Column Color Variety",
            PublicObjective::RowShadeVariety => "Row Shade Variety",
            PublicObjective::ColumnShadeVariety => "Column Shade Variety",
            PublicObjective::LightShades => "Light Shades",
            PublicObjective::MediumShades => "Medium Shades",
            PublicObjective::DeepShades => "Deep Shades",
            PublicObjective::ShadeVariety => "Shade Variety",
            PublicObjective::ColorVariety => "Color Variety",
            PublicObjective::ColorDiagonals => "Color Diagonals",
        }
    }

    /// The points printed on the card, for each line, set or die it counts.
    pub fn points(self) -> u8 {
        match self {
            PublicObjective::RowColorVariety => 6,
            PublicObjective::ColumnColorVariety
            | PublicObjective::RowShadeVariety
            | PublicObjective::ShadeVariety => 5,
            PublicObjective::ColumnShadeVariety | PublicObjective::ColorVariety => 4,
            PublicObjective::LightShades
            | PublicObjective::MediumShades
            | PublicObjective::DeepShades => 2,
            PublicObjective::ColorDiagonals => 1,
        }
    }

    /// The stable score key, e.g. `sagrada.public.row-color-variety`.
    pub fn key(self) -> &'static str {
        match self {
            PublicObjective::RowColorVariety => "sagrada.public.row-color-variety",
            PublicObjective::ColumnColorVariety => "sagrada.public.column-color-variety",
            PublicObjective::RowShadeVariety => "sagrada.public.row-shade-variety",
            PublicObjective::ColumnShadeVariety => "sagrada.public.column-shade-variety",
            PublicObjective::LightShades => "sagrada.public.light-shades",
            PublicObjective::MediumShades => "sagrada.public.medium-shades",
            PublicObjective::DeepShades => "sagrada.public.deep-shades",
            PublicObjective::ShadeVariety => "sagrada.public.shade-variety",
            PublicObjective::ColorVariety => "sagrada.public.color-variety",
            PublicObjective::ColorDiagonals => "sagrada.public.color-diagonals",
        }
    }
}
