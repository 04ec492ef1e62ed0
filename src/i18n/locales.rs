//! The words of every language, read from Project Fluent files: the bot's own in
//! `src/i18n/locales/<code>/*.ftl`, each game's in `src/games/<game>/locales/<code>.ftl`
//! (the registry's [`GameEntry::locales`](crate::games::GameEntry::locales)). Every file is built
//! into the binary; nothing is read at run time.
//!
//! Code names a message by a literal id with named arguments,
//! `tr!(locale, "lobby-seats-left", left = 3)`, or a word without arguments as a
//! `&'static str`, `term!(locale, "game-azul")`.
//! The tests below check every file of every language against English and every use in the code
//! against the English files; see `docs/translating.md`.

use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use unic_langid::LanguageIdentifier;

use super::Locale;
use crate::games::GAMES;

/// The bot's own Fluent files, by name; every language has each of them.
macro_rules! core_files {
    ($($name:literal),+ $(,)?) => {
        &[$(
            (
                $name,
                [
                    include_str!(concat!("locales/en/", $name, ".ftl")),
                    include_str!(concat!("locales/ru/", $name, ".ftl")),
                    include_str!(concat!("locales/uk/", $name, ".ftl")),
                    include_str!(concat!("locales/de/", $name, ".ftl")),
                    include_str!(concat!("locales/es/", $name, ".ftl")),
                    include_str!(concat!("locales/fr/", $name, ".ftl")),
                    include_str!(concat!("locales/pt-BR/", $name, ".ftl")),
                    include_str!(concat!("locales/pl/", $name, ".ftl")),
                ],
            )
        ),+]
    };
}

/// One Fluent file in every language, in [`Locale::ALL`]'s order.
pub type Sources = [&'static str; Locale::ALL.len()];

/// The bot's own files (a game's are its entry's).
const CORE: &[(&str, Sources)] = core_files!["registry", "records", "table", "bot", "commands"];

/// Every file: (a name for messages about it, its text in every language).
fn every_file() -> impl Iterator<Item = (&'static str, &'static Sources)> {
    let core = CORE.iter().map(|(name, sources)| (*name, sources));
    core.chain(GAMES.iter().map(|g| (g.slug, &g.locales)))
}

/// A named argument of a message: a string, or a number (plural forms choose by it).
pub type Arg<'a> = FluentValue<'a>;

struct Language {
    bundle: FluentBundle<FluentResource>,
    /// Every message and attribute that needs no argument, formatted once (see [`plain_word`]).
    terms: HashMap<String, &'static str>,
}

static LANGUAGES: LazyLock<Vec<Language>> =
    LazyLock::new(|| Locale::ALL.iter().map(|&l| language(l)).collect());

fn language(locale: Locale) -> Language {
    let id: LanguageIdentifier = locale.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows the isolation marks around placeables as boxes on some systems.
    bundle.set_use_isolating(false);
    let mut ids = Vec::new();
    for (_, sources) in every_file() {
        // A file with errors still gives every message that parsed; the tests refuse errors.
        let resource = FluentResource::try_new(sources[locale as usize].to_string())
            .unwrap_or_else(|(partial, _)| partial);
        ids.extend(resource.entries().filter_map(|entry| match entry {
            ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        }));
        let _ = bundle.add_resource(resource);
    }
    let terms = plain_messages(&bundle, &ids);
    Language { bundle, terms }
}

/// Every (id, text) of a message or attribute (`id.attribute`) that formats without arguments,
/// leaked once per language: there are a few hundred, and `term!` hands them out for ever.
fn plain_messages(
    bundle: &FluentBundle<FluentResource>,
    ids: &[String],
) -> HashMap<String, &'static str> {
    let mut terms = HashMap::new();
    for id in ids {
        let Some(message) = bundle.get_message(id) else {
            continue;
        };
        let mut patterns = Vec::new();
        if let Some(value) = message.value() {
            patterns.push((id.clone(), value));
        }
        for attribute in message.attributes() {
            patterns.push((format!("{id}.{}", attribute.id()), attribute.value()));
        }
        for (key, pattern) in patterns {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, None, &mut errors);
            if errors.is_empty() {
                terms.insert(key, &*Box::leak(text.into_owned().into_boxed_str()));
            }
        }
    }
    terms
}

/// Message `id` (or `id.attribute`) in `locale`'s words with `args`; English's if the language
/// lacks it (the tests make sure none does), else the id itself, so a slip shows and never
/// panics.
pub fn message(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    let args: FluentArgs = args.iter().map(|(k, v)| (*k, v.clone())).collect();
    format(locale, id, &args)
        .or_else(|| format(Locale::En, id, &args))
        .unwrap_or_else(|| id.to_string())
}

fn format(locale: Locale, id: &str, args: &FluentArgs) -> Option<String> {
    let bundle = &LANGUAGES.get(locale as usize)?.bundle;
    let (id, attribute) = match id.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (id, None),
    };
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(attribute) => message.get_attribute(attribute)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, Some(args), &mut errors)
            .into_owned(),
    )
}

/// A word without arguments (a message or `id.attribute`), for pictures, menus and the
/// registry, which keep `&'static str`s: formatted once per language.
pub fn plain_word(locale: Locale, id: &str) -> &'static str {
    let words = |l: Locale| LANGUAGES.get(l as usize)?.terms.get(id).copied();
    words(locale).or_else(|| words(Locale::En)).unwrap_or("")
}

/// `tr!(locale, "id")` or `tr!(locale, "id", name = value, …)`: the message `id` in `locale`'s
/// words, as a `String`. The id must be a literal, so the tests can find every use.
macro_rules! tr {
    ($locale:expr, $id:literal $(,)?) => {
        $crate::i18n::locales::message($locale, $id, &[])
    };
    ($locale:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::locales::message(
            $locale,
            $id,
            &[$((stringify!($name), $crate::i18n::locales::Arg::from($value))),+],
        )
    };
}
pub(crate) use tr;

/// `term!(locale, "id")`: a word without arguments as a `&'static str` (see [`plain_word`]).
// Unused until the words written in Rust move to the Fluent files.
#[allow(unused_macros)]
macro_rules! term {
    ($locale:expr, $id:literal $(,)?) => {
        $crate::i18n::locales::plain_word($locale, $id)
    };
}
#[allow(unused_imports)]
pub(crate) use term;

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::Path;

    use super::*;

    /// Message or `message.attribute` -> the variables its pattern uses.
    type Placeables = BTreeMap<String, BTreeSet<String>>;

    fn parse(source: &str) -> Result<FluentResource, String> {
        FluentResource::try_new(source.to_string()).map_err(|(_, errors)| format!("{errors:?}"))
    }

    fn placeables(resource: &FluentResource) -> Placeables {
        let mut found = Placeables::new();
        for entry in resource.entries() {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name;
            if let Some(value) = &message.value {
                found.insert(id.to_string(), variables(value));
            }
            for attribute in &message.attributes {
                let key = format!("{id}.{}", attribute.id.name);
                found.insert(key, variables(&attribute.value));
            }
        }
        found
    }

    fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                in_expression(expression, &mut names);
            }
        }
        names
    }

    fn in_expression(expression: &ast::Expression<&str>, names: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                in_inline(selector, names);
                for variant in variants {
                    names.extend(variables(&variant.value));
                }
            }
            ast::Expression::Inline(inline) => in_inline(inline, names),
        }
    }

    fn in_inline(inline: &ast::InlineExpression<&str>, names: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                names.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    in_inline(argument, names);
                }
            }
            ast::InlineExpression::Placeable { expression } => in_expression(expression, names),
            _ => {}
        }
    }

    #[test]
    fn locales_every_file_parses_in_every_language() {
        for (name, sources) in every_file() {
            for locale in Locale::ALL {
                if let Err(errors) = parse(sources[locale as usize]) {
                    panic!("{name} in {}: {errors}", locale.code());
                }
            }
        }
    }

    #[test]
    fn locales_every_language_has_exactly_englishs_messages() {
        for (name, sources) in every_file() {
            let english = parse(sources[0])
                .map(|r| placeables(&r))
                .unwrap_or_default();
            for locale in &Locale::ALL[1..] {
                let theirs = parse(sources[*locale as usize])
                    .map(|r| placeables(&r))
                    .unwrap_or_default();
                let missing: Vec<_> = english
                    .keys()
                    .filter(|k| !theirs.contains_key(*k))
                    .collect();
                let extra: Vec<_> = theirs
                    .keys()
                    .filter(|k| !english.contains_key(*k))
                    .collect();
                assert!(
                    missing.is_empty() && extra.is_empty(),
                    "{name} in {}: missing {missing:?}, not in English {extra:?}",
                    locale.code()
                );
            }
        }
    }

    #[test]
    fn locales_translations_use_only_the_placeables_of_their_message() {
        let used = uses_in_code();
        for (name, sources) in every_file() {
            let english = parse(sources[0])
                .map(|r| placeables(&r))
                .unwrap_or_default();
            for locale in Locale::ALL {
                let theirs = parse(sources[locale as usize])
                    .map(|r| placeables(&r))
                    .unwrap_or_default();
                for (id, names) in theirs {
                    let mut allowed = english.get(&id).cloned().unwrap_or_default();
                    for call in used.iter().filter(|u| u.id == id) {
                        allowed.extend(call.args.iter().cloned());
                    }
                    let stray: Vec<_> = names.difference(&allowed).collect();
                    assert!(
                        stray.is_empty(),
                        "{name} in {}: {id} uses {stray:?}, which the message does not have",
                        locale.code()
                    );
                }
            }
        }
    }

    #[test]
    fn locales_no_message_is_defined_twice_and_every_reference_resolves() {
        for locale in Locale::ALL {
            let mut seen = BTreeMap::new();
            for (name, sources) in every_file() {
                let Ok(resource) = parse(sources[locale as usize]) else {
                    continue;
                };
                for id in placeables(&resource).into_keys() {
                    if let Some(first) = seen.insert(id.clone(), name) {
                        panic!("{}: {id} is in both {first} and {name}", locale.code());
                    }
                }
            }
            // Formatting every message with every variable set finds references to messages
            // or terms that do not exist.
            let bundle = &LANGUAGES[locale as usize].bundle;
            for (name, sources) in every_file() {
                let Ok(resource) = parse(sources[0]) else {
                    continue;
                };
                for (id, names) in placeables(&resource) {
                    let args: FluentArgs = names.iter().map(|n| (n.as_str(), 2)).collect();
                    let (message, attribute) = match id.split_once('.') {
                        Some((m, a)) => (m, Some(a)),
                        None => (id.as_str(), None),
                    };
                    let Some(found) = bundle.get_message(message) else {
                        continue;
                    };
                    let pattern = match attribute {
                        Some(a) => found.get_attribute(a).map(|a| a.value()),
                        None => found.value(),
                    };
                    let Some(pattern) = pattern else { continue };
                    let mut errors = Vec::new();
                    bundle.format_pattern(pattern, Some(&args), &mut errors);
                    assert!(
                        errors.is_empty(),
                        "{name} in {}: {id}: {errors:?}",
                        locale.code()
                    );
                }
            }
        }
    }

    /// One `tr!` or `term!` in the code: its id and the arguments it passes.
    #[derive(Debug)]
    struct Use {
        place: String,
        id: String,
        args: BTreeSet<String>,
    }

    #[test]
    fn locales_every_message_the_code_names_exists_with_its_arguments() {
        let mut english = Placeables::new();
        for (_, sources) in every_file() {
            if let Ok(resource) = parse(sources[0]) {
                english.extend(placeables(&resource));
            }
        }
        let used = uses_in_code();
        assert!(!used.is_empty(), "the scan found no use of tr! or term!");
        for call in used {
            let Some(needs) = english.get(&call.id) else {
                panic!("{}: no English message {}", call.place, call.id);
            };
            let missing: Vec<_> = needs.difference(&call.args).collect();
            assert!(
                missing.is_empty(),
                "{}: {} needs {missing:?}, which the code does not pass",
                call.place,
                call.id
            );
        }
    }

    #[test]
    fn locales_a_plural_follows_each_languages_rules() {
        let left = |l, n: u32| message(l, "lobby-seats-left", &[("left", n.into())]);
        assert_eq!(left(Locale::En, 1), "1 seat left.");
        assert_eq!(left(Locale::En, 3), "3 seats left.");
        assert_eq!(left(Locale::Ru, 3), "Осталось 3 места.");
        assert_eq!(left(Locale::Ru, 5), "Осталось 5 мест.");
        assert_eq!(left(Locale::Ru, 21), "Осталось 21 место.");
        assert_eq!(left(Locale::Pl, 3), "Zostały 3 miejsca.");
        assert_eq!(left(Locale::Pl, 5), "Zostało 5 miejsc.");
        assert_eq!(left(Locale::Pl, 22), "Zostały 22 miejsca.");
    }

    #[test]
    fn locales_a_missing_message_shows_its_id_and_never_panics() {
        assert_eq!(
            message(Locale::De, "no-such-message", &[]),
            "no-such-message"
        );
        assert_eq!(plain_word(Locale::Pl, "no-such-message"), "");
    }

    /// Every `tr!(locale, "id", a = …)` and `term!(locale, "id")` in `src/`.
    fn uses_in_code() -> Vec<Use> {
        let mut uses = Vec::new();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        rust_files(&root, &mut files);
        for file in files {
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            let place = file
                .strip_prefix(&root)
                .unwrap_or(&file)
                .display()
                .to_string();
            // This file's docs and tests show the macros with ids that are not messages.
            if place.ends_with("locales.rs") {
                continue;
            }
            for macro_name in ["tr!(", "term!("] {
                let mut rest = text.as_str();
                while let Some(at) = rest.find(macro_name) {
                    rest = &rest[at + macro_name.len()..];
                    if let Some(found) = one_use(rest) {
                        uses.push(Use {
                            place: place.clone(),
                            id: found.0,
                            args: found.1,
                        });
                    }
                }
            }
        }
        uses
    }

    fn rust_files(dir: &Path, into: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                rust_files(&path, into);
            } else if path.extension().is_some_and(|e| e == "rs") {
                into.push(path);
            }
        }
    }

    /// The id and argument names of a use whose text starts after `tr!(`: the locale
    /// expression up to the first comma outside brackets, then a string literal, then
    /// `name = value` pairs up to the closing bracket.
    fn one_use(text: &str) -> Option<(String, BTreeSet<String>)> {
        let mut depth = 0i32;
        let mut parts = vec![String::new()];
        let mut in_string = false;
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if in_string {
                parts.last_mut()?.push(c);
                match c {
                    '\\' => parts.last_mut()?.push(chars.next()?),
                    '"' => in_string = false,
                    _ => {}
                }
                continue;
            }
            match c {
                '"' => in_string = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(String::new());
                    continue;
                }
                _ => {}
            }
            parts.last_mut()?.push(c);
        }
        let id = parts.get(1)?.trim();
        let id = id.strip_prefix('"')?.strip_suffix('"')?.to_string();
        let args = parts[2..]
            .iter()
            .filter_map(|p| p.split_once('=').map(|(name, _)| name.trim().to_string()))
            .filter(|name| !name.is_empty())
            .collect();
        Some((id, args))
    }
}
