//! The game's component values (colours, window points, ornaments, the broken-glass track, the
//! pattern strips…), read once from `assets/sintra/components.json`.
//!
//! Several printed values are not available to us; the asset labels each of them with a status
//! that starts with `reconstruction`. They live only in that file so a printed value can replace
//! a stand-in without touching code, and [`Components::stand_ins`] lists them for the help text.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// The embedded asset, verbatim.
pub const ASSET: &str = include_str!("../../../assets/sintra/components.json");

/// A glass colour: an index into [`Components::colours`]. Names are data, not code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Colour(pub u8);

impl Colour {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The colour's name in the asset (`pink`, `orange`, …), for translation keys.
    pub fn name(self) -> &'static str {
        components()
            .colours
            .get(self.index())
            .map(String::as_str)
            .unwrap_or("unknown")
    }
}

/// Test shorthand: the colour whose name in the asset starts with `letter` (p, o, y, g, b).
#[cfg(test)]
pub(crate) fn colour_by_initial(letter: char) -> Colour {
    let i = components()
        .colours
        .iter()
        .position(|n| n.starts_with(letter))
        .unwrap();
    Colour(i as u8)
}

/// One cell of a pattern strip.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cell {
    /// Takes only glass of this colour.
    Glass(Colour),
    /// The grey wild cell: takes glass of any colour.
    Wild,
}

impl Cell {
    pub fn accepts(self, colour: Colour) -> bool {
        match self {
            Cell::Glass(c) => c == colour,
            Cell::Wild => true,
        }
    }
}

/// Which face of a double-sided strip.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StripFace {
    Front,
    Back,
}

/// A double-sided pattern strip as printed (every player has the same eight).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StripDef {
    pub id: u8,
    pub front: Vec<Cell>,
    pub back: Vec<Cell>,
    /// The face with the wild cells, which must not be face up at setup.
    pub wild_face: Option<StripFace>,
}

impl StripDef {
    pub fn face(&self, face: StripFace) -> &[Cell] {
        match face {
            StripFace::Front => &self.front,
            StripFace::Back => &self.back,
        }
    }
}

/// A value that the asset marks as a stand-in for an unavailable printed value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StandIn {
    /// The asset's key, e.g. `window_points`.
    pub key: String,
    /// The asset's own explanation, starting with `reconstruction`.
    pub status: String,
}

/// Every component value the engine uses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Components {
    pub colours: Vec<String>,
    pub pieces_per_colour: u32,
    /// `(players, factories)`.
    pub factories_by_players: Vec<(usize, usize)>,
    pub pieces_per_factory: usize,
    pub rounds: u8,
    pub windows: usize,
    pub window_points_a: Vec<i32>,
    pub window_points_b: Vec<i32>,
    /// Side A ornaments as pairs of 0-based window indices.
    pub ornaments: Vec<(usize, usize)>,
    /// Ornament points indexed by the number of filled cells (0–4).
    pub ornament_points: Vec<i32>,
    /// Values of the broken-glass track from the top; the last space is the reset space.
    pub broken_track: Vec<i32>,
    /// The strips new games are dealt ([`crate::games::SintraEdition::CURRENT`]).
    pub strips: Vec<StripDef>,
    /// The strips of first-edition games, kept so their records replay and finish as dealt.
    pub first_edition_strips: Vec<StripDef>,
    pub stand_ins: Vec<StandIn>,
}

impl Components {
    /// Window points of a palace side, left to right.
    pub fn window_points(&self, side: crate::games::SintraSide) -> &[i32] {
        match side {
            crate::games::SintraSide::A => &self.window_points_a,
            crate::games::SintraSide::B => &self.window_points_b,
        }
    }

    pub fn factories_for(&self, players: usize) -> Option<usize> {
        self.factories_by_players
            .iter()
            .find(|(p, _)| *p == players)
            .map(|(_, f)| *f)
    }

    pub fn colour_count(&self) -> usize {
        self.colours.len()
    }

    pub fn all_colours(&self) -> impl Iterator<Item = Colour> {
        (0..self.colours.len()).filter_map(|i| u8::try_from(i).ok().map(Colour))
    }

    pub fn total_pieces(&self) -> u32 {
        self.pieces_per_colour
            .saturating_mul(u32::try_from(self.colours.len()).unwrap_or(u32::MAX))
    }

    /// The value of the bottom space (−18): lost at once when the marker reaches it.
    pub fn broken_reset_value(&self) -> i32 {
        self.broken_track.last().copied().unwrap_or(0)
    }

    /// The strips a game of `edition` is dealt.
    pub fn strips_of(&self, edition: crate::games::SintraEdition) -> &[StripDef] {
        match edition {
            crate::games::SintraEdition::First => &self.first_edition_strips,
            crate::games::SintraEdition::Second => &self.strips,
        }
    }

    /// The asset keys whose values are stand-ins, for the help text.
    pub fn stand_ins(&self) -> &[StandIn] {
        &self.stand_ins
    }
}

/// The parsed asset. The unit test `embedded_asset_parses` proves this cannot fail.
pub fn components() -> &'static Components {
    static PARSED: OnceLock<Components> = OnceLock::new();
    PARSED.get_or_init(|| parse(ASSET).expect("assets/sintra/components.json is valid"))
}

#[derive(Deserialize)]
struct Valued<T> {
    status: String,
    value: T,
}

#[derive(Deserialize)]
struct RawWindowPoints {
    status: String,
    side_a: Vec<i32>,
    side_b: Vec<i32>,
}

#[derive(Deserialize)]
struct RawOrnaments {
    status: String,
    value: Vec<Vec<usize>>,
    points_by_filled_cells: BTreeMap<String, i32>,
}

#[derive(Deserialize)]
struct RawStrip {
    id: u8,
    front: Vec<String>,
    back: Vec<String>,
    wild_side: Option<String>,
}

#[derive(Deserialize)]
struct Raw {
    glass_colors: Valued<Vec<String>>,
    pieces_per_color: Valued<u32>,
    factories_by_players: Valued<BTreeMap<String, usize>>,
    pieces_per_factory: Valued<usize>,
    rounds: Valued<u8>,
    windows: Valued<usize>,
    window_points: RawWindowPoints,
    side_a_ornaments: RawOrnaments,
    broken_glass_track: Valued<Vec<i32>>,
    strips: Valued<Vec<RawStrip>>,
    strips_first_edition: Valued<Vec<RawStrip>>,
}

fn cell(name: &str, colours: &[String]) -> Result<Cell, String> {
    if name == "wild" {
        return Ok(Cell::Wild);
    }
    colours
        .iter()
        .position(|c| c == name)
        .and_then(|i| u8::try_from(i).ok())
        .map(|i| Cell::Glass(Colour(i)))
        .ok_or_else(|| format!("unknown strip colour {name:?}"))
}

fn face(name: &str) -> Result<StripFace, String> {
    match name {
        "front" => Ok(StripFace::Front),
        "back" => Ok(StripFace::Back),
        other => Err(format!("unknown strip side {other:?}")),
    }
}

/// Parses and checks the asset: every length and index the engine relies on is validated here,
/// so the rules code can trust the shapes.
pub fn parse(text: &str) -> Result<Components, String> {
    let raw: Raw = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let colours = raw.glass_colors.value.clone();
    if colours.is_empty() || colours.len() > 64 {
        return Err("there must be 1–64 glass colours".into());
    }
    let windows = raw.windows.value;
    if windows == 0 {
        return Err("there must be windows".into());
    }
    if raw.window_points.side_a.len() != windows || raw.window_points.side_b.len() != windows {
        return Err("window points must list every window".into());
    }
    if usize::from(raw.rounds.value) != colours.len() + 1 {
        return Err("the round indicator needs one colour per round after the first".into());
    }
    let mut factories_by_players = Vec::new();
    for (players, factories) in &raw.factories_by_players.value {
        let players: usize = players
            .parse()
            .map_err(|_| "bad player count".to_string())?;
        factories_by_players.push((players, *factories));
    }
    let mut ornaments = Vec::new();
    for pair in &raw.side_a_ornaments.value {
        match pair.as_slice() {
            [a, b] if (1..=windows).contains(a) && (1..=windows).contains(b) && a != b => {
                ornaments.push((a - 1, b - 1))
            }
            _ => return Err(format!("bad ornament {pair:?}")),
        }
    }
    let mut ornament_points = Vec::new();
    for filled in 0..=4usize {
        let points = raw
            .side_a_ornaments
            .points_by_filled_cells
            .get(&filled.to_string())
            .ok_or_else(|| format!("no ornament points for {filled} cells"))?;
        ornament_points.push(*points);
    }
    let broken_track = raw.broken_glass_track.value.clone();
    if broken_track.len() < 2 {
        return Err("the broken-glass track needs at least two spaces".into());
    }
    let strips = strip_set(&raw.strips.value, &colours, windows)?;
    let first_edition_strips = strip_set(&raw.strips_first_edition.value, &colours, windows)?;
    let mut stand_ins = Vec::new();
    let statuses = [
        ("glass_colors", &raw.glass_colors.status),
        ("pieces_per_color", &raw.pieces_per_color.status),
        ("factories_by_players", &raw.factories_by_players.status),
        ("pieces_per_factory", &raw.pieces_per_factory.status),
        ("rounds", &raw.rounds.status),
        ("windows", &raw.windows.status),
        ("window_points", &raw.window_points.status),
        ("side_a_ornaments", &raw.side_a_ornaments.status),
        ("broken_glass_track", &raw.broken_glass_track.status),
        ("strips", &raw.strips.status),
    ];
    for (key, status) in statuses {
        if status.starts_with("reconstruction") {
            stand_ins.push(StandIn {
                key: key.to_string(),
                status: status.clone(),
            });
        }
    }
    Ok(Components {
        colours,
        pieces_per_colour: raw.pieces_per_color.value,
        factories_by_players,
        pieces_per_factory: raw.pieces_per_factory.value,
        rounds: raw.rounds.value,
        windows,
        window_points_a: raw.window_points.side_a,
        window_points_b: raw.window_points.side_b,
        ornaments,
        ornament_points,
        broken_track,
        strips,
        first_edition_strips,
        stand_ins,
    })
}

/// One set of strips, checked: one per window, both faces of a strip the same size.
fn strip_set(
    raw: &[RawStrip],
    colours: &[String],
    windows: usize,
) -> Result<Vec<StripDef>, String> {
    let mut strips = Vec::new();
    for s in raw {
        let front = s
            .front
            .iter()
            .map(|c| cell(c, colours))
            .collect::<Result<Vec<_>, _>>()?;
        let back = s
            .back
            .iter()
            .map(|c| cell(c, colours))
            .collect::<Result<Vec<_>, _>>()?;
        if front.is_empty() || front.len() != back.len() {
            return Err(format!("strip {} has faces of different sizes", s.id));
        }
        let wild_face = s.wild_side.as_deref().map(face).transpose()?;
        strips.push(StripDef {
            id: s.id,
            front,
            back,
            wild_face,
        });
    }
    if strips.len() != windows {
        return Err("every window needs one strip".into());
    }
    Ok(strips)
}
