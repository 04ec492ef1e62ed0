# sintra: the registry's words (names, start command, options) in uk.

game-sintra = Азул: Вітражі Сінтри
    .choice = Вітражі Сінтри

option-side-a = A (Сінтра)

option-side-b = B (Сінтра)

sintra-options = Сторона планшета: { $side ->
        [b] B
       *[a] A (орнаменти)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line.
sintra-score-round-colour = Бонус кольору раунду
    .in-line = бонус кольору раунду
sintra-score-windows = Очки вікон
    .in-line = очки вікон
sintra-score-broken-reset = Скидання розбитого скла
    .in-line = скидання розбитого скла
sintra-score-leftover = Скло на смугах
    .in-line = скло на смугах
sintra-score-broken-track = Розбите скло
    .in-line = розбите скло
sintra-score-ornaments = Орнаменти
    .in-line = орнаменти
sintra-score-colour-windows = Найкращий колір
    .in-line = найкращий колір

# A glass colour in lower case.
sintra-pink = рожевий
sintra-orange = помаранчевий
sintra-yellow = жовтий
sintra-green = зелений
sintra-blue = синій
sintra-red = червоний
sintra-purple = фіолетовий

sintra-round-colour = колір раунду

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Візьміть скло з фабрики чи з центру або поверніть скляра
sintra-move-the-glazier-back = Повернути скляра
sintra-which-strip-for = На яку смугу покласти { $count } × { $colour }
sintra-which-strip = Яка смуга?
sintra-which-piece-into-the-window = Яке скло йде у вікно?
sintra-plus-start-marker = {" "}+ маркер першого
sintra-all-break = , усі розіб'ються
sintra-strip-label = Смуга
sintra-pieces-in = шт.
sintra-completes = завершить
sintra-broken = розбито

# Pictures.
sintra-no-such-player = Немає такого гравця
sintra-place-on-a-green-strip = Викладіть на зелену смугу:
sintra-choose-the-piece-for-window = Оберіть скло для вікна
sintra-your-turn-take-glass = Ваш хід: скло або скляр назад
sintra-done = готово
sintra-complete-windows = Готових вікон
sintra-broken-glass = Розбите скло
sintra-drawn-to-start = За жеребом починає
sintra-places = викладає
sintra-fills-the-window-under-strip = заповнює вікно під смугою
sintra-empty = порожньо

# The log.
sintra-strip = смуга
sintra-start-marker = маркер першого гравця
sintra-glazier-back = скляр назад
sintra-broken-label = розбито:
sintra-broken-glass-in-line = розбите скло
sintra-completed = завершена
sintra-moves-the-glazier-back = повертає скляра

# Alt texts.
sintra-factories-with-glass = фабрики зі склом
sintra-windows-complete = вікон зібрано
sintra-glass-in-windows = скла у вікнах

# Підказки: чим добрий хід (після «💡 <хід> — »).

sintra-why-completes = завершує смугу { $strip }: +{ $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    } одразу
sintra-why-take-completes = вистачить, щоб завершити смугу { $strip }
sintra-why-fills = на смузі { $strip } буде { $filled } з { $size }
sintra-why-breaks = { $count ->
        [0] нічого не б'ється
        [one] б'ється { $count } скло
        [few] б'ються { $count } скла
       *[other] б'ються { $count } скел
    }
sintra-why-start-marker = ви починаєте наступний раунд
sintra-why-reset = скляр повертається до першої смуги, де { $pieces ->
        [one] чекає { $pieces } скло
        [few] чекають { $pieces } скла
       *[other] чекають { $pieces } скел
    }
sintra-why-window-colour = { $count } { $count ->
        [one] скло
        [few] скла
       *[other] скел
    } цього кольору у ваших вікнах{ $best ->
        [yes] , ваш найкращий колір
       *[no] {""}
    }

sintra-learn-goal = Наберіть найбільше очок за 6 раундів. Завершена смуга віддає одне скло у вікно під нею і приносить очки цього вікна, кожного вікна правіше зі склом і її скла кольору раунду. Розбите скло забирає очки.
sintra-learn-turn-title = Взяти скло
sintra-learn-turn = Оберіть **Фабрику** або **Центр**, потім колір: ви берете там усе скло цього кольору, а решта з фабрики йде в центр. Потім усе скло йде на одну смугу: під вашим скляром або будь-яку правіше (скляр переходить туди).
sintra-learn-colour-title = Вибір скла
sintra-learn-colour = Кожна кнопка забирає звідси все скло цього кольору («Синій ×3») і каже, скільки коштуватиме бій, якщо на жодній досяжній смузі немає місця. Беріть колір, що поміститься на смугу під скляром або правіше: кожному склу потрібна порожня клітинка його кольору або сіра клітинка-джокер.
sintra-learn-start-marker-title = Маркер першого гравця
sintra-learn-start-marker = Ви першим у цьому раунді берете з центру: ви забираєте й маркер першого гравця («+ маркер першого») і починаєте наступний раунд, але ваш маркер розбитого скла опускається на одну поділку, а це коштує очок.
sintra-learn-strip-title = Вибір смуги
sintra-learn-strip = Кожна кнопка **Смуга** — досяжна смуга: під вашим скляром або правіше; скляр переходить туди. На ній указано, скільки скла ляже і скільки розіб'ється. Кожне скло займає порожню клітинку свого кольору або сіру клітинку-джокер; якщо місце є хоч на одній смузі, обрати треба таку.
sintra-learn-complete-title = Завершення смуги
sintra-learn-complete = Кнопка зі словом «завершить» заповнює смугу: ви отримуєте 1 очко за кожне скло кольору раунду на ній, одне скло йде у вікно під нею (спершу вгору, потім униз), і ви отримуєте очки цього вікна та кожного вікна правіше зі склом. Кнопка показує суму.
sintra-learn-broken-title = Розбите скло
sintra-learn-broken = На жодній досяжній смузі немає місця для всього цього скла: зайве розбивається. Кожне розбите скло опускає ваш маркер розбитого скла на поділку й іде у вежу; значення маркера втрачається наприкінці, а маркер, що дійшов донизу, одразу коштує 18 очок.
sintra-learn-window-title = Скло у вікно
sintra-learn-window = Бік B: на вашій завершеній смузі кілька кольорів; оберіть, яке скло піде у вікно під нею. Решта йде у вежу. Наприкінці бік B дає кількість ваших зібраних вікон, помножену на кількість скла вашого найкращого кольору у вікнах.
sintra-learn-reset-title = Повернути скляра
sintra-learn-reset = Під час викладання скляр рухається лише праворуч. **Повернути скляра** займає весь хід: він стає над вашою крайньою лівою смугою й знову дістає до всіх смуг. Або візьміть скло як зазвичай.
