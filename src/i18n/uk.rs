//! Українська.

use super::{
    bold_list, mentions, slavic_plural, CommandText, Permission, StatsLine, Text, Trouble,
};
use crate::ai::AiLevel;
use crate::games::GameKind;
use crate::games::{OnTimeout, TurnTimer};

fn game_name(kind: GameKind) -> &'static str {
    super::Locale::Uk.game_name(kind)
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
    slavic_plural(n as u64, "місце", "місця", "місць")
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
        Text::OptionLines(options) => super::Locale::Uk.option_lines(*options),
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
        Text::OptionDoesNotFit(refused) => super::Locale::Uk.refusal(refused),
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
        Text::StandIns(keys) => format!(
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
        Text::CarryOnByClick => "-# Мене немає серед учасників цього чату, і я говорю, лише \
            коли хтось натискає кнопку: якщо стіл завмер, натисніть будь-яку його кнопку."
            .to_string(),
        Text::BoardAbove { name } => format!("🖼 Поле гравця {name} не змінилося: воно вище."),
        Text::YourChoice { prompt } => format!("Ваш хід: {prompt}"),
        Text::ChosenSoFar { chosen } => format!("Обрано: {chosen}"),
        Text::ButtonMyBoard => "Моє поле".to_string(),
        Text::ButtonTakeTurn => "Зробити хід".to_string(),
        Text::ButtonCounts => "Підрахунок".to_string(),
        Text::ButtonTools => "Інструменти".to_string(),
        Text::ButtonReference => "Карти".to_string(),
        Text::ReferenceAtStart => {
            "Карти цієї гри. Кнопка **📜 Карти** під столом покаже їх знову будь-коли."
                .to_string()
        }
        Text::ReferenceAlt => "Карти цієї гри.".to_string(),
        Text::ButtonBack => "Назад".to_string(),
        Text::MenuPlaceholder { part, parts } if *parts > 1 => {
            format!("Оберіть… ({part} з {parts})")
        }
        Text::MenuPlaceholder { .. } => "Оберіть…".to_string(),
        Text::ComputerName(l) => format!("Компʼютер ({})", level(*l)),
        Text::PlayerFallbackName { seat } => format!("Гравець {seat}"),
        Text::NotYourTurn => "Зараз не ваш хід.".to_string(),
        Text::MoveNotAllowed => "Правила не дозволяють цей хід зараз. Нічого не змінилося.".to_string(),
        Text::NotPlaying => "Ви не берете участі в цій грі.".to_string(),
        Text::TurnDone => "Готово — стіл нижче оновлено.".to_string(),
        Text::GameOver(kind) => format!("🏁 **{}** — гру завершено", game_name(*kind)),
        Text::HostingLines(hosting) => match hosting.timer.secs() {
            None => "Таймер ходу: вимкнено".to_string(),
            Some(_) => format!(
                "Таймер ходу: {} на хід, потім {}",
                timer(hosting.timer),
                match hosting.on_timeout {
                    OnTimeout::Computer => "за гравця ходить компʼютер, доки він не повернеться",
                    OnTimeout::Cancel => "гру буде скасовано",
                }
            ),
        },
        Text::TimeReminder {
            users,
            minutes,
            cancels,
        } => format!(
            "⏰ {}, час ходу минув! Зробіть хід протягом {}, інакше {}.",
            mentions(users),
            minutes_text(*minutes),
            if *cancels {
                "гру буде скасовано"
            } else {
                "за вас ходитиме компʼютер, доки ви не повернетеся"
            }
        ),
        Text::RanOutOfTime { names } => format!(
            "⌛ У {} скінчився час: за них ходить компʼютер, доки вони не натиснуть будь-яку кнопку цієї гри.",
            bold_list(names)
        ),
        Text::CancelledByTimer { names } => format!(
            "⌛ Гру скасовано: у {} скінчився час.",
            bold_list(names)
        ),
        Text::PlayerLeft { name } => {
            format!("🚪 **{name}** виходить із гри: за нього ходить компʼютер.")
        }
        Text::PlayerBack { name } => format!("↩️ **{name}** повернувся до гри."),
        Text::TookBack { name } => format!("↩️ **{name}** скасовує свій хід."),
        Text::ButtonUndo => "Скасувати хід".to_string(),
        Text::UndoNotYours { name } => {
            format!("Лише **{name}** може скасувати свій хід.")
        }
        Text::UndoStale => "Цей хід уже не можна скасувати: гра пішла далі.".to_string(),
        Text::UndoUnavailable => {
            "Цей хід не можна скасувати (історія гри не відтворюється).".to_string()
        }
        Text::WelcomeBack => "З поверненням: ваше місце знову ваше.".to_string(),
        Text::YouLeft => "Ви вийшли з цієї гри; за вас ходить компʼютер.".to_string(),
        Text::GameCancelled { by } => format!("⏹️ Гру скасував(-ла) <@{by}>."),
        Text::TableClosed => "Цей стіл закрито.".to_string(),
        Text::NoGameHere => "У цьому каналі немає гри, до якої це можна застосувати.".to_string(),
        Text::ButtonRematch => "Реванш".to_string(),
        Text::RematchStarted => "Реванш почався — новий стіл нижче.".to_string(),
        Text::RematchExists => "Реванш цієї гри вже почався.".to_string(),
        Text::LogTitle(kind) => format!("📜 {} — останні ходи", game_name(*kind)),
        Text::LogEmpty => "Ходів ще не було.".to_string(),
        Text::LogEarlier { count } => format!("… і ще {count} раніше"),
        Text::StatsTitle { name } => format!("📊 {name} на цьому сервері"),
        Text::StatsNone { name } => {
            format!("{name} ще не дограв(-ла) жодної гри на цьому сервері.")
        }
        Text::StatsLine(line) => stats_line(line),
        Text::LeaderboardTitle(kind) => format!("🏆 {} — таблиця лідерів", game_name(*kind)),
        Text::LeaderboardEmpty(kind) => format!(
            "На цьому сервері ще ніхто не дограв партію в {}.",
            game_name(*kind)
        ),
        Text::LeaderboardLine { place, user, line } => {
            format!("**{place}.** <@{user}> — {}", stats_line(line))
        }
        Text::TurnEnds { at } => format!("⏰ Час ходу спливає <t:{at}:R>"),
        Text::HelpTitle => "Як грати".to_string(),
        Text::HelpAnywhereTitle => "Групові чати, особисті повідомлення та інші сервери".to_string(),
        Text::ThreadFailed => {
            "Не вдалося створити тут гілку (чи маю я на це право?). Спробуйте без параметра гілки."
                .to_string()
        }
        Text::UseLobbyButtons => {
            "Гра ще не почалася: користуйтеся кнопками повідомлення лобі.".to_string()
        }
        Text::ThreadOpened { thread, game } => format!(
            "🧵 Партія в {} починається в <#{thread}> — приєднуйтеся там!",
            game_name(*game)
        ),
        Text::Record(t) => super::records::text(super::Locale::Uk, t),
        Text::SettingsPalette {
            high_contrast,
            changed,
        } => {
            let palette = if *high_contrast {
                "висококонтрастній палітрі"
            } else {
                "звичайних кольорах"
            };
            let now = if *changed {
                format!("🎨 Відтепер ваші зображення малюються в {palette}.")
            } else {
                format!("🎨 Ваші зображення малюються в {palette}.")
            };
            format!(
                "{now} Це ваші планшети й панелі; спільний стіл малюється контрастно, коли так \
                 обрали всі, хто сидить за ним. Кожен колір має й свою фігуру — на зображеннях \
                 і на кнопках."
            )
        }
        Text::Trouble(t) => trouble(t),
    }
}

fn timer(timer: TurnTimer) -> &'static str {
    match timer {
        TurnTimer::Off => "вимкнено",
        TurnTimer::TwoMinutes => "2 хвилини",
        TurnTimer::TenMinutes => "10 хвилин",
        TurnTimer::OneHour => "1 година",
        TurnTimer::OneDay => "24 години",
    }
}

fn minutes_text(minutes: u64) -> String {
    if minutes >= 60 && minutes.is_multiple_of(60) {
        let h = minutes / 60;
        return format!("{h} {}", slavic_plural(h, "години", "годин", "годин"));
    }
    format!(
        "{minutes} {}",
        slavic_plural(minutes, "хвилини", "хвилин", "хвилин")
    )
}

fn stats_line(line: &StatsLine) -> String {
    let mut out = format!(
        "{} {}, {} {}",
        line.played,
        slavic_plural(u64::from(line.played), "гра", "гри", "ігор"),
        line.wins,
        slavic_plural(u64::from(line.wins), "перемога", "перемоги", "перемог")
    );
    if let Some(average) = line.average {
        out.push_str(&format!(", у середньому {average:.1}"));
    }
    if let Some(best) = line.best {
        out.push_str(&format!(", найкращий результат {best}"));
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
        CommandText::Start => (
            "старт",
            "Відкрити збір гравців для нової гри в цьому каналі",
        ),
        CommandText::OptVariant => ("варіант", "Яка гра"),
        CommandText::OptPlayers => ("гравці", "Місць за столом (типово 4)"),
        CommandText::Game => ("гра", "Гра в цьому каналі"),
        CommandText::Log => ("журнал", "Останні ходи гри в цьому каналі"),
        CommandText::Leave => (
            "вийти",
            "Вийти з гри в цьому каналі (ваше місце займе компʼютер)",
        ),
        CommandText::Cancel => (
            "скасувати",
            "Скасувати гру в цьому каналі (ведучий або модератори)",
        ),
        CommandText::Stats => ("статистика", "Ігри, перемоги й очки на цьому сервері"),
        CommandText::Leaderboard => ("лідери", "Найкращі гравці гри на цьому сервері"),
        CommandText::Help => ("довідка", "Як працює бот і правила кожної гри"),
        CommandText::OptTimer => ("таймер", "Час на хід (типово — налаштування сервера)"),
        CommandText::OptOnTimeout => (
            "після_часу",
            "Якщо гравець так і не зробив хід після нагадування (типово ходить компʼютер)",
        ),
        CommandText::OptThread => ("гілка", "Грати в новій гілці цього каналу"),
        CommandText::OptUser => ("гравець", "Чия статистика (типово ваша)"),
        CommandText::OptGame => ("гра", "Яка гра"),
        CommandText::ChoiceTimerOff => ("вимкнено", ""),
        CommandText::ChoiceTimer2m => ("2 хвилини", ""),
        CommandText::ChoiceTimer10m => ("10 хвилин", ""),
        CommandText::ChoiceTimer1h => ("1 година", ""),
        CommandText::ChoiceTimer24h => ("24 години", ""),
        CommandText::ChoiceTimeoutComputer => ("за гравця ходить компʼютер", ""),
        CommandText::ChoiceTimeoutCancel => ("скасувати гру", ""),
        CommandText::Replay => ("запис", "Запис закінченої гри цього сервера, хід за ходом"),
        CommandText::OptId => (
            "номер",
            "Номер гри, як його показують /stats, підсумки й журнал",
        ),
        CommandText::Settings => ("налаштування", "Ваші налаштування: кольори ваших зображень"),
        CommandText::OptPalette => (
            "палітра",
            "Кольори ваших зображень (не вказуйте, щоб побачити свої)",
        ),
        CommandText::ChoicePaletteStandard => ("звичайні кольори", ""),
        CommandText::ChoicePaletteHighContrast => ("високий контраст", ""),
        CommandText::Show => (
            "показати",
            "Знову викласти поточний стіл гри в цьому каналі",
        ),
    }
}

/// Назва дозволу, як її показують налаштування Discord.
fn permission(p: Permission) -> &'static str {
    match p {
        Permission::ViewChannel => "Переглядати канали",
        Permission::SendMessages => "Надсилати повідомлення",
        Permission::SendMessagesInThreads => "Надсилати повідомлення в гілках",
        Permission::EmbedLinks => "Вбудовувати посилання",
        Permission::AttachFiles => "Прикріплювати файли",
        Permission::CreatePublicThreads => "Створювати публічні гілки",
    }
}

fn trouble(t: &Trouble) -> String {
    match t {
        Trouble::MissingPermissions { missing, thread } => {
            let names: Vec<String> = missing.iter().map(|p| permission(*p).to_string()).collect();
            let place = if *thread {
                "у цій гілці"
            } else {
                "у цьому каналі"
            };
            format!(
                "⚠️ Мені бракує дозволів {place}: {}. Без них я не можу викласти стіл, \
                 і гра чекає. Щоб їх надати, адміністратор сервера відкриває ⚙️ Редагувати \
                 канал → Дозволи (або Налаштування сервера → Ролі), обирає мою роль і \
                 дозволяє їх. Гра продовжиться сама, щойно вони з'являться.",
                bold_list(&names)
            )
        }
        Trouble::TableWaits => "⏳ Ваш хід збережено, але Discord не прийняв нове повідомлення \
            зі столом. Гра чекає, і стіл з'явиться, щойно Discord знову відповість; \
            `/game show` викладе його зараз."
            .to_string(),
        Trouble::ChannelGone => "⏸️ Каналу чи гілки цієї гри більше немає, тож гру \
            призупинено. Якщо канал не повернеться, її буде скасовано."
            .to_string(),
        Trouble::TableReposted => "🔁 Поточний стіл викладено нижче.".to_string(),
        Trouble::WaitsForClick => "⏳ Збережено. Тут я можу говорити, лише коли хтось \
            натискає кнопку: натисніть будь-яку кнопку цієї гри, щоб продовжити."
            .to_string(),
        Trouble::CancelledChannelGone { game } => format!(
            "⏹️ Вашу партію в {} скасовано: її канал або гілку видалили.",
            game_name(*game)
        ),
    }
}
