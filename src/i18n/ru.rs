//! Русский.

use super::{
    bold_list, mentions, slavic_plural, CommandText, Permission, StatsLine, Text, Trouble,
};
use crate::ai::AiLevel;
use crate::games::GameKind;
use crate::games::{OnTimeout, TurnTimer};

fn game_name(kind: GameKind) -> &'static str {
    super::Locale::Ru.game_name(kind)
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
    slavic_plural(n as u64, "место", "места", "мест")
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
        Text::OptionLines(options) => super::Locale::Ru.option_lines(*options),
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
        Text::ComputerLevelHint(l) => match l {
            AiLevel::Easy => "Выбирает самый очевидный ход, но часто ошибается",
            AiLevel::Normal => "Выбирает самый очевидный ход",
            AiLevel::Hard => "Думает наперёд, до секунды на ход",
        }
        .to_string(),
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
        Text::ChannelBusy { game } => format!(
            "В этом канале уже идёт «{}». Сначала закончите или отмените её.",
            game_name(*game)
        ),
        Text::OptionDoesNotFit(refused) => super::Locale::Ru.refusal(refused),
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
        Text::StandIns(keys) => format!(
            "Часть напечатанных значений этой игры нам недоступна; вместо них — наши значения: {}.",
            keys.join(", ").replace('_', " ")
        ),
        Text::GameStarted => "Игра началась — удачи!".to_string(),
        Text::YourTurn { users, prompt } => format!("{}, ваш ход: {prompt}", mentions(users)),
        Text::YourTurnPrivately { users } => format!(
            "{}, ваш ход: нажмите **Сделать ход**, чтобы выбрать втайне.",
            mentions(users)
        ),
        Text::SoloTarget { target, won } => format!(
            "Нейтральный результат: {target} — {}",
            if *won { "превзойдён! 🎉" } else { "на этот раз не превзойдён" }
        ),
        Text::ComputerThinking { name } => format!("🤖 {name} думает…"),
        Text::CarryOnByClick => "-# Меня нет среди участников этого чата, и я говорю, только \
            когда кто-то нажимает кнопку: если стол замер, нажмите любую его кнопку."
            .to_string(),
        Text::BoardAbove { name } => format!("🖼 Поле игрока {name} не изменилось: оно выше."),
        Text::YourChoice { prompt } => format!("Ваш ход: {prompt}"),
        Text::ChosenSoFar { chosen } => format!("Выбрано: {chosen}"),
        Text::ButtonMyBoard => "Моё поле".to_string(),
        Text::ButtonTakeTurn => "Сделать ход".to_string(),
        Text::ButtonCounts => "Подсчёт".to_string(),
        Text::ButtonTools => "Инструменты".to_string(),
        Text::ButtonReference => "Карты".to_string(),
        Text::ReferenceAtStart => {
            "Карты этой игры. Кнопка **📜 Карты** под столом покажет их снова в любой момент."
                .to_string()
        }
        Text::ReferenceAlt => "Карты этой игры.".to_string(),
        Text::ButtonBack => "Назад".to_string(),
        Text::MenuPlaceholder { part, parts } if *parts > 1 => {
            format!("Выберите… ({part} из {parts})")
        }
        Text::MenuPlaceholder { .. } => "Выберите…".to_string(),
        Text::ComputerName(l) => format!("Компьютер ({})", level(*l)),
        Text::PlayerFallbackName { seat } => format!("Игрок {seat}"),
        Text::NotYourTurn => "Сейчас не ваш ход.".to_string(),
        Text::MoveNotAllowed => "Правила не разрешают этот ход сейчас. Ничего не изменилось.".to_string(),
        Text::NotPlaying => "Вы не участвуете в этой игре.".to_string(),
        Text::TurnDone => "Готово — стол ниже обновлён.".to_string(),
        Text::GameOver(kind) => format!("🏁 **{}** — игра окончена", game_name(*kind)),
        Text::HostingLines(hosting) => match hosting.timer.secs() {
            None => "Таймер хода: выключен".to_string(),
            Some(_) => format!(
                "Таймер хода: {} на ход, затем {}",
                timer(hosting.timer),
                match hosting.on_timeout {
                    OnTimeout::Computer => "за игрока ходит компьютер, пока он не вернётся",
                    OnTimeout::Cancel => "игра отменяется",
                }
            ),
        },
        Text::TimeReminder {
            users,
            minutes,
            cancels,
        } => format!(
            "⏰ {}, время хода вышло! Сделайте ход в течение {}, иначе {}.",
            mentions(users),
            minutes_text(*minutes),
            if *cancels {
                "игра будет отменена"
            } else {
                "за вас будет ходить компьютер, пока вы не вернётесь"
            }
        ),
        Text::RanOutOfTime { names } => format!(
            "⌛ У {} вышло время: за них ходит компьютер, пока они не нажмут любую кнопку этой игры.",
            bold_list(names)
        ),
        Text::CancelledByTimer { names } => format!(
            "⌛ Игра отменена: у {} вышло время.",
            bold_list(names)
        ),
        Text::PlayerLeft { name } => {
            format!("🚪 **{name}** покидает игру: за него ходит компьютер.")
        }
        Text::PlayerBack { name } => format!("↩️ **{name}** вернулся в игру."),
        Text::TookBack { name } => format!("↩️ **{name}** отменяет свой ход."),
        Text::ButtonUndo => "Отменить ход".to_string(),
        Text::UndoNotYours { name } => {
            format!("Только **{name}** может отменить свой ход.")
        }
        Text::UndoStale => "Этот ход уже нельзя отменить: игра ушла дальше.".to_string(),
        Text::UndoUnavailable => {
            "Этот ход нельзя отменить (история игры не воспроизводится).".to_string()
        }
        Text::WelcomeBack => "С возвращением: ваше место снова ваше.".to_string(),
        Text::YouLeft => "Вы покинули эту игру; за вас ходит компьютер.".to_string(),
        Text::GameCancelled { by } => format!("⏹️ Игру отменил(а) <@{by}>."),
        Text::TableClosed => "Этот стол закрыт.".to_string(),
        Text::NoGameHere => "В этом канале нет игры, к которой это применимо.".to_string(),
        Text::ButtonRematch => "Реванш".to_string(),
        Text::RematchStarted => "Реванш начался — новый стол ниже.".to_string(),
        Text::RematchExists => "Реванш этой игры уже начался.".to_string(),
        Text::LogTitle(kind) => format!("📜 {} — последние ходы", game_name(*kind)),
        Text::LogEmpty => "Ходов ещё не было.".to_string(),
        Text::LogEarlier { count } => format!("… и ещё {count} раньше"),
        Text::StatsTitle { name } => format!("📊 {name} на этом сервере"),
        Text::StatsNone { name } => {
            format!("{name} ещё не доиграл(а) ни одной игры на этом сервере.")
        }
        Text::StatsLine(line) => stats_line(line),
        Text::LeaderboardTitle(kind) => format!("🏆 {} — таблица лидеров", game_name(*kind)),
        Text::LeaderboardEmpty(kind) => format!(
            "На этом сервере ещё никто не доиграл партию в {}.",
            game_name(*kind)
        ),
        Text::LeaderboardLine { place, user, line } => {
            format!("**{place}.** <@{user}> — {}", stats_line(line))
        }
        Text::TurnEnds { at } => format!("⏰ Время хода истекает <t:{at}:R>"),
        Text::HelpTitle => "Как играть".to_string(),
        Text::HelpAnywhereTitle => "Групповые чаты, личные сообщения и другие серверы".to_string(),
        Text::ThreadFailed => {
            "Не удалось создать здесь ветку (есть ли у меня право?). Попробуйте без параметра ветки."
                .to_string()
        }
        Text::UseLobbyButtons => {
            "Игра ещё не началась: пользуйтесь кнопками сообщения лобби.".to_string()
        }
        Text::ThreadOpened { thread, game } => format!(
            "🧵 Партия в {} начинается в <#{thread}> — присоединяйтесь там!",
            game_name(*game)
        ),
        Text::Record(t) => super::records::text(super::Locale::Ru, t),
        Text::SettingsPalette {
            high_contrast,
            changed,
        } => {
            let palette = if *high_contrast {
                "высококонтрастной палитре"
            } else {
                "обычных цветах"
            };
            let now = if *changed {
                format!("🎨 Теперь ваши картинки рисуются в {palette}.")
            } else {
                format!("🎨 Ваши картинки рисуются в {palette}.")
            };
            format!(
                "{now} Это ваши планшеты и панели; общий стол рисуется контрастно, когда так \
                 выбрали все сидящие за ним. У каждого цвета есть и своя фигура — на картинках \
                 и на кнопках."
            )
        }
        Text::Trouble(t) => trouble(t),
    }
}

fn timer(timer: TurnTimer) -> &'static str {
    match timer {
        TurnTimer::Off => "выключен",
        TurnTimer::TwoMinutes => "2 минуты",
        TurnTimer::TenMinutes => "10 минут",
        TurnTimer::OneHour => "1 час",
        TurnTimer::OneDay => "24 часа",
    }
}

fn minutes_text(minutes: u64) -> String {
    if minutes >= 60 && minutes.is_multiple_of(60) {
        let h = minutes / 60;
        return format!("{h} {}", slavic_plural(h, "часа", "часов", "часов"));
    }
    format!(
        "{minutes} {}",
        slavic_plural(minutes, "минуты", "минут", "минут")
    )
}

fn stats_line(line: &StatsLine) -> String {
    let mut out = format!(
        "{} {}, {} {}",
        line.played,
        slavic_plural(u64::from(line.played), "игра", "игры", "игр"),
        line.wins,
        slavic_plural(u64::from(line.wins), "победа", "победы", "побед")
    );
    if let Some(average) = line.average {
        out.push_str(&format!(", в среднем {average:.1}"));
    }
    if let Some(best) = line.best {
        out.push_str(&format!(", лучший результат {best}"));
    }
    out
}

pub(super) fn command(key: CommandText) -> (&'static str, &'static str) {
    match key {
        // The registry's words are in `games.rs`.
        CommandText::GameCommand(_)
        | CommandText::GameOption(_)
        | CommandText::OptionValue(..)
        | CommandText::GameChoice(_) => ("", ""),
        CommandText::Start => ("старт", "Открыть сбор игроков для новой игры в этом канале"),
        CommandText::OptVariant => ("вариант", "Какая игра"),
        CommandText::OptPlayers => ("игроки", "Мест за столом (по умолчанию 4)"),
        CommandText::Game => ("игра", "Игра в этом канале"),
        CommandText::Log => ("журнал", "Последние ходы игры в этом канале"),
        CommandText::Leave => (
            "выйти",
            "Покинуть игру в этом канале (ваше место займёт компьютер)",
        ),
        CommandText::Cancel => (
            "отменить",
            "Отменить игру в этом канале (ведущий или модераторы)",
        ),
        CommandText::Stats => ("статистика", "Игры, победы и очки на этом сервере"),
        CommandText::Leaderboard => ("лидеры", "Лучшие игроки в игру на этом сервере"),
        CommandText::Help => ("помощь", "Как работает бот и правила каждой игры"),
        CommandText::OptTimer => ("таймер", "Время на ход (по умолчанию — настройка сервера)"),
        CommandText::OptOnTimeout => (
            "по_истечении",
            "Если игрок так и не сходил после напоминания (по умолчанию ходит компьютер)",
        ),
        CommandText::OptThread => ("ветка", "Играть в новой ветке этого канала"),
        CommandText::OptUser => ("игрок", "Чья статистика (по умолчанию ваша)"),
        CommandText::OptGame => ("игра", "Какая игра"),
        CommandText::ChoiceTimerOff => ("выключен", ""),
        CommandText::ChoiceTimer2m => ("2 минуты", ""),
        CommandText::ChoiceTimer10m => ("10 минут", ""),
        CommandText::ChoiceTimer1h => ("1 час", ""),
        CommandText::ChoiceTimer24h => ("24 часа", ""),
        CommandText::ChoiceTimeoutComputer => ("за игрока ходит компьютер", ""),
        CommandText::ChoiceTimeoutCancel => ("отменить игру", ""),
        CommandText::Replay => (
            "запись",
            "Запись оконченной игры этого сервера, ход за ходом",
        ),
        CommandText::OptId => (
            "номер",
            "Номер игры, как его показывают /stats, итоги и журнал",
        ),
        CommandText::Settings => ("настройки", "Ваши настройки: цвета ваших картинок"),
        CommandText::OptPalette => (
            "палитра",
            "Цвета ваших картинок (не указывайте, чтобы увидеть свои)",
        ),
        CommandText::ChoicePaletteStandard => ("обычные цвета", ""),
        CommandText::ChoicePaletteHighContrast => ("высокий контраст", ""),
        CommandText::Show => (
            "показать",
            "Заново выложить текущий стол игры в этом канале",
        ),
    }
}

/// Название разрешения, как его показывают настройки Discord.
fn permission(p: Permission) -> &'static str {
    match p {
        Permission::ViewChannel => "Просматривать каналы",
        Permission::SendMessages => "Отправлять сообщения",
        Permission::SendMessagesInThreads => "Отправлять сообщения в ветках",
        Permission::EmbedLinks => "Встраивать ссылки",
        Permission::AttachFiles => "Прикреплять файлы",
        Permission::CreatePublicThreads => "Создавать публичные ветки",
    }
}

fn trouble(t: &Trouble) -> String {
    match t {
        Trouble::MissingPermissions { missing, thread } => {
            let names: Vec<String> = missing.iter().map(|p| permission(*p).to_string()).collect();
            let place = if *thread {
                "в этой ветке"
            } else {
                "в этом канале"
            };
            format!(
                "⚠️ Мне не хватает разрешений {place}: {}. Без них я не могу выложить стол, \
                 и игра ждёт. Чтобы их выдать, администратор сервера открывает ⚙️ Настроить \
                 канал → Права доступа (или Настройки сервера → Роли), выбирает мою роль и \
                 разрешает их. Игра продолжится сама, как только они появятся.",
                bold_list(&names)
            )
        }
        Trouble::TableWaits => "⏳ Ваш ход сохранён, но Discord не принял новое сообщение со \
            столом. Игра ждёт, и стол появится, как только Discord снова ответит; \
            `/game show` выложит его сейчас."
            .to_string(),
        Trouble::ChannelGone => "⏸️ Канала или ветки этой игры больше нет, и игра \
            приостановлена. Если канал не вернётся, она будет отменена."
            .to_string(),
        Trouble::TableReposted => "🔁 Текущий стол выложен ниже.".to_string(),
        Trouble::WaitsForClick => "⏳ Сохранено. Здесь я могу говорить, только когда кто-то \
            нажимает кнопку: нажмите любую кнопку этой игры, чтобы продолжить."
            .to_string(),
        Trouble::CancelledChannelGone { game } => format!(
            "⏹️ Ваша партия в {} отменена: её канал или ветку удалили.",
            game_name(*game)
        ),
    }
}
