//! Русский.

use super::{CommandText, Text};
use crate::games::{AiLevel, GameKind, GameOptions, PavilionSide, SintraSide, WildOrder};

fn game_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::SummerPavilion => "Азул: Летний павильон",
        GameKind::Sintra => "Азул: Витражи Синтры",
        GameKind::Sagrada => "Саграда",
        GameKind::Uzory => "Узоры",
    }
}

fn level(level: AiLevel) -> &'static str {
    match level {
        AiLevel::Easy => "лёгкий",
        AiLevel::Normal => "средний",
        AiLevel::Hard => "сильный",
    }
}

/// "1 место", "2 места", "5 мест".
fn seats(n: usize) -> &'static str {
    match (n % 10, n % 100) {
        (1, m) if m != 11 => "место",
        (2..=4, m) if !(12..=14).contains(&m) => "места",
        _ => "мест",
    }
}

fn option_lines(options: GameOptions) -> String {
    match options {
        GameOptions::SummerPavilion { side, wilds } => {
            let side = match side {
                PavilionSide::Coloured => "цветная",
                PavilionSide::Beige => "бежевая (вариант 1)",
            };
            let wilds = match wilds {
                WildOrder::Normal => "обычный",
                WildOrder::Alternative => "альтернативный (вариант 2)",
            };
            format!("Сторона планшета: {side}\nПорядок джокеров: {wilds}")
        }
        GameOptions::Sintra { side } => match side {
            SintraSide::A => "Сторона планшета: A (орнаменты)".to_string(),
            SintraSide::B => "Сторона планшета: B".to_string(),
        },
        GameOptions::Sagrada { solo_difficulty } => {
            format!("Сложность одиночной игры: {solo_difficulty} (если играет один человек)")
        }
        GameOptions::Uzory => "Обычные правила".to_string(),
    }
}

pub(super) fn text(t: &Text) -> String {
    match t {
        Text::GameName(kind) => game_name(*kind).to_string(),
        Text::LobbyTitle(kind) => format!("{} — сбор игроков", game_name(*kind)),
        Text::LobbyHost { user } => format!("Ведущий: <@{user}>"),
        Text::LobbyPlayersHeading => "Игроки".to_string(),
        Text::LobbySeatHuman { user } => format!("<@{user}>"),
        Text::LobbySeatComputer(l) => format!("🤖 Компьютер ({})", level(*l)),
        Text::LobbySeatsLeft { left } => match left {
            0 => "Все места заняты.".to_string(),
            n => format!("Осталось {n} {}.", seats(*n)),
        },
        Text::LobbyNeeds { min, max } if min == max => format!("Играют ровно {min}."),
        Text::LobbyNeeds { min, max } => format!("Играют от {min} до {max}."),
        Text::LobbyOptionsHeading => "Настройки".to_string(),
        Text::OptionLines(options) => option_lines(*options),
        Text::LobbyHowTo => {
            "Нажмите «Присоединиться», чтобы занять место. Ведущий может добавить компьютерных игроков и начать игру."
                .to_string()
        }
        Text::LobbyCancelled { by } => format!("Игра отменена: <@{by}>."),
        Text::ButtonJoin => "Присоединиться".to_string(),
        Text::ButtonLeave => "Выйти".to_string(),
        Text::ButtonStart => "Начать".to_string(),
        Text::ButtonCancel => "Отменить игру".to_string(),
        Text::ComputerMenuPlaceholder => "Компьютерные игроки…".to_string(),
        Text::ComputerAdd(l) => format!("Добавить компьютер ({})", level(*l)),
        Text::ComputerRemove => "Убрать компьютерного игрока".to_string(),
        Text::AiLevelName(l) => level(*l).to_string(),
        Text::AlreadyJoined => "Вы уже сидите за этим столом.".to_string(),
        Text::JoinedInAnotherLobby => "Вы уже ждёте начала другой игры в этом канале.".to_string(),
        Text::NotInLobby => "Вы не сидите за этим столом.".to_string(),
        Text::LobbyFull { max } => format!("Все места заняты ({max})."),
        Text::OnlyHostStarts => "Начать игру может только ведущий.".to_string(),
        Text::OnlyHostManagesComputers => {
            "Добавлять и убирать компьютерных игроков может только ведущий.".to_string()
        }
        Text::NoComputerToRemove => "За столом нет компьютерных игроков.".to_string(),
        Text::CannotCancel => {
            "Отменить игру может только ведущий или участник с правом «Управлять сообщениями»."
                .to_string()
        }
        Text::WrongPlayerCount { have, min, max } => {
            format!("В эту игру играют от {min} до {max}; сейчас за столом {have}.")
        }
        Text::NotAvailableYet(kind) => format!(
            "В «{}» пока нельзя сыграть в Discord — стол и кнопки ещё в работе. Сбор игроков остаётся открытым.",
            game_name(*kind)
        ),
        Text::ChannelBusy { game } => format!(
            "В этом канале уже идёт «{}». Сначала закончите или отмените её.",
            game_name(*game)
        ),
        Text::SideDoesNotFit => {
            "Эта сторона планшета от другой игры: в «Летнем павильоне» — цветная или бежевая, в «Синтре» — A или B."
                .to_string()
        }
        Text::OutOfDate => "Это сообщение устарело — вот актуальное.".to_string(),
        Text::Garbled => {
            "Не узнаю эту кнопку. Пожалуйста, воспользуйтесь последним сообщением.".to_string()
        }
        Text::GameNotFound => "Этой игры больше нет.".to_string(),
        Text::WrongChannel => "Эта кнопка относится к игре в другом канале.".to_string(),
        Text::GameEnded => "Эта игра уже закончилась.".to_string(),
        Text::CorruptRecord { game } => format!(
            "Сохранённую запись этой игры ({game}) не удаётся прочитать. Она оставлена как есть; сообщите администратору сервера."
        ),
        Text::StorageFailed => {
            "Не удалось сохранить игру, поэтому ничего не изменилось. Попробуйте ещё раз.".to_string()
        }
        Text::SomethingWentWrong => "Что-то пошло не так; ничего не изменилось.".to_string(),
        Text::GuildOnly => "Играть можно только в канале сервера.".to_string(),
    }
}

pub(super) fn command(key: CommandText) -> (&'static str, &'static str) {
    match key {
        CommandText::Azul => (
            "azul",
            "Сыграть в «Азул: Летний павильон» или «Азул: Витражи Синтры»",
        ),
        CommandText::Sagrada => ("sagrada", "Сыграть в «Саграду» — витражи из кубиков"),
        CommandText::Uzory => ("uzory", "Сыграть в «Узоры» — витраж из плиток"),
        CommandText::Start => ("старт", "Открыть сбор игроков для новой игры в этом канале"),
        CommandText::OptVariant => ("вариант", "Какой «Азул»"),
        CommandText::OptSide => ("сторона", "Сторона планшета (по умолчанию: цветная / A)"),
        CommandText::OptWilds => (
            "джокеры",
            "Порядок джокеров в «Летнем павильоне» (по умолчанию обычный)",
        ),
        CommandText::OptPlayers => ("игроки", "Мест за столом (по умолчанию 4)"),
        CommandText::OptDifficulty => (
            "сложность",
            "Сложность одиночной игры: 1 (самая трудная) – 5 (самая лёгкая)",
        ),
        CommandText::ChoiceSummerPavilion => ("Летний павильон", ""),
        CommandText::ChoiceSintra => ("Витражи Синтры", ""),
        CommandText::ChoiceColoured => ("цветная (Летний павильон)", ""),
        CommandText::ChoiceBeige => ("бежевая (Летний павильон, вариант 1)", ""),
        CommandText::ChoiceSideA => ("A (Синтра)", ""),
        CommandText::ChoiceSideB => ("B (Синтра)", ""),
        CommandText::ChoiceWildsNormal => ("обычный", ""),
        CommandText::ChoiceWildsAlternative => ("альтернативный (вариант 2)", ""),
    }
}
