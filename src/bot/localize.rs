//! Slash command names and descriptions in every language, from the language files.

use crate::bot::data::{Data, Error};
use crate::games::GameKind;
use crate::i18n::{CommandText, Locale};

/// Applies names and descriptions from the language files to a command tree. The English name
/// stays the command's real name (it is what Discord sends back); other languages are
/// localisations.
pub(super) fn localize(command: &mut poise::Command<Data, Error>) {
    if let Some(key) = command_key(&command.name) {
        let (name, description) = Locale::En.command(key);
        command.description = Some(description.into());
        for (code, (l_name, l_description)) in translations(key) {
            if l_name != name {
                add(&mut command.name_localizations, code, l_name);
            }
            add(&mut command.description_localizations, code, l_description);
        }
    }
    for parameter in &mut command.parameters {
        let Some(key) = parameter_key(&parameter.name) else {
            continue;
        };
        parameter.description = Some(Locale::En.command(key).1.into());
        for (code, (name, description)) in translations(key) {
            add(&mut parameter.name_localizations, code, name);
            add(&mut parameter.description_localizations, code, description);
        }
        let keys = choice_keys(&parameter.name);
        // An empty list of keys leaves choices named by [`choice`] as they are.
        for (choice, key) in parameter.choices.to_mut().iter_mut().zip(keys) {
            choice.name = Locale::En.command(*key).0.into();
            for (code, (name, _)) in translations(*key) {
                add(&mut choice.localizations, code, name);
            }
        }
    }
    for sub in &mut command.subcommands {
        localize(sub);
    }
}

/// A choice of a parameter, named in every language.
pub(super) fn choice(key: CommandText) -> poise::CommandParameterChoice {
    let mut localizations = Localizations::default();
    for (code, (name, _)) in translations(key) {
        add(&mut localizations, code, name);
    }
    poise::CommandParameterChoice {
        name: Locale::En.command(key).0.into(),
        localizations,
        __non_exhaustive: (),
    }
}

type Localizations = std::borrow::Cow<
    'static,
    [(
        std::borrow::Cow<'static, str>,
        std::borrow::Cow<'static, str>,
    )],
>;

fn add(list: &mut Localizations, code: &'static str, text: &'static str) {
    list.to_mut().push((code.into(), text.into()));
}

/// (Discord locale code, (name, description)) for every language but English.
fn translations(
    key: CommandText,
) -> impl Iterator<Item = (&'static str, (&'static str, &'static str))> {
    Locale::ALL
        .into_iter()
        .filter(|l| *l != Locale::En)
        .flat_map(move |locale| {
            locale
                .discord_codes()
                .iter()
                .map(move |code| (*code, locale.command(key)))
        })
}

fn command_key(name: &str) -> Option<CommandText> {
    let commands = GameKind::ALL.map(GameKind::command);
    if let Some(command) = commands.into_iter().find(|c| *c == name) {
        return Some(CommandText::GameCommand(command));
    }
    match name {
        "start" => Some(CommandText::Start),
        "game" => Some(CommandText::Game),
        "log" => Some(CommandText::Log),
        "leave" => Some(CommandText::Leave),
        "cancel" => Some(CommandText::Cancel),
        "replay" => Some(CommandText::Replay),
        "show" => Some(CommandText::Show),
        "stats" => Some(CommandText::Stats),
        "leaderboard" => Some(CommandText::Leaderboard),
        "help" => Some(CommandText::Help),
        "settings" => Some(CommandText::Settings),
        "learn" => Some(CommandText::Learn),
        _ => None,
    }
}

fn parameter_key(name: &str) -> Option<CommandText> {
    if let Some(option) = GameKind::any_option(name) {
        return Some(CommandText::GameOption(option.name));
    }
    match name {
        "variant" => Some(CommandText::OptVariant),
        "players" => Some(CommandText::OptPlayers),
        "timer" => Some(CommandText::OptTimer),
        "on_timeout" => Some(CommandText::OptOnTimeout),
        "thread" => Some(CommandText::OptThread),
        "hints" => Some(CommandText::OptHints),
        "user" => Some(CommandText::OptUser),
        "game" => Some(CommandText::OptGame),
        "id" => Some(CommandText::OptId),
        "palette" => Some(CommandText::OptPalette),
        _ => None,
    }
}

/// Choice labels, in the order the choice enums declare their variants. The choices of games
/// and their options come named in every language (see [`choice`]) and have none here.
fn choice_keys(parameter: &str) -> &'static [CommandText] {
    match parameter {
        "timer" => &[
            CommandText::ChoiceTimerOff,
            CommandText::ChoiceTimer2m,
            CommandText::ChoiceTimer10m,
            CommandText::ChoiceTimer1h,
            CommandText::ChoiceTimer24h,
        ],
        "on_timeout" => &[
            CommandText::ChoiceTimeoutComputer,
            CommandText::ChoiceTimeoutCancel,
        ],
        "palette" => &[
            CommandText::ChoicePaletteStandard,
            CommandText::ChoicePaletteHighContrast,
        ],
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_and_option_is_localised() {
        let commands = crate::bot::all_commands();
        let mut seen = 0;
        fn walk(cmd: &poise::Command<Data, Error>, seen: &mut usize) {
            *seen += 1;
            assert!(cmd.description.as_deref().is_some_and(|d| !d.is_empty()));
            // Every Discord code of every language but English, the commands' own.
            let codes = Locale::ALL[1..].iter().flat_map(|l| l.discord_codes());
            let has = |list: &Localizations| {
                codes
                    .clone()
                    .all(|want| list.iter().any(|(code, _)| code == want))
            };
            assert!(has(&cmd.description_localizations), "{}", cmd.name);
            for p in &cmd.parameters {
                assert!(has(&p.name_localizations), "{}", p.name);
                let keys = choice_keys(&p.name).len();
                assert!(keys == 0 || keys == p.choices.len(), "{}", p.name);
                for c in p.choices.iter() {
                    assert!(has(&c.localizations), "{}", c.name);
                }
            }
            for sub in &cmd.subcommands {
                walk(sub, seen);
            }
        }
        for cmd in &commands {
            walk(cmd, &mut seen);
        }
        assert_eq!(seen, 17);
    }

    /// Discord refuses a command tree where two siblings share a name in some language.
    #[test]
    fn sibling_names_differ_in_every_language() {
        fn named(name: &str, list: &Localizations, code: &str) -> String {
            let local = list.iter().find(|(c, _)| c == code);
            local.map_or(name, |(_, n)| n).to_string()
        }
        fn distinct(names: Vec<String>, what: &str, code: &str) {
            let set: std::collections::BTreeSet<_> = names.iter().collect();
            assert_eq!(set.len(), names.len(), "{what} in {code}: {names:?}");
        }
        fn walk(cmd: &poise::Command<Data, Error>, code: &str) {
            let params = cmd.parameters.iter();
            let names = params.map(|p| named(&p.name, &p.name_localizations, code));
            distinct(names.collect(), &cmd.name, code);
            let subs = cmd.subcommands.iter();
            let names = subs.map(|s| named(&s.name, &s.name_localizations, code));
            distinct(names.collect(), &cmd.name, code);
            for sub in &cmd.subcommands {
                walk(sub, code);
            }
        }
        let commands = crate::bot::all_commands();
        for code in Locale::ALL.iter().flat_map(|l| l.discord_codes()) {
            let names = commands
                .iter()
                .map(|c| named(&c.name, &c.name_localizations, code));
            distinct(names.collect(), "top level", code);
            for cmd in &commands {
                walk(cmd, code);
            }
        }
    }
}
