//! A game at the table boundary as one object: [`GameTable`], implemented once for every
//! [`Table`], is how the bot and the command line reach a running game of any kind, and
//! [`TableKind`] is what they ask of a kind before a table is open (opening one, replays,
//! reviews, the lobby's and the help's words). Actions cross the boundary as the JSON the
//! history stores ([`Action`]); views, pictures, words and menus come out as plain values.
//!
//! [`kind`] is the one place the bot's path dispatches on a game's kind.

use std::marker::PhantomData;
use std::time::Duration;

use crate::ai::{AiLevel, Budget};
use crate::game::{Outcome, Seat, Viewer};
use crate::games::GameKind;
use crate::i18n::{Locale, Text};
use crate::present::kit::{Canvas, Palette, RenderError};
use crate::present::{menu, Image, Lesson, Menu, MenuError};
use crate::table::change::{Applied, TableChange};
use crate::table::engines::{on_engine, EngineWork};
use crate::table::hint::Hint;
use crate::table::history::{self, Frame};
use crate::table::record::GameRecord;
use crate::table::review::{self, Review};
use crate::table::session::{Hosted, Table};

/// An action as the history stores it (`Logged::Move`): the engine's serde form as JSON.
pub type Action = serde_json::Value;

/// A running game of any kind: its record and its engine behind one object.
pub trait GameTable: Send + Sync {
    /// What is stored for the game.
    fn record(&self) -> &GameRecord;

    /// What is stored for the game, to change what the table's rules do not decide (times,
    /// the table message, a saved record's version).
    fn record_mut(&mut self) -> &mut GameRecord;

    /// The seat of a seated person.
    fn seat_of(&self, user: u64) -> Option<Seat>;

    /// The seats that must decide now (people's and computers').
    fn to_act(&self) -> Vec<Seat>;

    /// The people who must decide now ([`Table::humans_to_act`]).
    fn humans_to_act(&self) -> Vec<u64>;

    /// A seat a computer must decide for now, with its level.
    fn computer_to_act(&self) -> Option<(Seat, AiLevel)>;

    /// Whether choices are made on the public table message ([`Table::public_menu`]).
    fn public_menu(&self) -> bool;

    /// Whether the seats to act choose in a private panel (see
    /// [`Menus::private_choices`](crate::present::Menus::private_choices)).
    fn private_choices(&self) -> bool;

    /// See [`Table::still_deciding_at_once`].
    fn still_deciding_at_once(&self, user: u64) -> bool;

    /// The seat that may take back its last move now ([`Table::undo_seat`]).
    fn undo_seat(&self) -> Option<Seat>;

    /// The round in play.
    fn round(&self) -> u32;

    /// Display names by seat, for pictures and the log.
    fn names(&self, locale: Locale) -> Vec<String>;

    /// Applies `change` ([`Table::apply`]), or says why not and leaves the table as it was.
    fn apply(&mut self, change: &TableChange<Action>) -> Result<Applied, Text>;

    /// What the computer at `seat` plays ([`Table::computer_choice`]).
    fn computer_choice(&self, seat: Seat, level: AiLevel, budget: Budget) -> Option<Action>;

    /// Where `seat`'s path of choices leads ([`menu`]).
    fn menu(&self, seat: Seat, path: &[String], locale: Locale) -> Result<Menu<Action>, MenuError>;

    /// One line on the state of play.
    fn status(&self, names: &[String], locale: Locale) -> String;

    /// Private words for `seat` (a secret objective).
    fn private_note(&self, seat: Seat, locale: Locale) -> Option<String>;

    /// The full text of the game's tool cards, for a game that has them.
    fn tool_cards(&self, locale: Locale) -> Option<String>;

    /// What anybody can count (piles, scores so far), from the spectator's view, in words.
    fn counts(&self, names: &[String], locale: Locale) -> String;

    /// The final result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The score a solo player must beat, in a solo game.
    fn solo_target(&self) -> Option<i32>;

    /// A line under the final score sheet's totals, if the game has one.
    fn sheet_note(&self, outcome: &Outcome, locale: Locale) -> Option<String>;

    /// What `viewer` sees, as JSON: what pictures drawn from that view are kept under.
    fn view_json(&self, viewer: Viewer) -> Option<Vec<u8>>;

    /// Whether the public pictures show the mover's board.
    fn shows_mover_board(&self) -> bool;

    /// The public table message's pictures, in `palette`.
    fn public_images(
        &self,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<Image>, RenderError>;

    /// What only `seat` may see, in pictures.
    fn private_images(
        &self,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<Image>, RenderError>;

    /// Whether the game has fixed furniture to show (Sagrada's cards), without drawing it.
    fn has_reference(&self) -> bool;

    /// The furniture's picture; `None` for a game without it.
    fn draw_reference(
        &self,
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError>;

    /// 💡 The hard player's move for `seat` from its own view ([`Table::hint`]).
    fn hint(&self, seat: Seat, budget: Budget, seed: u64, locale: Locale) -> Option<Hint>;

    /// 📘 The note on the step `seat` is asked for at `path`, from its own view.
    fn lesson(&self, seat: Seat, path: &[String], locale: Locale) -> Option<Lesson>;

    /// 📘 How the game is won, in a sentence or two.
    fn goal(&self, locale: Locale) -> String;
}

impl<G: Hosted> GameTable for Table<G> {
    fn record(&self) -> &GameRecord {
        &self.record
    }

    fn record_mut(&mut self) -> &mut GameRecord {
        &mut self.record
    }

    fn seat_of(&self, user: u64) -> Option<Seat> {
        Table::seat_of(self, user)
    }

    fn to_act(&self) -> Vec<Seat> {
        self.game.to_act()
    }

    fn humans_to_act(&self) -> Vec<u64> {
        Table::humans_to_act(self)
    }

    fn computer_to_act(&self) -> Option<(Seat, AiLevel)> {
        Table::computer_to_act(self)
    }

    fn public_menu(&self) -> bool {
        Table::public_menu(self)
    }

    fn private_choices(&self) -> bool {
        self.game.private_choices()
    }

    fn still_deciding_at_once(&self, user: u64) -> bool {
        Table::still_deciding_at_once(self, user)
    }

    fn undo_seat(&self) -> Option<Seat> {
        Table::undo_seat(self)
    }

    fn round(&self) -> u32 {
        self.game.round()
    }

    fn names(&self, locale: Locale) -> Vec<String> {
        Table::names(self, locale)
    }

    fn apply(&mut self, change: &TableChange<Action>) -> Result<Applied, Text> {
        let change = match change {
            TableChange::Move {
                seat,
                action,
                by_person,
            } => TableChange::Move {
                seat: *seat,
                action: serde_json::from_value(action.clone()).map_err(|e| {
                    tracing::warn!(game = %self.record.id, error = %e, "an action does not decode");
                    Text::MoveNotAllowed
                })?,
                by_person: *by_person,
            },
            TableChange::Begin => TableChange::Begin,
            TableChange::Undo { user } => TableChange::Undo { user: *user },
            TableChange::Hosting(hosting) => TableChange::Hosting(hosting.clone()),
            TableChange::CloseIdle { limits, now } => TableChange::CloseIdle {
                limits: *limits,
                now: *now,
            },
        };
        Table::apply(self, &change)
    }

    fn computer_choice(&self, seat: Seat, level: AiLevel, budget: Budget) -> Option<Action> {
        let action = Table::computer_choice(self, seat, level, budget)?;
        encoded(&self.record, &action)
    }

    fn menu(&self, seat: Seat, path: &[String], locale: Locale) -> Result<Menu<Action>, MenuError> {
        Ok(match menu(&self.game, seat, path, locale)? {
            Menu::Act { action, chosen } => Menu::Act {
                // An action the engine cannot write leads nowhere a click could go.
                action: encoded(&self.record, &action).ok_or(MenuError::NoSuchChoice)?,
                chosen,
            },
            Menu::Pick {
                path,
                chosen,
                prompt,
                options,
            } => Menu::Pick {
                path,
                chosen,
                prompt,
                options,
            },
        })
    }

    fn status(&self, names: &[String], locale: Locale) -> String {
        self.game.status(names, locale)
    }

    fn private_note(&self, seat: Seat, locale: Locale) -> Option<String> {
        self.game.private_note(seat, locale)
    }

    fn tool_cards(&self, locale: Locale) -> Option<String> {
        self.game.tool_cards(locale)
    }

    fn counts(&self, names: &[String], locale: Locale) -> String {
        let view = self.game.view(Viewer::Spectator);
        G::counts(&view, locale).text(names, locale)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn solo_target(&self) -> Option<i32> {
        self.game.solo_target()
    }

    fn sheet_note(&self, outcome: &Outcome, locale: Locale) -> Option<String> {
        G::sheet_note(&self.game.view(Viewer::Spectator), outcome, locale)
    }

    fn view_json(&self, viewer: Viewer) -> Option<Vec<u8>> {
        serde_json::to_vec(&self.game.view(viewer)).ok()
    }

    fn shows_mover_board(&self) -> bool {
        self.game.shows_mover_board()
    }

    fn public_images(
        &self,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<Image>, RenderError> {
        self.game.public_images(names, locale, palette)
    }

    fn private_images(
        &self,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Vec<Image>, RenderError> {
        self.game.private_images(seat, names, locale, palette)
    }

    fn has_reference(&self) -> bool {
        G::HAS_REFERENCE
    }

    fn draw_reference(
        &self,
        locale: Locale,
        palette: Palette,
    ) -> Result<Option<Canvas>, RenderError> {
        G::draw_reference(&self.game.view(Viewer::Spectator), locale, palette)
    }

    fn hint(&self, seat: Seat, budget: Budget, seed: u64, locale: Locale) -> Option<Hint> {
        Table::hint(self, seat, budget, seed, locale)
    }

    fn lesson(&self, seat: Seat, path: &[String], locale: Locale) -> Option<Lesson> {
        let Ok(Menu::Pick { path, .. }) = menu(&self.game, seat, path, locale) else {
            return None;
        };
        G::lesson(&self.game.view(Viewer::Seat(seat)), seat, &path, locale)
    }

    fn goal(&self, locale: Locale) -> String {
        G::goal(locale)
    }
}

/// `action` as the history stores it; `None` (logged) if the engine cannot write it.
fn encoded<A: serde::Serialize>(record: &GameRecord, action: &A) -> Option<Action> {
    serde_json::to_value(action)
        .map_err(|e| tracing::error!(game = %record.id, error = %e, "cannot encode an action"))
        .ok()
}

/// What is asked of a game's kind before (or without) an open table: opening one, its history
/// replayed, told and reviewed, and its fixed words.
pub trait TableKind: Send + Sync {
    /// Decodes the engine state of a running game ([`Table::open`]).
    fn open(&self, record: GameRecord) -> Result<Box<dyn GameTable>, Text>;

    /// Deals a lobby's game from `seed` ([`Table::set_up`]); it begins with
    /// [`TableChange::Begin`].
    fn set_up(&self, record: GameRecord, seed: u64) -> Result<Box<dyn GameTable>, Text>;

    /// Every entry of the history as a line in `locale` ([`history::log_lines`]).
    fn log_lines(&self, record: &GameRecord, locale: Locale) -> Vec<String>;

    /// The replay of `record` at `position` ([`history::frame`]), its game as a table.
    fn frame(
        &self,
        record: GameRecord,
        position: usize,
        locale: Locale,
    ) -> Option<Frame<Box<dyn GameTable>>>;

    /// How many of `seat`'s decisions a review would examine, and for how long
    /// ([`review::plan`]).
    fn review_plan(&self, record: &GameRecord, seat: Seat, budget: Duration) -> (usize, Duration);

    /// Reviews `seat`'s decisions ([`review::review`]).
    fn review(
        &self,
        record: &GameRecord,
        seat: Seat,
        budget: Duration,
        seed: u64,
        locale: Locale,
    ) -> Review;

    /// The printed values this game's data stands in for (named in the lobby).
    fn stand_ins(&self) -> Vec<String>;

    /// What the game's help page goes on with in a second embed (title, text).
    fn help_more(&self, locale: Locale) -> Option<(String, String)>;
}

/// The kind of engine `G`, as a [`TableKind`].
struct Kind<G>(PhantomData<fn() -> G>);

impl<G: Hosted> TableKind for Kind<G> {
    fn open(&self, record: GameRecord) -> Result<Box<dyn GameTable>, Text> {
        Ok(Box::new(Table::<G>::open(record)?))
    }

    fn set_up(&self, record: GameRecord, seed: u64) -> Result<Box<dyn GameTable>, Text> {
        Ok(Box::new(Table::<G>::set_up(record, seed)?))
    }

    fn log_lines(&self, record: &GameRecord, locale: Locale) -> Vec<String> {
        history::log_lines::<G>(record, locale)
    }

    fn frame(
        &self,
        record: GameRecord,
        position: usize,
        locale: Locale,
    ) -> Option<Frame<Box<dyn GameTable>>> {
        let frame = history::frame::<G>(&record, position, locale)?;
        let table = Table {
            record,
            game: frame.game,
        };
        Some(Frame {
            game: Box::new(table),
            position: frame.position,
            total: frame.total,
            line: frame.line,
            round_back: frame.round_back,
            round_on: frame.round_on,
        })
    }

    fn review_plan(&self, record: &GameRecord, seat: Seat, budget: Duration) -> (usize, Duration) {
        review::plan::<G>(record, seat, budget)
    }

    fn review(
        &self,
        record: &GameRecord,
        seat: Seat,
        budget: Duration,
        seed: u64,
        locale: Locale,
    ) -> Review {
        review::review::<G>(record, seat, budget, seed, locale)
    }

    fn stand_ins(&self) -> Vec<String> {
        G::stand_ins()
    }

    fn help_more(&self, locale: Locale) -> Option<(String, String)> {
        G::help_more(locale)
    }
}

/// What is asked of `kind`'s games: the one dispatch on a game's kind at the table boundary.
pub fn kind(kind: GameKind) -> &'static dyn TableKind {
    struct KindOf;
    impl EngineWork for KindOf {
        type Output = &'static dyn TableKind;
        fn run<G: Hosted>(self) -> &'static dyn TableKind {
            &Kind::<G>(PhantomData)
        }
    }
    on_engine(kind, KindOf)
}

/// Opens a running game of any kind from its record ([`TableKind::open`]).
pub fn open(record: GameRecord) -> Result<Box<dyn GameTable>, Text> {
    kind(record.kind).open(record)
}

/// Deals a lobby's game of any kind from `seed` ([`TableKind::set_up`]).
pub fn set_up(record: GameRecord, seed: u64) -> Result<Box<dyn GameTable>, Text> {
    kind(record.kind).set_up(record, seed)
}
