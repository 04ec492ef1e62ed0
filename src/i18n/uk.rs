//! Українська.

use super::{mentions, CommandText, Text};
use crate::games::{AiLevel, GameKind, GameOptions, PavilionSide, SintraSide, WildOrder};

fn game_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::SummerPavilion => "Азул: Літній павільйон",
        GameKind::Sintra => "Азул: Вітражі Сінтри",
        GameKind::Sagrada => "Саграда",
        GameKind::Uzory => "Узори",
    }
}

fn level(level: AiLevel) -> &'static str {
    match level {
        AiLevel::Easy => "легкий",
        AiLevel::Normal => "середній",
        AiLevel::Hard => "сильний",
    }
}

/// "1 місце", "2 місця", "5 місць".
fn seats(n: usize) -> &'static str {
    match (n % 10, n % 100) {
        (1, m) if m != 11 => "місце",
        (2..=4, m) if !(12..=14).contains(&m) => "місця",
        _ => "місць",
    }
}

fn option_lines(options: GameOptions) -> String {
    match options {
        GameOptions::SummerPavilion { side, wilds } => {
            let side = match side {
                PavilionSide::Coloured => "кольорова",
                PavilionSide::Beige => "бежева (варіант 1)",
            };
            let wilds = match wilds {
                WildOrder::Normal => "звичайний",
                WildOrder::Alternative => "альтернативний (варіант 2)",
            };
            format!("Сторона планшета: {side}\nПорядок джокерів: {wilds}")
        }
        GameOptions::Sintra { side } => match side {
            SintraSide::A => "Сторона планшета: A (орнаменти)".to_string(),
            SintraSide::B => "Сторона планшета: B".to_string(),
        },
        GameOptions::Sagrada { solo_difficulty } => {
            format!("Складність одиночної гри: {solo_difficulty} (якщо грає одна людина)")
        }
        GameOptions::Uzory => "Звичайні правила".to_string(),
    }
}

pub(super) fn text(t: &Text) -> String {
    match t {
        Text::GameName(kind) => game_name(*kind).to_string(),
        Text::LobbyTitle(kind) => format!("{} — збір гравців", game_name(*kind)),
        Text::LobbyHost { user } => format!("Ведучий: <@{user}>"),
        Text::LobbyPlayersHeading => "Гравці".to_string(),
        Text::LobbySeatHuman { user } => format!("<@{user}>"),
        Text::LobbySeatComputer(l) => format!("🤖 Компʼютер ({})", level(*l)),
        Text::LobbySeatsLeft { left } => match left {
            0 => "Усі місця зайняті.".to_string(),
            n => format!("Залишилося {n} {}.", seats(*n)),
        },
        Text::LobbyNeeds { min, max } if min == max => format!("Грають рівно {min}."),
        Text::LobbyNeeds { min, max } => format!("Грають від {min} до {max}."),
        Text::LobbyOptionsHeading => "Налаштування".to_string(),
        Text::OptionLines(options) => option_lines(*options),
        Text::LobbyHowTo => {
            "Натисніть «Приєднатися», щоб зайняти місце. Ведучий може додати компʼютерних гравців і почати гру."
                .to_string()
        }
        Text::LobbyCancelled { by } => format!("Гру скасовано: <@{by}>."),
        Text::ButtonJoin => "Приєднатися".to_string(),
        Text::ButtonLeave => "Вийти".to_string(),
        Text::ButtonStart => "Почати".to_string(),
        Text::ButtonCancel => "Скасувати гру".to_string(),
        Text::ComputerMenuPlaceholder => "Компʼютерні гравці…".to_string(),
        Text::ComputerAdd(l) => format!("Додати компʼютер ({})", level(*l)),
        Text::ComputerLevelHint(l) => match l {
            AiLevel::Easy => "Обирає найочевидніший хід, але часто помиляється",
            AiLevel::Normal => "Обирає найочевидніший хід",
            AiLevel::Hard => "Думає наперед, до секунди на хід",
        }
        .to_string(),
        Text::ComputerRemove => "Прибрати компʼютерного гравця".to_string(),
        Text::AiLevelName(l) => level(*l).to_string(),
        Text::AlreadyJoined => "Ви вже сидите за цим столом.".to_string(),
        Text::JoinedInAnotherLobby => {
            "Ви вже чекаєте на початок іншої гри в цьому каналі.".to_string()
        }
        Text::NotInLobby => "Ви не сидите за цим столом.".to_string(),
        Text::LobbyFull { max } => format!("Усі місця зайняті ({max})."),
        Text::OnlyHostStarts => "Почати гру може лише ведучий.".to_string(),
        Text::OnlyHostManagesComputers => {
            "Додавати й прибирати компʼютерних гравців може лише ведучий.".to_string()
        }
        Text::NoComputerToRemove => "За столом немає компʼютерних гравців.".to_string(),
        Text::CannotCancel => {
            "Скасувати гру може лише ведучий або учасник із правом «Керувати повідомленнями»."
                .to_string()
        }
        Text::WrongPlayerCount { have, min, max } => {
            format!("У цю гру грають від {min} до {max}; зараз за столом {have}.")
        }
        Text::ChannelBusy { game } => format!(
            "У цьому каналі вже триває «{}». Спершу завершіть або скасуйте цю гру.",
            game_name(*game)
        ),
        Text::SideDoesNotFit => {
            "Ця сторона планшета від іншої гри: у «Літньому павільйоні» — кольорова або бежева, у «Сінтрі» — A або B."
                .to_string()
        }
        Text::OutOfDate => "Це повідомлення застаріло — ось актуальне.".to_string(),
        Text::Garbled => {
            "Не впізнаю цю кнопку. Будь ласка, скористайтеся останнім повідомленням.".to_string()
        }
        Text::GameNotFound => "Цієї гри більше немає.".to_string(),
        Text::WrongChannel => "Ця кнопка стосується гри в іншому каналі.".to_string(),
        Text::GameEnded => "Ця гра вже закінчилася.".to_string(),
        Text::CorruptRecord { game } => format!(
            "Збережений запис цієї гри ({game}) не вдається прочитати. Його залишено як є; повідомте адміністратора сервера."
        ),
        Text::StorageFailed => {
            "Не вдалося зберегти гру, тож нічого не змінилося. Спробуйте ще раз.".to_string()
        }
        Text::SomethingWentWrong => "Щось пішло не так; нічого не змінилося.".to_string(),
        Text::GuildOnly => "Грати можна лише в каналі сервера.".to_string(),
        Text::SintraStandIns(keys) => format!(
            "Частина надрукованих значень цієї гри нам недоступна; замість них — наші власні: {}.",
            keys.join(", ").replace('_', " ")
        ),
        Text::GameStarted => "Гра почалася — успіхів!".to_string(),
        Text::YourTurn { users, prompt } => format!("{}, ваш хід: {prompt}", mentions(users)),
        Text::YourTurnPrivately { users } => format!(
            "{}, ваш хід: натисніть **Зробити хід**, щоб обрати таємно.",
            mentions(users)
        ),
        Text::SoloTarget { target, won } => format!(
            "Ціль: {target} — {}",
            if *won {
                "перевершено! 🎉"
            } else {
                "цього разу не перевершено"
            }
        ),
        Text::ComputerThinking { name } => format!("🤖 {name} думає…"),
        Text::YourChoice { prompt } => format!("Ваш хід: {prompt}"),
        Text::ChosenSoFar { chosen } => format!("Обрано: {chosen}"),
        Text::ButtonMyBoard => "Моє поле".to_string(),
        Text::ButtonTakeTurn => "Зробити хід".to_string(),
        Text::ButtonBack => "Назад".to_string(),
        Text::MenuPlaceholder { part, parts } if *parts > 1 => {
            format!("Оберіть… ({part} з {parts})")
        }
        Text::MenuPlaceholder { .. } => "Оберіть…".to_string(),
        Text::ComputerName(l) => format!("Компʼютер ({})", level(*l)),
        Text::PlayerFallbackName { seat } => format!("Гравець {seat}"),
        Text::NotYourTurn => "Зараз не ваш хід.".to_string(),
        Text::NotPlaying => "Ви не берете участі в цій грі.".to_string(),
        Text::TurnDone => "Готово — стіл нижче оновлено.".to_string(),
        Text::GameOver(kind) => format!("🏁 **{}** — гру завершено", game_name(*kind)),
        Text::ScoreItem(key) => score_item(key),
    }
}

pub(super) fn command(key: CommandText) -> (&'static str, &'static str) {
    match key {
        CommandText::Azul => (
            "azul",
            "Зіграти в «Азул: Літній павільйон» або «Азул: Вітражі Сінтри»",
        ),
        CommandText::Sagrada => ("sagrada", "Зіграти в «Саграду» — вітражі з кубиків"),
        CommandText::Uzory => ("uzory", "Зіграти в «Узори» — вітраж із плиток"),
        CommandText::Start => (
            "старт",
            "Відкрити збір гравців для нової гри в цьому каналі",
        ),
        CommandText::OptVariant => ("варіант", "Який «Азул»"),
        CommandText::OptSide => ("сторона", "Сторона планшета (типово: кольорова / A)"),
        CommandText::OptWilds => (
            "джокери",
            "Порядок джокерів у «Літньому павільйоні» (типово звичайний)",
        ),
        CommandText::OptPlayers => ("гравці", "Місць за столом (типово 4)"),
        CommandText::OptDifficulty => (
            "складність",
            "Складність одиночної гри: 1 (найважча) – 5 (найлегша)",
        ),
        CommandText::ChoiceSummerPavilion => ("Літній павільйон", ""),
        CommandText::ChoiceSintra => ("Вітражі Сінтри", ""),
        CommandText::ChoiceColoured => ("кольорова (Літній павільйон)", ""),
        CommandText::ChoiceBeige => ("бежева (Літній павільйон, варіант 1)", ""),
        CommandText::ChoiceSideA => ("A (Сінтра)", ""),
        CommandText::ChoiceSideB => ("B (Сінтра)", ""),
        CommandText::ChoiceWildsNormal => ("звичайний", ""),
        CommandText::ChoiceWildsAlternative => ("альтернативний (варіант 2)", ""),
    }
}

/// Назви рядків підсумкового підрахунку; незнайомий ключ показується як є.
fn score_item(key: &str) -> String {
    fn colour(c: &str) -> &str {
        match c {
            "purple" => "фіолетова",
            "green" => "зелена",
            "orange" => "помаранчева",
            "yellow" => "жовта",
            "blue" => "синя",
            "red" => "червона",
            "multicoloured" => "різнокольорова",
            other => other,
        }
    }
    if let Some(c) = key.strip_prefix("summer_pavilion.star_") {
        return format!("Зірка: {}", colour(c));
    }
    if let Some(n) = key.strip_prefix("summer_pavilion.all_") {
        return format!("Усі місця «{n}» зайняті");
    }
    match key {
        "summer_pavilion.start" => "Початкові очки",
        "summer_pavilion.placement" => "Викладені плитки",
        "summer_pavilion.start_token" => "Жетон першого гравця",
        "summer_pavilion.discard" => "Скинуті плитки",
        "summer_pavilion.leftover" => "Залишок плиток",
        "sintra.round_colour" => "Бонуси кольору раунду",
        "sintra.windows" => "Вікна",
        "sintra.broken_reset" => "Скидання розбитого скла",
        "sintra.leftover" => "Скло на смугах",
        "sintra.broken_track" => "Розбите скло",
        "sintra.ornaments" => "Орнаменти",
        "sintra.colour_windows" => "Найкращий колір",
        "sagrada.private" => "Особиста ціль",
        "sagrada.favor" => "Жетони прихильності",
        "sagrada.empty" => "Порожні клітинки",
        "sagrada.public.row-color-variety" => "Різні кольори в ряду",
        "sagrada.public.column-color-variety" => "Різні кольори в стовпці",
        "sagrada.public.row-shade-variety" => "Різні значення в ряду",
        "sagrada.public.column-shade-variety" => "Різні значення в стовпці",
        "sagrada.public.light-shades" => "Світлі відтінки",
        "sagrada.public.medium-shades" => "Середні відтінки",
        "sagrada.public.deep-shades" => "Темні відтінки",
        "sagrada.public.shade-variety" => "Усі значення",
        "sagrada.public.color-variety" => "Усі кольори",
        "sagrada.public.color-diagonals" => "Кольорові діагоналі",
        "uzory.victory_points" => "Переможні очки",
        other => other,
    }
    .to_string()
}
