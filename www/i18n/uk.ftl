## Page: index.html

page-title = gboards — Gygès, Table Gype і GIPF
# The web manifest's description, where a browser shows it when the app is installed (scripts/manifest.mjs).
app-description = Три настільні гри у вашому браузері: Gygès, Uncle Chestnut’s Table Gype і GIPF.

## Header: the site's name and the settings buttons

# The language picker: each language is named in itself.
header-language =
    .aria-label = Мова
    .title = Мова
header-home =
    .aria-label = Головна сторінка gboards
header-settings =
    .aria-label = Налаштування
header-rules = Правила
    .aria-label = Правила
    .title = Правила гри
header-sound =
    .title = Увімкнути чи вимкнути звук
header-sound-text = Звук
header-theme =
    .title = Темна тема
header-theme-text = Темна
header-palette =
    .title = Кольори гравців, зручні для дальтоніків
# Shown on wide screens only, before header-palette-colours.
header-palette-safe = Безпечні
# On narrow screens the button shows this word alone.
header-palette-colours = кольори
# Read by screen readers only, after header-palette-colours.
header-palette-colour-blind = для дальтоніків

## Shared by several parts of the page

common-cancel = Скасувати

## Lobby: choosing a game

lobby-saved-title = Продовжити гру
lobby-title = Оберіть гру
lobby-open-record = Відкрити запис…
lobby-daily = Задача дня
lobby-profile = Профіль
    .title = Ваші рейтинги, імʼя та файл профілю

## Pairing: looking for an opponent online

pairing-title = Гра онлайн
pairing-state = Шукаємо суперника…
pairing-computer = Тим часом зіграти з компʼютером
pairing-back = Назад до вибору гри

## Game cards in the lobby (one per game) and their options

card-vs-computer = Грати з компʼютером
card-vs-friend = Грати з другом на цьому пристрої
card-puzzles = Задачі
card-learn = Навчання
card-edit = Розставити позицію
card-online = Грати онлайн
card-online-note = — з кимось, кого ви ще не знаєте
card-more = Більше налаштувань
card-level = Рівень компʼютера
card-clock = Контроль часу
# No clock at all.
card-clock-none = Немає
card-clock-note = — хвилини кожному, плюс секунди після кожного ходу
# The start button reads: card-start-play, the game's name, card-start-options.
card-start-play = Грати в
card-start-options = з цими налаштуваннями
# Legend of the fieldset where each seat is given to a person or a computer level.
card-players = Гравці

## Gygès: card and options

card-gyges-blurb = Дванадцять спільних кілець на полі 6×6. Ходіть фігурою з найближчого до вас ряду; потрапивши на інше кільце, відскакуйте далі на стільки полів, скільки в ньому кілець. Щоб перемогти, доведіть фігуру до мети на протилежному боці.
card-gyges-advanced = Розширене правило
card-gyges-advanced-note = — можна стати на кільце й переставити його деінде замість відскоку
card-gyges-return = Дозволити повернення на початкове поле
card-gyges-return-note = — хід може закінчитися там, де почався
card-gyges-setup = Розстановка
card-gyges-setup-alternate = По черзі, по одній фігурі
card-gyges-setup-south-first = Південь ставить усі фігури, потім Північ
card-gyges-setup-preset = Готова 3 2 1 1 2 3 (швидкий старт)
card-gyges-repetition = Нічия при триразовому повторенні
card-gyges-repetition-note = — та сама позиція тричі; проти компʼютера завжди ввімкнено

## Table Gype: card and options

card-gype-blurb = Від 2 до 4 гравців наввипередки ведуть по вісім кісток через полотняне поле. Кістка ходить так, як велить її верхня грань, а кожну перестрибнуту кістку перекидають.
# Label of the menu for the number of players.
card-gype-player-count = Кількість гравців
card-gype-seats = Місця
card-gype-seats-note = — позначте по одній стороні на гравця; кожен мчить до протилежного ряду
card-gype-players-note = — для кожного позначеного місця
card-gype-first = Перший гравець
card-gype-first-note = — далі хід переходить ліворуч
card-gype-rolls = Перекидання
card-gype-rolls-note = — перестрибнуті кістки перекидають, а замість ходу можна перекинути кістку; зніміть позначку, щоб грати зовсім без випадковості
card-gype-start = Початкові грані
card-gype-start-standard = Стандартні: 2 Мечі, 2 Дерева, 2 Книжки, 2 Полумʼя
card-gype-start-random = Випадкові: кожну кістку кидають
card-gype-start-choose = На вибір: кожен гравець обирає всі грані
card-gype-reroll-ears = Перекидати Вуха при випадковій розстановці
card-gype-reroll-ears-note = — жодна кістка не починає нерухомою
card-gype-arrange = Розставити ряди перед грою
card-gype-arrange-note = — кожен гравець переставляє кістки у своєму Домашньому ряді, потім підтверджує
card-gype-chaos = Хаос
card-gype-chaos-note = — поки хоч одна ваша кістка ще в Домашньому ряді, жодна не може стати за середину поля
card-gype-return = Повернення в Домашній ряд
card-gype-return-free = Вільне: кістки можуть повертатися у свій початковий ряд
card-gype-return-never = Ніколи: вийшовши, кістка вже не може туди стати
card-gype-hat = Капелюх перестрибує через
card-gype-hat-leg = Два поля довгої частини «Г»
card-gype-hat-rect = Усі чотири внутрішні поля прямокутника 2×3
card-gype-hat-note = — перестрибнуті кістки перекидають
# The label reads: card-gype-block, a number field, card-gype-block-turns.
card-gype-block = Блокування перемагає після
card-gype-block-turns = ходів
card-gype-block-note = — гравець, якого стільки ходів не пускають у заповнений кінцевий ряд, перемагає; 0 = ніколи

## GIPF: card and options

card-gipf-blurb = Заштовхуйте фішки на поле з краю шестикутника; чотири фішки вашого кольору в ряд знімаються з поля. Залиште суперника без фішок або без фішок GIPF.
card-gipf-version = Версія
card-gipf-version-basic = Базова — лише прості фішки
card-gipf-version-standard = Стандартна — фішки GIPF у кутах
card-gipf-version-tournament = Турнірна — порожнє поле, спершу фішки GIPF
card-gipf-version-ultimate = Ultimate GIPF — 21 фішка, по 3 кожного потенціалу
card-gipf-potentials = Потенціали на гравця
card-gipf-potentials-note = — заряджені фішки з додатковою силою; 0 = без них (Ultimate: по 3 кожного, якщо всюди 0)
card-gipf-tamsk =
    .title = TAMSK: заштовхнутий у центр, дає додатковий хід
card-gipf-zertz =
    .title = ZÈRTZ: перестрибує через лінію фішок
card-gipf-dvonn =
    .title = DVONN: входить у гру як заряджена фішка (його хід поки недоступний)
card-gipf-punct =
    .title = PÜNCT: входить у гру як заряджена фішка (його хід поки недоступний)
card-gipf-yinsh =
    .title = YINSH: ковзає вздовж лінії на вільну точку
card-gipf-challenges = Виклики
card-gipf-challenges-off = Вимкнено
card-gipf-challenges-1 = По 1
card-gipf-challenges-3 = По 3
card-gipf-challenges-6 = По 6
card-gipf-challenges-note = — поєднання ігор: суперник може оскаржити хід потенціалом; вирішує побічна гра (потрібні потенціали)
card-gipf-side-game = Побічна гра
card-gipf-side-game-reported = Грається деінде, результат вводять тут
card-gipf-side-game-rps = Камінь-ножиці-папір на цьому екрані
card-gipf-side-game-gyges = Партія в Gygès на цьому екрані
card-gipf-side-game-gype = Партія в Table Gype на цьому екрані
card-gipf-side-game-note = — як вирішується виклик
card-gipf-handicap = Фора
card-gipf-handicap-none = Без фори
card-gipf-handicap-1 = 1 додаткова фішка
card-gipf-handicap-2 = 2 додаткові фішки
card-gipf-handicap-3 = 3 додаткові фішки
card-gipf-handicap-note = — додаткові фішки в запасі слабшого гравця (для базової гри)
card-gipf-weaker = Слабший гравець
card-gipf-weaker-black = Чорні
card-gipf-weaker-white = Білі
card-gipf-weaker-note = — хто отримує фору

## Game screen: the board and the side panel

play-title = Партія
play-board = Ігрове поле
    .aria-label = Ігрове поле
play-undo =
    .aria-label = Відмінити
    .title = Відмінити (Ctrl+Z)
play-undo-text = Відмінити
play-redo =
    .aria-label = Повторити
    .title = Повторити (Ctrl+Y)
play-redo-text = Повторити
play-new = Нова гра
    .aria-label = Нова гра
play-flip =
    .aria-label = Розвернути поле
    .title = Розвернути поле (F)
play-move-input =
    .aria-label = Введіть хід у нотації
    .placeholder = Введіть хід
play-move-submit = Зіграти
play-stop = Зупинити
play-pass = Пас
play-cancel = Скасувати
    .aria-label = Скасувати хід (Esc)
play-players = Гравці й компʼютер
play-speed = Швидкість
play-ai-speed =
    .aria-label = Скільки часу показувати кожен хід компʼютера перед наступним
# Options of both the computer's speed and the animation's speed.
play-speed-fast = Швидка
play-speed-normal = Звичайна
play-speed-slow = Повільна
play-pause = Пауза
    .title = Зупинити чи відновити ходи компʼютера
play-master = Майстер думає
play-master-time =
    .aria-label = Скільки часу рівень «Майстер» думає над кожним ходом
play-animation = Анімація
play-animation-off = Вимкнена
play-hint = Підказка
    .title = Показати хід, який зіграв би рівень «Складний» (H)
play-moves = Ходи
play-move-list =
    .aria-label = Список ходів: натисніть на хід, щоб побачити його позицію
play-step =
    .aria-label = Перегляд партії по ходах
play-first =
    .aria-label = Початкова позиція
    .title = На початок (Home)
play-previous =
    .aria-label = Попередній хід
    .title = Попередній (←)
play-next =
    .aria-label = Наступний хід
    .title = Наступний (→)
play-latest =
    .aria-label = Останній хід
    .title = Останній (End)
play-take-over = Грати звідси
play-keep =
    .aria-label = Зберегти й поділитися
play-share = Поділитися
    .title = Скопіювати посилання на цю партію
play-send = Надіслати хід
    .title = Скопіювати посилання, щоб суперник відповів
play-export = Експорт
    .title = Завантажити запис і скопіювати його
play-import = Імпорт
play-analyse = Аналіз
play-embed = Вбудувати
    .title = Розмістити це поле на іншій сторінці
play-live = Грати з другом онлайн
    .title = Зіграти цю партію з другом на іншому пристрої
play-live-clock =
    .aria-label = Контроль часу для онлайн-гри
play-live-clock-none = без контролю часу
play-describe = Описати позицію

## Banner at the end of a game

banner-new = Нова гра
banner-review = Розбір партії
banner-close = Подивитися на поле

## Dialog: open a game record

import-title = Відкрити запис партії
import-intro = Вставте запис, виберіть файл або перетягніть файл будь-куди на сторінку.
import-text =
    .aria-label = Текст запису
import-file =
    .aria-label = Файл запису
import-open = Відкрити

## Dialog: rules

rules-title = Правила
rules-game =
    .aria-label = Яка гра
rules-close =
    .aria-label = Закрити правила

## Dialog: embed the board in another page

embed-title = Вбудувати це поле
embed-intro = Вставте це у свою сторінку як є: поле і рядок під ним, що показує кожен хід і результат. Поле передає свої ходи сторінці, яка його вбудовує, і приймає команди лише від неї.
# The label reads: embed-origin-label, embed-optional, embed-origin-hint, then an example address.
embed-origin-label = Походження вашої сторінки
embed-optional = (необовʼязково)
embed-origin-hint = : схема й хост її адреси, наприклад
embed-origin-input =
    .placeholder = https://vash-sait.example
# The note reads: embed-origins-note-start, the code "origins=", embed-origins-note-end.
embed-origins-note-start = Якщо його вказати, його буде додано як
embed-origins-note-end = : тоді поле спілкується лише зі сторінками цього походження, навіть якщо його вбудує хтось інший.
# The error reads: embed-origin-error-start, the code "https://", embed-origin-error-end.
embed-origin-error-start = Походження — це
embed-origin-error-end = та імʼя хоста, без шляху.
embed-code =
    .aria-label = Код для вбудовування
embed-copy = Копіювати
embed-close = Закрити

## Seats (src/i18n/mod.rs): $seat is the engine's name in lower case
seat-name = { $seat ->
    [south] Південь
    [north] Північ
    [west] Захід
    [east] Схід
    [white] Білі
   *[black] Чорні
}

## The result of a game (src/app/verdict.rs): $winner and $loser are seat names (seat-name)
result-win = Перемога: { $winner }.
result-win-goal = Перемога: { $winner } — фігура дійшла до мети.
result-win-no-reserve = Перемога: { $winner } — у суперника ({ $loser }) не лишилося фішок у запасі.
result-win-no-move = Перемога: { $winner } — { $loser } не має ходу.
result-win-all-home = Перемога: { $winner } — усі кістки вдома.
result-win-blocked = Перемога: { $winner } за правилом блокування.
result-win-no-gipf = Перемога: { $winner } — у суперника ({ $loser }) не лишилося фішок GIPF.
result-win-move-cap = Перемога: { $winner } за станом на межі ходів.
result-win-resigned = Перемога: { $winner } — { $loser } здається.
result-win-time = Перемога: { $winner } — у суперника ({ $loser }) скінчився час.
result-win-abandoned = Перемога: { $winner } — { $loser } покинув гру, і перемогу зараховано.
result-draw-time = Нічия: у суперника ({ $loser }) скінчився час.
result-draw-no-move = Нічия: жодна сторона не має ходу.
result-draw-repetition = Нічия через триразове повторення.
result-draw-move-cap = Нічия на межі ходів.
result-draw-agreed = Нічия за згодою.
result-draw = Нічия.

## Resigning and draws on this device (src/app/verdict.rs)
verdict-draw-offered = { $offerer } пропонує нічию: { $answerer }, прийміть або відхиліть.
verdict-accept-draw = Прийняти нічию
verdict-decline = Відхилити
verdict-confirm-resign = Точно здатися?
verdict-resign = Здатися
verdict-offer-draw = Запропонувати нічию
verdict-resign-again = Натисніть «Здатися» ще раз, щоб здатися.
verdict-rematch-swapped = Реванш: сторони помінялися.

## The app's shell (src/app/, src/computer.rs, src/error.rs, scripts/lobby_cards.mjs)

## Computer levels: $level is the engine's name of the level (easy, medium…)

# A level's name, as the lobby's level picker and the seat pickers show it.
shell-level = { $level ->
    [random] Випадковий
    [greedy] Жадібний
    [easy] Легкий
    [medium] Середній
    [hard] Складний
    [expert] Експерт
    [master] Майстер
   *[other] { $level }
}
# Who acts for a seat, in brackets after the seat's name in "North (expert) is thinking…"
# ($who in shell-thinking and shell-paused): a computer level, a player on another device
# (online) or the puzzle's own side (puzzle).
shell-who = { $who ->
    [online] онлайн
    [puzzle] задача
    [random] випадковий
    [greedy] жадібний
    [easy] легкий
    [medium] середній
    [hard] складний
    [expert] експерт
    [master] майстер
   *[other] { $who }
}
# An option of the lobby's Computer level picker (scripts/lobby_cards.mjs): the level, named
# as in shell-level, and its rating.
shell-level-rated = { $level ->
    [random] Випадковий
    [greedy] Жадібний
    [easy] Легкий
    [medium] Середній
    [hard] Складний
    [expert] Експерт
    [master] Майстер
   *[other] { $level }
} ≈ { $rating }
# Options of a seat's player picker: $level is the level's name (shell-level).
shell-seat-human = Людина
shell-seat-computer = Компʼютер · { $level }
shell-seat-computer-rated = Компʼютер · { $level } ≈ { $rating }
# Label of a seat's player picker, for screen readers: $seat is the seat's name.
shell-played-by = { $seat }: хто грає
# Said when a seat's player is changed: $player is shell-seat-human or shell-seat-computer.
shell-now-played-by = { $seat }: тепер грає { $player }.
# Master's time a move, in seconds (0.5 to 5): $whole seconds and $tenths tenths.
shell-seconds = { $tenths ->
    [0] { $whole } с
   *[other] { $whole },{ $tenths } с
}

## The computer thinking, hints and pausing

shell-thinking = Обдумує хід: { $seat } ({ $who })…
shell-paused = На паузі: { $seat } ({ $who }). Натисніть «{ shell-resume }».
shell-moving = Ходить: { $seat }…
shell-thinking-hint = Шукаємо підказку…
shell-hint-looking = Шукаємо добрий хід…
# $move is the move in notation.
shell-hint = Підказка: { $move }
shell-pause = Пауза
shell-resume = Продовжити

## The game screen

shell-game-started = Гру розпочато.
# The board's label for screen readers: $game is the game's name.
shell-board-label = Поле { $game }
shell-status-earlier = Ви переглядаєте попередню позицію.
shell-status-puzzle-solved = Задачу розвʼязано.
shell-status-live-waiting = Чекаємо, поки інші гравці приєднаються до кімнати.
# A click on nothing on offer dropped the selection; $status is the status line that follows.
shell-status-missed = Тут нічого не можна вибрати: вибір скасовано. { $status }
# Over the board while an earlier position is on show.
shell-viewing = Після ходу { $ply } з { $moves }.
shell-showing-ply = Позиція після ходу { $ply } з { $moves }.
# The first row of the move list, when a game starts by placing its pieces.
shell-moves-setup = Розстановка
shell-rematch = Реванш зі зміною сторін
shell-undone = Хід відмінено.
shell-redone = Хід повторено.
shell-taken-back-agreed = Ходи відмінено за згодою.
shell-took-over = Гра триває звідси; пізніші ходи відкинуто.
shell-error-earlier = Ви переглядаєте попередню позицію: перейдіть до останнього ходу або грайте звідси.
shell-other-tab-newer = В іншій вкладці є новіші ходи цієї партії; ходи з цієї вкладки не збережено.
shell-other-tab-moves = Ходи зроблено в іншій вкладці.
# $error says why, e.g. shell-error-fetching-rules.
shell-rules-failed = Не вдалося завантажити правила ({ $error }). Спробуйте ще раз, коли будете онлайн.

## Leaving a game: the question under the status line

shell-ask-leave-saved = Почати нову гру? Ця партія лишиться збереженою в розділі «{ lobby-saved-title }» на головній.
shell-ask-new-game = Нова гра
shell-ask-leave-live = Покинути онлайн-партію? Вихід означає, що ви здаєтеся, і суперник про це дізнається.
shell-ask-resign-leave = Здатися й вийти
shell-ask-stay = Залишитися

## Links, records and embedding

shell-link-copied = Посилання на цю партію скопійовано.
shell-link-send-copied = Посилання скопійовано: надішліть його супернику — він зробить хід і надішле своє.
shell-exported = Запис завантажено й скопійовано.
shell-imported = Запис відкрито.
shell-import-failed = Не вдалося відкрити запис: { $error }
shell-file-too-large = Цей файл завеликий для запису партії.
shell-embed-copied = Код для вбудовування скопійовано.
# The embed code's frame title: $game is the game's name.
shell-embed-frame-title = { $game } на gboards
# The line the embed code shows under the board on the other page.
shell-embed-ready = Поле готове
shell-embed-move = Хід { $ply }: { $move }
shell-embed-draw = Гру завершено: нічия
shell-embed-win = Гру завершено. Перемога: { $winner }
shell-embed-error = Помилка: { $error }

## The lobby: saved games and the cards' generated fields

# A saved game: $game its name, $players who plays, $moves the moves played, $state
# "finished" or "playing", $date when it was saved (YYYY-MM-DD hh:mm).
shell-saved-game = { $game } · { $players } · { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
   *[many] { $moves } ходів
} · { $state ->
    [finished] завершена
   *[other] триває
} · { $date }
shell-saved-resume = Продовжити
# The ✕ button of a saved game.
shell-saved-delete =
    .aria-label = Видалити це збереження
shell-save-unreadable = Не вдалося прочитати збереження: { $error }
shell-save-set-aside = Збережену партію не вдалося прочитати, її відкладено: { $error }
# Table Gype's First player menu: a random side.
shell-first-random = Випадково

## Play online: looking for an opponent

shell-pairing-custom = Свої
    .title = Налаштування й контроль часу з розділу «Більше налаштувань»
# The Custom choice as the panel names it: $clock is its clock (none, or like 10+5).
shell-pairing-custom-label = { $clock ->
    [none] Свої · без контролю часу
   *[other] Свої · { $clock }
}
# $game is the game's name, $choice the choice pressed (like "Blitz · 3+2").
shell-pairing-title = Гра онлайн: { $game } · { $choice }
shell-pairing-looking = Шукаємо суперника…
shell-pairing-long = Уже хвилину ніхто не приходить. Тим часом зіграти з компʼютером? Пошук зупиниться; потім можна шукати знову.
shell-pairing-unreachable = Сервер пошуку суперників недоступний ({ $error }). Спробуйте пізніше або запросіть друга посиланням.
shell-pairing-found = Суперника знайдено: починаємо гру…

## Errors

shell-error-computer-asked = Не вдалося звернутися до компʼютера: { $detail }
shell-error-computer-start = Не вдалося запустити компʼютер: { $detail }
shell-error-computer-not-asked = Не вдалося звернутися до компʼютера.
shell-error-computer-stopped = Компʼютер зупинився через помилку: { $error }
shell-error-computer-move = Не вдалося зіграти хід компʼютера «{ $move }»: { $error }
# Part of shell-rules-failed.
shell-error-fetching-rules = завантаження правил: { $detail }
shell-error-no-answer = немає відповіді
# Part of a sentence (shell-rules-failed).
shell-error-status = сервер відповів кодом { $code }
shell-error-seats-ticked = Позначте { $players ->
    [one] { $players } місце
    [few] { $players } місця
   *[many] { $players } місць
} для { $players ->
    [one] { $players } гравця
   *[other] { $players } гравців
} (позначено: { $ticked }).
# Part of a sentence: why a saved side game is not taken up.
shell-error-other-side-game = це збереження іншої побічної гри
shell-error-no-such-tile = У «Грі онлайн» немає такого варіанта.
shell-error-link-ply = номер ходу в посиланні — не число
shell-error-link-damaged = Це посилання пошкоджене: { $detail }
shell-error-link-too-large = Завелике: { $detail }
shell-error-link-game = Гра з цього посилання не відкривається: { $error }

## The engine's refusals (src/reason/): $detail is the reason in words (reason-*)
error-unknown-game = невідома гра «{ $name }» (можливі: { $expected })
error-bad-option = хибний параметр: { $detail }
error-bad-position = хибна позиція: { $detail }
error-bad-notation = хибний запис: { $detail }
error-illegal-action = недопустимий хід: { $detail }
error-game-over = гру закінчено
error-bad-link = це посилання пошкоджене: { $detail }
error-bad-record = хибний запис партії, рядок { $line }: { $detail }
error-too-large = завелике: { $detail }

## The engine's reasons (src/reason/): the detail inside an error's frame (error-*). Squares,
## cells, spots, moves and option text ($square, $cell, $spot, $point, $from, $to, $hop, $text,
## $value, $key, $item…) are notation, left as they are; $face is a Table Gype face's key
## (flame, book, sword, tree, hat, ear), $side and $row a side's (south, west, north, east),
## $colour a GIPF colour's (white, black).

# A reason about a piece of text: the text, then what is wrong with it.
reason-quoted = «{ $text }»: { $why }

## Gygès: rules, notation, position strings, options and the position editor

reason-gyges-size = розмір фігури — 1, 2 або 3, а не { $size }
reason-gyges-place-on-rank = фігури ставлять у ряд { $rank }
reason-gyges-taken = поле { $square } уже зайняте
reason-gyges-none-left = фігур розміру { $size } для розстановки більше немає
reason-gyges-still-placing = фігури ще розставляють
reason-gyges-setup-over = розстановку вже закінчено
reason-gyges-not-legal = хід { $from }-{ $to } неможливий
reason-gyges-no-piece = на { $square } немає фігури
reason-gyges-nearest-row = ходити треба фігурою з ряду { $rank } (найближчого ряду, що може ходити)
reason-gyges-off-board = поле за межами дошки
reason-gyges-path-end = шлях має закінчуватися на полі призначення ходу
reason-gyges-cannot-end = фігура з { $from } не може закінчити хід на { $to } цим шляхом
reason-gyges-cannot-land = фігура з { $from } не може стати на { $to } цим шляхом
reason-gyges-cannot-reach = фігура з { $from } не може дійти до { $to }
reason-gyges-cannot-replace = фігура з { $from } не може переставити фігуру з { $to } на { $drop }
reason-gyges-replace-off = переставляння можливе лише з розширеним правилом (replace=on)
reason-gyges-drop-not-allowed = переставлену фігуру не можна ставити на { $square }
reason-gyges-no-pass = одна з фігур може ходити, тож пропускати хід не можна
reason-gyges-placement-form = розстановка — це розмір і поле, напр. 3c1
reason-gyges-move-form = хід записують як звідки-куди, звідки-куди@поле або шляхом, напр. a5-c4-c3-S
reason-gyges-path-too-long = шлях задовгий
reason-gyges-not-a-square = «{ $text }» — не поле (a1..f6 або цілі N і S)
reason-gyges-empty-position = рядок позиції порожній
reason-gyges-six-ranks = очікувалося шість рядів через «/», починаючи з ряду 6
reason-gyges-side-to-move = після дошки має йти сторона, що ходить (S або N)
reason-gyges-rank-squares = у ряді { $rank } має бути шість полів
reason-gyges-rank-characters = ряд { $rank }: можна лише «.», «1», «2» або «3»
reason-gyges-field-twice = «{ $key }» указано двічі
reason-gyges-bad-value = хибне значення в «{ $field }»
reason-gyges-ply-past = ply={ $ply } — далі за останній напівхід, { $last }
reason-gyges-unknown-field = невідомий параметр «{ $field }» (можливі: setup, goal=, passes=, ply= або hist=)
reason-gyges-four-of-each = фігур кожного розміру лише по чотири
reason-gyges-loser-to-move = після перемоги ходить той, хто програв
reason-gyges-setup-clean = під час розстановки немає ні цілі, ні пропусків, ні напівходів, ні історії
reason-gyges-setup-ranks = під час розстановки фігури стоять лише в рядах 1 і 6
reason-gyges-setup-two-of-each = кожен гравець ставить по дві фігури кожного розміру
reason-gyges-setup-all-placed = усі фігури вже розставлено: приберіть поле «setup»
reason-gyges-setup-none-left = у сторони, що ходить, не лишилося фігур для розстановки
reason-gyges-preset-digits = setup=preset:{ $row }: ряд — це шість цифр від 1 до 3, напр. 321123
reason-gyges-preset-sizes = setup=preset:{ $row }: у кожному ряді по дві фігури кожного розміру
reason-gyges-setup-contradicts = setup={ $setup } суперечить first=
reason-gyges-unknown-setup = setup={ $setup }: очікувалося alternate, south_then_north, north_then_south або preset:<ряд> (напр. preset:321123)
reason-gyges-not-a-board-square = «{ $text }» — не поле дошки (a1..f6)
reason-gyges-rings = у фігури 1, 2 або 3 кільця, а не { $size }
# $rings is 1, 2 or 3; $count pieces of that many rings stand on the board, $most is all there are.
reason-gyges-too-many = на дошці { $count } { $rings ->
    [1] { $count ->
        [one] одинарна фігура
        [few] одинарні фігури
        [many] одинарних фігур
       *[other] одинарної фігури
    }
    [2] { $count ->
        [one] подвійна фігура
        [few] подвійні фігури
        [many] подвійних фігур
       *[other] подвійної фігури
    }
   *[3] { $count ->
        [one] потрійна фігура
        [few] потрійні фігури
        [many] потрійних фігур
       *[other] потрійної фігури
    }
}, а можна щонайбільше { $most }
reason-gyges-empty-board = дошка порожня

## Table Gype: rules, notation, position strings, options and the position editor

reason-gype-roll-first = спершу треба кинути кістку на { $cell } (напр. { $cell }=F)
reason-gype-not-next-die = наступною кидають кістку з { $next }, а не з { $cell }
# The same, for a cell off the board.
reason-gype-not-next-die-off = наступною кидають кістку з { $next }, а не з цього поля
reason-gype-ears-rerolled = грань «{ board-gype-face }» не може випасти: Вуха на старті перекидають
reason-gype-no-piece = на { $cell } немає кістки
# The same, for a cell off the board.
reason-gype-no-piece-off = на цьому полі немає кістки
reason-gype-belongs-to = кістка на { $cell } належить { $side ->
    [south] Півдню
    [west] Заходу
    [north] Півночі
   *[east] Сходу
}
reason-gype-ear = кістка на { $cell } — Вухо: вона не ходить
reason-gype-finished = кістка на { $cell } уже фінішувала: вона більше не ходить
reason-gype-dice-to-roll = ще треба кинути кістки
reason-gype-still-arranging = гравці ще розставляють свої ряди
reason-gype-over = гру закінчено
reason-gype-same-face = на { $first } і { $second } однакова грань: від обміну нічого не зміниться
reason-gype-choose-off = грані обирають лише з start=choose
reason-gype-already-shows = кістка на { $cell } уже показує грань «{ board-gype-face }»
reason-gype-no-roll = зараз жодну кістку не кидають
reason-gype-arranging = гравці розставляють свої ряди: поміняйте місцями дві кістки або підтвердьте
reason-gype-setup-over = розстановку вже закінчено
reason-gype-jumped-list = перелік перестрибнутих кісток не збігається зі шляхом ходу
reason-gype-rolls-off = у цій грі кісток не перекидають (rolls=off)
reason-gype-no-pass = пропустити хід можна лише тоді, коли іншого ходу немає
reason-gype-no-landing = ходу з { $cell } потрібне хоча б одне поле приземлення
reason-gype-landing-off-board = поле приземлення за межами дошки
# Why a die may not land on a cell, in reason-gype-cannot-land and reason-gype-hop-cannot-land.
reason-gype-landing = { $why ->
    [destination-row] ланцюжок, що дійшов до кінцевого ряду, має в ньому й лишатися
    [no-return] кістка, що покинула свій Домашній ряд, не може туди повернутися (return_home=never)
    [off-board] це поле за межами дошки
    [occupied] це поле зайняте
    [home-row] це чужий Домашній ряд
   *[chaos] поки хоч одна кістка гравця вдома, жодна його кістка не може стати за середину (chaos)
}
reason-gype-cannot-land = { board-gype-face } не може стати на { $cell }: { reason-gype-landing }
reason-gype-hat-leap = Капелюх робить один хід конем (напр. два вгору й один убік) і далі не йде
reason-gype-no-step = { board-gype-face } { $side ->
    [south] Півдня
    [west] Заходу
    [north] Півночі
   *[east] Сходу
} не ходить з { $from } на { $to }
reason-gype-loop = без перекидання ланцюжок, що вертається на старт, нічого не змінює, тож це не хід
reason-gype-not-a-jump = { $hop } — не стрибок для кістки «{ board-gype-face }» { $side ->
    [south] Півдня
    [west] Заходу
    [north] Півночі
   *[east] Сходу
} (стрибок — це два поля в одному з її напрямків)
reason-gype-over-empty = { $hop } перестрибує через { $cell }, а там порожньо
reason-gype-jump-twice = { $hop }: ланцюжок не може двічі зробити той самий стрибок
reason-gype-hop-cannot-land = { $hop }: { board-gype-face } не може стати на { $cell }: { reason-gype-landing }
reason-gype-perft-rolls = perft глибше за 1 потребує --opt rolls=off: з перекиданням кожен стрибок розгалужується на результати кісток
reason-gype-cell-face-form = очікувалося поле, «=» і літера грані, напр. e5=F
reason-gype-face-letter = грань — одна з літер F B S T H E (Полумʼя, Книжка, Меч, Дерево, Капелюх, Вухо)
reason-gype-empty-action = дія порожня
reason-gype-action-forms = очікувався хід (напр. b0-c1 або e4-e6-g6), «roll e4», «pass», кістка «e5=F», «swap b0 c0», «set b0=H» або «confirm»
reason-gype-move-form = ходу потрібні поле, звідки він іде, і хоча б одне поле приземлення
reason-gype-ambiguous = з { $from } на { $to } ведуть кілька ходів (через різні кістки): запишіть увесь шлях, напр. { $first } або { $second }
reason-gype-not-a-cell = «{ $text }» — не поле: поле — це вертикаль a..j і горизонталь 0..9, напр. e4
reason-gype-corner = «{ $text }» — не поле: кутів a0, j0, a9 і j9 на дошці немає
reason-gype-first-letter = first={ $value }: очікувалося S, W, N або E
reason-gype-first-not-seated = first={ $first }: цієї сторони немає серед місць { $seats }
reason-gype-choose-needs-setup = start=choose потребує setup=on: грані обирають під час розстановки
reason-gype-seat-letters = seats={ $value }: використовуйте літери S, W, N і E, напр. seats=SWN
reason-gype-seat-twice = seats={ $value }: одну сторону названо двічі
reason-gype-seat-count = seats={ $value }: потрібно від 2 до 4 місць
reason-gype-too-short = рядок «{ $text }» закороткий: очікувалося «<місця> <хто ходить> <кістки> [ключ=значення ...]», напр. «SN S SFe4,NBe5»
reason-gype-field-twice = параметр «{ $key }» указано двічі
reason-gype-roll-or-opening = укажіть або roll=, або opening=, але не обидва
reason-gype-ply-number = ply={ $value }: очікувалося ціле число
reason-gype-unknown-field = невідомий параметр «{ $key }» (можливі: setup, roll, opening, block, ply)
reason-gype-turn-order = місця «{ $seats }» не в порядку ходу (S W N E, кожен наступний ліворуч), напр. SWN
reason-gype-not-a-seat = «{ $text }» — не одне з місць { $seats }
reason-gype-piece-form = кістка «{ $item }»: очікувалися місце, грань і поле, напр. SFe4
# $error is an error in words (error-*).
reason-gype-piece = кістка «{ $item }»: { $error }
reason-gype-piece-face = кістка «{ $item }»: грань — одна з літер F B S T H E
reason-gype-two-pieces = дві кістки на { $cell }
reason-gype-foreign-row = кістка «{ $item }»: кістка { $side ->
    [south] Півдня
    [west] Заходу
    [north] Півночі
   *[east] Сходу
} не може стояти в ряді { $row ->
    [south] Півдня
    [west] Заходу
    [north] Півночі
   *[east] Сходу
}
reason-gype-more-than-eight = у { $side ->
    [south] Півдня
    [west] Заходу
    [north] Півночі
   *[east] Сходу
} понад 8 кісток
# $key is roll or opening; $error is an error in words (error-*).
reason-gype-pending-cell = { $key }=: { $error }
reason-gype-no-die-to-roll = { $key }=: на { $cell } немає кістки, щоб її кинути
reason-gype-setup-list = setup={ $value }: перелічіть місця, що ще розставляють ряди, починаючи з того, хто ходить
reason-gype-setup-order = setup={ $value }: очікувалися місця в порядку ходу від того, хто ходить ({ $expected } на місці { $place })
reason-gype-block-empty = block=: порожній елемент
reason-gype-block-form = block={ $value }: очікувалися елементи на зразок N2
reason-gype-roll-needs-rolls = кістки, що чекають кидка (roll=), потребують rolls=on
reason-gype-setup-pending = під час розстановки чекати кидка можуть лише початкові кістки (opening=)
reason-gype-opening-ply = початкові кістки кидають до гри: ply має бути 0
reason-gype-arranging-row = { $side ->
    [south] Південь
    [west] Захід
    [north] Північ
   *[east] Схід
} ще розставляє свій ряд, тож усі кістки цієї сторони мають стояти в ньому
reason-gype-setup-ply = розстановка йде перед грою: ply має бути 0
reason-gype-ply-past = ply={ $ply } — далі за max_plies={ $most }
reason-gype-two-seats = місця «{ $seats }»: потрібно щонайменше два
reason-gype-too-many-dice = у { $side ->
    [south] Півдня
    [west] Заходу
    [north] Півночі
   *[east] Сходу
} { $count } { $count ->
    [one] кістка
    [few] кістки
    [many] кісток
   *[other] кістки
}, а можна щонайбільше { $most }
reason-gype-no-dice = у { $side ->
    [south] Півдня
    [west] Заходу
    [north] Півночі
   *[east] Сходу
} немає кісток

## GIPF: rules, notation, position strings, options and the position editor ($potential is a
## potential's name: TAMSK, ZÈRTZ, DVONN, PÜNCT, YINSH)

reason-gipf-no-announced = хід потенціалом не оголошено
reason-gipf-extra-first = спершу зробіть додатковий хід TAMSK або відмовтеся від нього
reason-gipf-no-extra = додаткового ходу TAMSK зараз немає
reason-gipf-rows-first = спершу треба зняти ряди
reason-gipf-move-made = цього разу ви вже походили
reason-gipf-not-your-potential = це не ваш хід потенціалом
reason-gipf-reserve-short = у запасі замало фішок
reason-gipf-first-gipf = першою має бути фішка GIPF
reason-gipf-no-more-gipf = фішки GIPF більше вводити не можна
reason-gipf-no-more-potential = потенціали { $potential } більше вводити не можна
reason-gipf-none-in-hand = потенціалів { $potential } в руці не лишилося
reason-gipf-not-brought-in = цю фішку вводити не можна
reason-gipf-not-edge = { $spot } — не точка на краю ігрової зони
reason-gipf-occupied = точка { $spot } зайнята
reason-gipf-no-entry = такого входу немає
reason-gipf-line-full = ця лінія заповнена
reason-gipf-first-empty = перша точка порожня: це введення фішки, а не поштовх
reason-gipf-no-row = немає ряду, щоб зняти
reason-gipf-not-a-row = ці фішки не є одним рядом із продовженням (фішки GIPF і заряджені фішки можна залишити)
reason-gipf-no-row-to-keep = такого ряду, щоб залишити, немає
reason-gipf-only-gipf-row = залишити можна лише ряд, що складається з самих фішок GIPF
# What a challenged potential move waits for: $step is answer, starter, result or throw.
reason-gipf-challenged = хід потенціалом оскаржено: спершу { $step ->
    [answer] оскаржте оголошений хід потенціалом або дозвольте його
    [starter] виберіть, хто починає побічну гру (first=W або first=B)
    [result] укажіть результат побічної гри (win, tie або loss)
   *[throw] покажіть камінь, ножиці чи папір
}
reason-gipf-not-a-point = «{ $text }» — не точка (a1..i5, малими літерами)
reason-gipf-empty-move = порожній хід
reason-gipf-kept-row-form = ряд, що лишається, записують =<кінцева точка>-<кінцева точка>, напр. =b2-e5
reason-gipf-move-start = хід починається з точки або з G, T, Z, D, P чи Y — того, що вводять
reason-gipf-stay-on-dot = фішка не може лишитися на крапці: запишіть крапку й точку, напр. a1-b2
reason-gipf-not-a-dot = { $point } — не крапка: хід починається з однієї з 24 крапок
reason-gipf-push-ends-on-dot = { $point } — крапка: поштовх закінчується на точці
reason-gipf-occupied-write-push = точка { $spot } зайнята: поштовх записують як крапка-кінцева точка, напр. a1-f5
reason-gipf-push-ends-on = цей поштовх закінчується на { $end }, а не на { $given }
reason-gipf-just-place = точка { $spot } порожня: хід — це просто { $spot }
reason-gipf-not-on-line = { $spot } не лежить на лінії від { $dot }
reason-gipf-several-removals = можна зняти по-різному: перелічіть фішки, напр. xc2,d3,e4,f5
reason-gipf-sealed-throw = прихований знак не видно: запишіть rock, paper або scissors
reason-gipf-not-one-line = ці дві точки не лежать на одній лінії
reason-gipf-not-row-set = тут немає такого набору рядів, щоб зняти
reason-gipf-long-option = { $key }={ $value }: довше за будь-який параметр GIPF
reason-gipf-challenges-value = challenges={ $value }: off, on (= { $default }) або число 0..15
reason-gipf-challenges-need-potentials = для викликів потрібні потенціали (potentials=...)
reason-gipf-potential-letters = potentials={ $value }: використовуйте літери t z d p y, кожну з кількістю
reason-gipf-potential-count = potentials={ $value }: кожній літері потрібна кількість, напр. t6
reason-gipf-potential-twice = potentials={ $value }: «{ $letter }» указано двічі: запишіть кожен тип один раз із кількістю
reason-gipf-six-of-one = potentials={ $value }: потенціалів одного типу щонайбільше 6
reason-gipf-fifteen-per-player = potentials={ $value }: потенціалів на гравця щонайбільше 15
reason-gipf-stack-colour = кожна частина стосу починається зі свого кольору, w або b, напр. (b+wd)
reason-gipf-stack-potentials = потенціали в стосі записують wd, bd, wp або bp
reason-gipf-stack-mixed = у стосі потенціали DVONN або PÜNCT, але не обидва
reason-gipf-stack-alternate = кольори в стосі чергуються
reason-gipf-stack-height = { $most ->
    [one] у стосі щонайбільше { $most } потенціал
    [few] у стосі щонайбільше { $most } потенціали
   *[other] у стосі щонайбільше { $most } потенціалів
}
reason-gipf-stack-empty = стосу потрібен хоча б один потенціал на основі, напр. (b+wd)
reason-gipf-stack-base = основа — w або b, заряджена потенціалом того самого типу, що й стос (wD, bP)
reason-gipf-stack-top = стос записують під кольором його верхнього потенціалу
reason-gipf-taken-over = захоплена фішка GIPF — це одна проста фішка під одним потенціалом PÜNCT
reason-gipf-stack-close = стосу бракує закривної «)»
reason-gipf-prefix = невідомий префікс фішки «{ $letter }» (можливі: G, T, Z, D, P, Y або t, z, d, p, y)
reason-gipf-point-like = «{ $text }» — не точка на зразок e5
reason-gipf-piece-on-dot = { $point } — крапка: фішки стоять лише на точках
# $what is the counter: reserves, captured or challenges (the position string's fields).
reason-gipf-count = { $what ->
    [reserves] запас
    [captured] взяті фішки (captured)
   *[challenges] виклики (challenges)
}: «{ $text }» — не ціле число до 255
reason-gipf-pair = { $what ->
    [reserves] запас
    [captured] взяті фішки (captured)
   *[challenges] виклики (challenges)
} записують як 12/12, а не «{ $text }»
reason-gipf-position-form = очікувалося «W:<точки> B:<точки> <запаси> <W|B> [ключ=значення...]», напр. «W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard»
reason-gipf-unknown-version = невідома версія «{ $value }» (basic, standard, tournament, ultimate)
reason-gipf-word-prefix = слово { $word } має починатися з «{ $prefix }»
reason-gipf-listed-twice = { $point } указано двічі
reason-gipf-side-to-move = сторона, що ходить, — W або B, а не «{ $text }»
reason-gipf-hand-form = hand записують як t3/t3
reason-gipf-intro-form = intro={ $value }: дві літери з F, G, L, P
# $key is a field of the position string: moved, extra or extra_first.
reason-gipf-yes-no = { $key } — yes або no
reason-gipf-kept-line = kept: «{ $text }» — не лінія, названа своїми кінцевими крапками, напр. a1-i5
reason-gipf-extra-next = extra_next — W або B
reason-gipf-turn-number = turn «{ $text }» — не ціле число
reason-gipf-result-form = result — W, B або draw
reason-gipf-extra-needs-tamsk = extra=yes потребує стосу TAMSK гравця, що ходить, на e5
reason-gipf-extra-first-moved = extra_first=yes: звичайний хід ще попереду, тож не разом із moved=yes
reason-gipf-finished-challenge = у закінченій грі не може бути виклику, що чекає
# $colour is W or B (notation); $version the version's name (basic, standard, tournament, ultimate).
reason-gipf-too-many-owned = { $colour }: { $reserve } у запасі та { $captured } взятих суперником — це більше, ніж { $total } фішок версії { $version }
reason-gipf-turn-past = turn={ $turn } — далі за max_plies={ $most }
reason-gipf-challenge-form = challenge={ $value }: запишіть <хід>,<етап>, напр. Zd4>g5,announced
# $error is an error in words (error-*).
reason-gipf-challenge-move = виклик: { $error }
reason-gipf-challenge-not-potential = виклик: «{ $text }» — не хід потенціалом
reason-gipf-challenge-stage = етап виклику «{ $text }»: announced, challenged, W, B або W:rock
reason-gipf-no-challenge-left = виклик: у суперника не лишилося викликів
reason-gipf-hidden-throw = виклик: «{ $text }» — не rock, paper чи scissors (прихований знак прочитати не можна)
reason-gipf-throws-need-rps = виклик: знаки показують лише з side_game=rps
reason-gipf-not-a-board-spot = «{ $text }» — не точка поля (b2..h8 усередині крапок)
reason-gipf-editor-pieces = редактор ставить прості фішки, фішки GIPF, заряджені фішки й використані потенціали
reason-gipf-too-many-pieces = у { $colour ->
    [white] Білих
   *[black] Чорних
} { $count } { $count ->
    [one] фішка
    [few] фішки
    [many] фішок
   *[other] фішки
}, а можна щонайбільше { $most }

## Settings: option lists, clocks, computer levels and players

reason-setting-not-key-value = «{ $item }» не має вигляду ключ=значення
reason-setting-not-pair = «{ $item }» — не ключ=значення
reason-setting-unknown-field = невідомий параметр «{ $key }»
# $choices lists the values there are (notation).
reason-setting-choice = { $key }={ $value }: очікувалося одне з: { $choices }
reason-setting-number = { $key }={ $value }: очікувалося ціле число від { $min } до { $max }
reason-setting-unknown-option = невідомий параметр «{ $key }»
reason-setting-clock = годинник { $text }: none або хвилини+секунди, напр. 3+2
reason-setting-level = рівень «{ $text }»: очікувалося easy, medium, hard, expert, master, greedy або random
reason-setting-players-for-seats = { $players ->
    [one] названо { $players } гравця
   *[other] названо { $players } гравців
} на { $seats } { $seats ->
    [one] місце
    [few] місця
   *[other] місць
}
reason-setting-player-words = «players» потребує від одного до чотирьох слів (human або рівень компʼютера)

## Records, matches and links

reason-record-header = очікувалося «{ $expected }», а знайдено «{ $found }»
reason-record-empty = запис партії порожній
reason-record-end-form = очікувалося «end resigned <місце>», «end time <місце>», «end abandoned <місце>» або «end agreed»
reason-record-after-end = після рядка «end» нічого не може бути
reason-record-game-first = рядок «game» має стояти перед ходами
reason-record-comment-end = коментар закінчується «{ "}" }» у тому самому рядку
reason-record-long-comment = коментар довший за { $most } { $most ->
    [one] символ
    [few] символи
   *[other] символів
}
reason-record-side-line-start = побічна лінія «(» має йти після ходу, який вона замінює
reason-record-side-line-close = «)» не закриває жодної побічної лінії
reason-record-empty-side-line = у побічній лінії немає ходу
reason-record-unclosed = побічну лінію «(» так і не закрито «)»
reason-record-game-name = «game» потребує назви
reason-record-seed = seed «{ $text }» — не ціле число
reason-record-no-game = у записі не названо гри
reason-record-no-seed = у записі немає рядка «seed»
# $game and $expected are games' names as records write them (gyges, gype, gipf).
reason-record-other-game = це запис гри { $game }, а не { $expected }
reason-record-cannot-end = ця гра не може так закінчитися
reason-record-chance-acts = зараз діє випадок, а не гравець
reason-record-not-a-clock = це не збережений годинник
# A shared link's data (error-bad-link, shell-error-link-damaged).
reason-record-cut-short = воно обрізане
reason-record-before-start = у ньому відсилання до місця перед початком даних
reason-record-unpacked = воно розгортається в завеликий текст
reason-record-character = у ньому є символ, якого там бути не може
reason-record-too-long = воно задовге
reason-record-not-text = це не текст

## Limits: more than the engine reads, keeps or searches (error-too-large)

reason-limit-record-bytes = запис партії обсягом { $bytes } { $bytes ->
    [one] байт
    [few] байти
   *[other] байтів
} (найдовший можливий — { $most })
reason-limit-link-bytes = { $bytes } { $bytes ->
    [one] байт
    [few] байти
   *[other] байтів
} тексту: посилання вміщує щонайбільше { $most }
reason-limit-nests-deeper = побічні лінії вкладені глибше, ніж на { $most } { $most ->
    [one] рівень
    [few] рівні
   *[other] рівнів
}
reason-limit-nest-at-most = побічні лінії можна вкладати щонайбільше на { $most } { $most ->
    [one] рівень
    [few] рівні
   *[other] рівнів
}
reason-limit-comment-characters = у коментарі щонайбільше { $most } { $most ->
    [one] символ
    [few] символи
   *[other] символів
}
reason-limit-actions = понад { $most } { $most ->
    [one] дію
    [few] дії
   *[other] дій
}
reason-limit-puzzle-search = задача потребує довшого пошуку, ніж дозволяє рушій
reason-limit-perft-depth = глибина perft { $depth }: найбільша — { $most }
reason-limit-perft-leaves = perft { $depth } звідси дає понад { $most } { $most ->
    [one] листок
    [few] листки
   *[other] листків
}; виберіть меншу глибину

## Puzzles, the puzzle streak and lessons

reason-study-fields = задача: очікувалося 6 або 7 полів через табуляцію, а знайдено { $found }
reason-study-moves = задача: «{ $text }» — не кількість ходів від 1 до { $most }
reason-study-difficulty = задача: складність «{ $text }» — не ціле число
reason-study-goal = задача: мета «{ $text }» — не win і не capture=K (K від 1 до { $most })
# $game is the game's name as records write it (gyges, gype, gipf).
reason-study-no-captures = задача: у { $game } не беруть фігур, тож мети за матеріалом бути не може
reason-study-nobody-to-move = задача: ніхто не ходить
reason-study-other-side-turn = зараз хід іншої сторони
reason-study-streak-pair = серія задач: «{ $item }» — не ключ=значення
reason-study-streak-count = серія задач: «{ $text }» — не кількість
reason-study-streak-field = серія задач: невідомий параметр «{ $key }»
reason-study-streak-fields = серія задач: потрібні всі три параметри — streak, best і solved
reason-study-streak-sums = серія задач: лічильники не сходяться
reason-study-nobody-to-act = у позиції кроку ніхто не ходить
# Said to a player whose answer to a lesson step is refused.
reason-study-no-action = Спершу зробіть хід.
reason-study-answer-too-long = { $most ->
    [one] Відповідь має щонайбільше { $most } дію.
    [few] Відповідь має щонайбільше { $most } дії.
   *[other] Відповідь має щонайбільше { $most } дій.
}
reason-study-after-turn = «{ $text }» іде вже після закінчення вашого ходу.
reason-study-demonstration = Цей крок — показ: просто дивіться.
# A lesson file that does not read, or a request for a step it does not have. $error is the
# rules' error in words (error-*), or the file's own words for a line that is not the format.
reason-lesson-file = файл уроків, рядок { $line }: { $error }
reason-lesson-no-step = в уроці { $lesson } немає кроку { $step }

## The analysis board and the position editor

reason-analysis-no-move = в цьому аналізі немає ходу { $id }
reason-analysis-delete-start = початок аналізу видалити не можна
# $error is an error in words (error-*).
reason-analysis-line-move = хід { $number } лінії, «{ $text }»: { $error }
reason-analysis-comment-after = коментар після ходу { $after } у лінії з { $moves } { $moves ->
    [one] ходу
   *[other] ходів
}
reason-analysis-side-line-for = побічна лінія для ходу { $number } у лінії з { $moves } { $moves ->
    [one] ходу
   *[other] ходів
}
reason-analysis-already-over = у цій позиції гру вже закінчено
reason-analysis-not-in-palette = «{ $code }» — такої фігури в палітрі немає

## Live play: proposals

reason-live-no-draw = у цій грі нічиєї за згодою немає
reason-live-no-move-of-theirs = немає їхнього ходу, щоб його скасувати
reason-live-rematch-after = реванш можна запропонувати, коли гру закінчено
reason-live-nothing-to-take-back = скасовувати нічого

## The game screens (src/screens/, src/render/, src/input/): status lines, announcements for
## screen readers, buttons the screens make, canvas labels. Seat names ($who, $seat, $player,
## $other, $colour) come translated (seat-name) unless a note says otherwise; $move, $square,
## $cell, $spot and $path are notation.

## Every game

board-viewing = Це попередня позиція: перейдіть до останнього ходу або грайте далі звідси.
board-played = Зіграно { $move }.
board-position = Позиція: { $position }
# Between the seats' names in the list of saved games: "South v North".
board-versus = {" "}–{" "}
# Gygès and Table Gype: $who is a side (South...).
board-passes = { $who } пасує.

## Gygès

# $size is 1, 2 or 3: how many rings the piece has.
board-gyges-places = { $who } ставить { $size ->
    [1] одинарну
    [2] подвійну
   *[other] потрійну
} фігуру на { $square }.
board-gyges-plays = { $who } ходить { $move }.
board-gyges-setup = { $seat } ставить фігуру: виберіть розмір у лотку, потім поле ряду { $row }.
board-gyges-drop = { $seat }: натисніть на порожнє поле, щоб поставити зміщену фігуру.
# A bounce chain being entered: $path is its squares so far ("c1→c3"), $left the steps still to go
# from its last square; $options says what the next click can do.
board-gyges-chain = { $seat }: { $path }, ще { $left } { $left ->
    [one] крок
    [few] кроки
    [many] кроків
   *[other] кроку
}: { $options ->
    [end] натисніть на крапку, щоб завершити
    [bounce] натисніть на обведену фігуру, щоб відскочити
    [replace] натисніть на останню фігуру, щоб переставити її
    [end-bounce] натисніть на крапку, щоб завершити, або на обведену фігуру, щоб відскочити
    [end-replace] натисніть на крапку, щоб завершити, або на останню фігуру, щоб переставити її
    [bounce-replace] натисніть на обведену фігуру, щоб відскочити, або на останню фігуру, щоб переставити її
    [end-bounce-replace] натисніть на крапку, щоб завершити, на обведену фігуру, щоб відскочити, або на останню фігуру, щоб переставити її
   *[none] натисніть на поле
}; Backspace — крок назад.
board-gyges-to-move = { $seat } ходить з ряду { $row }.
board-gyges-must-pass = { $seat } не має ходу й мусить пасувати.
# Said as the keyboard cursor moves: the square and what stands on it.
board-gyges-square = { $square }: { $contents ->
    [empty] порожньо
    [single] одинарна
    [double] подвійна
    [triple] потрійна
   *[goal] мета
}
# The description of the position: each row lists its pieces, "single on c1, triple on f1".
board-gyges-ring-on = { $size ->
    [single] одинарна
    [double] подвійна
   *[triple] потрійна
} на { $square }
board-gyges-row = Ряд { $row }: { $rings }.
board-gyges-empty = Поле порожнє.
board-gyges-pick-tray = Спершу виберіть фігуру в лотку.
board-gyges-nearest-row = Ходити можна лише фігурами з найближчого до вас ряду.

## Table Gype

# A die's face; the messages below get it as $face.
board-gype-face = { $face ->
    [flame] Полумʼя
    [book] Книжка
    [sword] Меч
    [tree] Дерево
    [hat] Капелюх
   *[ear] Вухо
}
# In place of a face's name, should a die have none.
board-gype-die = кістка
board-gype-moves = { $who } ходить: { $face } { $move }.
# $rolls lists the dice the move rolled and what they show (board-gype-shows, joined by commas).
board-gype-moves-rolling = { $who } ходить: { $face } { $move }; { $rolls }.
board-gype-rolls = { $who } кидає { $cell }: { $rolls }.
board-gype-shows = { $cell }: { $face }
board-gype-die-shows = Кістка { $cell }: { $face }.
board-gype-swaps = { $who } міняє місцями { $first } і { $second }.
board-gype-turns = { $who } повертає { $cell } гранню «{ $face }» догори.
board-gype-arranged = { $who } завершує розстановку свого ряду.
board-gype-shuffles = { $who } перемішує свій ряд.
board-gype-set-up = { $who } розставляє кістки: натисніть на кістку, щоб вибрати її грань, перетягніть одну на іншу, щоб поміняти їх місцями, потім підтвердьте.
board-gype-arrange = { $who } розставляє свій ряд: натисніть на дві кістки (або перетягніть одну на іншу), щоб поміняти їх місцями, потім підтвердьте.
board-gype-pick-one = { $who }: на { $cell } закінчується кілька ходів. Виберіть один.
board-gype-chain = { $who }: поки що { $count } { $count ->
    [one] стрибок
    [few] стрибки
    [many] стрибків
   *[other] стрибка
} з { $cell }. Натисніть на поле в кільці, щоб стрибнути далі, або ще раз на останнє приземлення («Готово», Enter), щоб зупинитися.
# A die is selected: $state is "stuck" (it cannot move), "hat" (a Hat: it leaps) or "other";
# $rolls is "yes" when the die may be rolled instead.
board-gype-selected = { $who }: { $state ->
    [stuck] { $face } на { $cell } не може ходити
    [hat] { $face } на { $cell }: ромби — перескоки
   *[other] { $face } на { $cell }: крапки — кроки, кільця — стрибки
}{ $rolls ->
    [yes] ; або киньте її (R).
   *[no] .
}
board-gype-must-pass = { $who } не може ходити й мусить пасувати.
board-gype-to-play-roll = { $who } ходить: виберіть кістку, щоб піти нею або кинути її.
board-gype-to-play = { $who } ходить: виберіть кістку для ходу.
# Said as the keyboard picks a face in the face picker.
board-gype-face-cursor = Грань: { $face }
# Said as the keyboard goes through the moves that end on the same cell; $move is notation.
board-gype-choice = Варіант { $number } з { $count }: { $move }
board-gype-cell-die = { $cell }: { $face } ({ $seat })
board-gype-cell-empty = { $cell }: порожньо
board-gype-randomize = Перемішати
board-gype-confirm = Підтвердити ряд ({ $who })
board-gype-done = Готово
board-gype-roll-a-die = Кинути кістку
board-gype-roll = Кинути { $cell }
board-gype-blocked = { $seat } не пускають до кінцевого ряду: { $count } з { $limit } ходів; ще { $left } { $left ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
} — і { $seat } перемагає.
# A line of the final standings.
board-gype-standing = { $rank }. { $seat }: удома { $home } з 8 кісток, до мети ще { $distance } { $distance ->
    [one] ряд
    [few] ряди
    [many] рядів
   *[other] ряду
}
# Drawn on the board: a panel that offers the moves ending on the same cell.
board-gype-which = Кілька ходів закінчуються на { $cell }: який?
# A row of that panel: $cells are the dice the move rolls (may be none).
board-gype-route = { $number }. { $hops } { $hops ->
    [one] перехід
    [few] переходи
    [many] переходів
   *[other] переходу
}, перекидає { $cells }
# Drawn along the cloth's edges: public-domain lines of G. K. Chesterton, with their source.
# Shrunk to fit the edge if longer.
board-gype-quote-south = «Дорога хитка, дорога крива, що петляє довкола графства»  — Г. К. Честертон, «Англійська дорога», 1914
board-gype-quote-west = «Поети не божеволіють; божеволіють шахісти.»  — Г. К. Честертон, «Ортодоксія», 1908
board-gype-quote-north = «Пригода — це лише незручність, яку правильно сприйняли.»  — Г. К. Честертон, «Як бігти за капелюхом», 1908
board-gype-quote-east = «Ангели вміють літати, бо ставляться до себе легко.»  — Г. К. Честертон, «Ортодоксія», 1908
# Refusal of a click on another side's die: $seat is the side's English name in lower case.
board-gype-not-yours = Ця кістка належить { $seat ->
    [south] Півдню
    [west] Заходу
    [north] Півночі
   *[east] Сходу
}.

## GIPF: the seats are White and Black (plural in some languages)

board-gipf-dot-first = Спершу виберіть крапку на краю поля.
# The piece to bring in, in the three messages after it; $potential is a potential's name.
board-gipf-piece = { $kind ->
    [gipf] фішку GIPF
    [loaded] фішку, заряджену потенціалом { $potential }
    [tamsk] потенціал TAMSK
   *[basic] фішку
}
board-gipf-push-in = { $who }: натисніть на стрілку або її поле, щоб заштовхнути { board-gipf-piece }.
board-gipf-to-move-loaded = { $who } ходять: натисніть на крапку, щоб увести { board-gipf-piece }, або на заряджену фішку, щоб використати її потенціал.
board-gipf-to-move = { $who } ходять: натисніть на крапку, щоб увести { board-gipf-piece }.
board-gipf-potential-target = { $who }: натисніть, куди піде потенціал { $potential } з { $spot }.
# The same, should the piece carry no potential.
board-gipf-the-potential-target = { $who }: натисніть, куди піде потенціал з { $spot }.
board-gipf-extra-accepted = { $who } роблять додатковий хід TAMSK: натисніть на крапку, потім на стрілку, щоб заштовхнути потенціал.
board-gipf-extra-offered = { $who } можуть зробити додатковий хід TAMSK: «Прийняти» (або натисніть на крапку), щоб заштовхнути потенціал, чи «Відмовитися».
board-gipf-rows = { $who } мусять зняти { $count } { $count ->
    [one] ряд
    [few] ряди
    [many] рядів
   *[other] ряду
}: натисніть на ряд, який зняти першим.
board-gipf-remove-row = { $who } знімають обведений ряд: натисніть «Підтвердити» (або Enter).
board-gipf-keep-or-take = { $who } знімають обведений ряд: натисніть на фішки GIPF чи заряджені фішки, щоб залишити або забрати їх, потім «Підтвердити».
board-gipf-declines = { $who } відмовляються від додаткового ходу.
board-gipf-plays = { $who } грають { $move }.
board-gipf-confirm-keep = Підтвердити: залишити ряд
board-gipf-confirm-remove = Підтвердити: зняти ряд
board-gipf-accept = Прийняти додатковий хід
board-gipf-accepted = Прийнято: виберіть крапку
board-gipf-decline = Відмовитися від додаткового ходу
board-gipf-accepts = { $seat } приймають додатковий хід: виберіть крапку, потім напрямок.
# Said as the keyboard cursor moves: the spot and what stands on it. $colour is "white" or
# "black"; $potential is a potential's name.
board-gipf-spot = { $spot }: { $kind ->
    [basic] { $colour ->
        [white] біла
       *[black] чорна
    } фішка
    [gipf] { $colour ->
        [white] біла
       *[black] чорна
    } фішка GIPF
    [loaded] { $colour ->
        [white] біла
       *[black] чорна
    } фішка, заряджена потенціалом { $potential }
    [used] { $colour ->
        [white] білий
       *[black] чорний
    } використаний потенціал { $potential }
    [stack] стос використаних потенціалів ({ $colour ->
        [white] білі
       *[black] чорні
    })
   *[punct] { $colour ->
        [white] біла
       *[black] чорна
    } фішка GIPF, захоплена PÜNCT
}
board-gipf-spot-empty = { $spot }: порожньо
# Drawn at the top right of the board, beside the toggle "a1"; shrunk if longer.
board-gipf-coordinates = Координати
# Drawn in the trays beside the name of the player to act; shrunk if longer.
board-gipf-tray-to-move = ходять
board-gipf-tray-removes = знімають ряд
board-gipf-tray-extra = додатковий хід?
board-gipf-tray-reserve = запас { $count }
board-gipf-tray-captured = взято { $count }

## GIPF challenges (combining games): a potential move may be challenged and a side game decides

board-gipf-announced = { $player } оголошують { $move } ({ $potential }): { $other } можуть оскаржити цей хід чи дозволити його.
board-gipf-challenged = { $other } оскаржують { $move }: { $player } вирішують, хто починає побічну гру.
board-gipf-side-throws = Побічна гра за { $move }: знак обирають { $seat } (інший гравець відвертається).
board-gipf-side-report = Побічна гра за { $move }: укажіть, чим вона закінчилася ({ $player }).
# Buttons for the steps of a challenge.
board-gipf-challenge = Оскаржити хід
board-gipf-allow = Дозволити хід
board-gipf-side-starts = Побічну гру починають { $seat }
board-gipf-side-result = { $player } { $result ->
    [win] виграли
    [loss] програли
   *[tie] звели внічию
} побічну гру
board-gipf-throw = { $hand ->
    [rock] Камінь
    [paper] Папір
   *[scissors] Ножиці
}
# Said when a step is played: $step is one of the buttons above.
board-gipf-step = { $seat }: { $step }.
board-gipf-thrown = { $seat } зробили вибір.
board-gipf-side-settled = { $player } { $result ->
    [loss] програли побічну гру: хід скасовано, а потенціал вибуває з гри.
    [win] виграли побічну гру: хід зроблено.
   *[tie] звели побічну гру внічию: хід зроблено.
}

## A side game (Gygès or Table Gype) played on the GIPF board: $colour is a GIPF colour, $seat a
## side of the side game, $game the side game's name

board-side-status = Побічна гра: { $status }
# The header drawn above the side board, line by line (each shrunk to fit).
board-side-title = Побічна гра в { $game }: на кону хід { $move } ({ $player })
board-side-plays-first = { $colour } грають за { $seat } і починають
board-side-plays = { $colour } грають за { $seat }
board-side-stake = { $player } зберігають хід у разі перемоги чи нічиєї; якщо виграють { $other }, потенціал { $potential } втрачено.
# The header in one go, for screen readers.
board-side-introduction = { $title }. { $first }, { $second }. { $stake }
board-side-won = { $colour } ({ $seat }) виграють побічну гру в { $game }.
board-side-drawn = Побічна гра в { $game } закінчилася внічию.
board-side-gives-up-said = { $seat } здаються в побічній грі.
board-side-pass = Пас (побічна гра)
board-side-undo = Відмінити хід
board-side-give-up = { $seat } здаються
board-side-taken-back = Хід побічної гри відмінено.
# $error says why, in words.
board-side-unreadable = Збережену побічну гру не вдалося прочитати, тож її відкладено ({ $error }); вона почнеться знову.

## The analysis panel (src/bin/analysis/panel.rs): $seat is a seat's name (seat-name)

analysis-panel =
    .aria-label = Аналіз
analysis-lines =
    .aria-label = Найкращі варіанти
analysis-moves =
    .aria-label = Ходи аналізу: ← і → гортають їх
analysis-first =
    .title = На початок (Home)
    .aria-label = Початкова позиція
analysis-previous =
    .title = Попередній хід (←)
    .aria-label = Попередній хід
analysis-next =
    .title = Наступний хід (→)
    .aria-label = Наступний хід
analysis-last =
    .title = Кінець варіанта (End)
    .aria-label = Кінець варіанта
analysis-promote = Підняти
    .title = Підняти цей побічний варіант на одне місце вище
analysis-make-main = Зробити головним
analysis-delete = Видалити звідси
analysis-comment-text =
    .placeholder = Коментар до цієї позиції
    .aria-label = Коментар до цієї позиції
analysis-comment = Коментувати
# The search runs: the button stops it.
analysis-stop = Зупинити аналіз
# The search is stopped: the button starts it again.
analysis-analyse = Аналізувати
analysis-continue = Грати звідси
    .title = Продовжити гру з цієї позиції
analysis-export = Експорт
    .title = Показати й скопіювати запис із побічними варіантами
analysis-import = Імпорт
analysis-open = Відкрити цей запис
analysis-share = Поділитися посиланням
analysis-edit = Змінити позицію
    .title = Розставити позицію на основі цієї
analysis-review = Розбір
    .title = Розібрати кожен хід партії
analysis-close = Закрити
    .title = Назад до партії
analysis-record =
    .aria-label = Запис аналізу
analysis-loading = Завантаження аналізу…
# $reason is the browser's or the computer's own words (English).
analysis-stopped = Аналіз зупинився: { $reason }
analysis-unanalysable = Цю позицію неможливо проаналізувати: { $reason }
# A seat without a name, by its number.
analysis-seat = Місце { $seat }
# The evaluation of a decided position, in moves of the player to act.
analysis-win-in = виграш за { $moves } { $moves ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
}
analysis-loss-in = програш за { $moves } { $moves ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
}
# $eval is a score such as "+1.25", or analysis-win-in / analysis-loss-in.
analysis-eval = { $seat }: { $eval }
# $positions is the number of positions searched.
analysis-depth = Глибина { $depth }, { $positions } { $positions ->
    [one] позиція
    [few] позиції
    [many] позицій
   *[other] позиції
}
analysis-depth-final = Глибина { $depth } (остаточно), { $positions } { $positions ->
    [one] позиція
    [few] позиції
    [many] позицій
   *[other] позиції
}
# Said to screen readers. $chance is a percentage; $line the moves in notation.
analysis-say-depth = Глибина { $depth }. { $seat }: { $eval }, шанс на перемогу { $chance }%. Найкращий варіант: { $line }.
# Table Gype's search plays games out to their end with the dice drawn: each seat's win chance.
analysis-chance = { $seat } { $chance }%
analysis-playouts = { $playouts } { $playouts ->
    [one] розіграш
    [few] розіграші
    [many] розіграшів
   *[other] розіграшу
}; варіанти з випадковими кидками
analysis-playouts-final = { $playouts } { $playouts ->
    [one] розіграш
    [few] розіграші
    [many] розіграшів
   *[other] розіграшу
} (остаточно); варіанти з випадковими кидками
analysis-playouts-unfinished = { $playouts } { $playouts ->
    [one] розіграш
    [few] розіграші
    [many] розіграшів
   *[other] розіграшу
}, незавершених: { $unfinished }; варіанти з випадковими кидками
analysis-playouts-unfinished-final = { $playouts } { $playouts ->
    [one] розіграш
    [few] розіграші
    [many] розіграшів
   *[other] розіграшу
}, незавершених: { $unfinished } (остаточно); варіанти з випадковими кидками
# $chances is a list of analysis-chance, joined by commas.
analysis-say-chances = Шанси на перемогу після { $playouts } { $playouts ->
    [one] розіграшу
   *[other] розіграшів
}: { $chances }.
analysis-say-chances-best = Шанси на перемогу після { $playouts } { $playouts ->
    [one] розіграшу
   *[other] розіграшів
}: { $chances }. Найкраща дія: { $action }, шанс на перемогу { $chance }%.
analysis-play-line = Зіграти варіант до цього ходу
# The move list's first entry: the position before any move.
analysis-start = Початок
analysis-exported = Запис із побічними варіантами й коментарями — нижче, його скопійовано.
analysis-link-copied = Посилання на цей аналіз скопійовано.

## The analysis's refusals (src/bin/analysis/session.rs, search.rs): $reason is the engine's words (English)

analysis-no-game = Немає відкритої партії для аналізу.
analysis-record-unopenable = Цей запис не відкривається для аналізу: { $reason }
analysis-link-unopenable = Аналіз із цього посилання не відкривається: { $reason }
# $action is a move in notation.
analysis-unplayable = «{ $action }» тут зіграти не можна: { $reason }
analysis-already-main = Цей хід уже в головному варіанті.
analysis-too-long = Цей аналіз задовгий для посилання: { $reason }
# Follows analysis-stopped's "The analysis stopped:"; $error is the browser's words (English).
analysis-worker-unreadable = фоновий процес компʼютера надіслав незрозумілі дані ({ $error })

## The game review (src/bin/analysis/review.rs): $class is inaccuracy, mistake or blunder

analysis-review-progress =
    .aria-label = Перебіг розбору
analysis-review-stop = Зупинити розбір
analysis-learn = Вчитися на своїх помилках
analysis-lesson-answer = Показати відповідь
analysis-lesson-next = Наступна помилка
analysis-review-stopped = Розбір зупинено.
# $answer is a move in notation.
analysis-answer = Відповідь: { $answer }.
analysis-reviewing = Розбираємо партію…
analysis-review-failed = Розбір зупинився: { $reason }
analysis-unreviewable = Цю партію неможливо розібрати: { $reason }
analysis-review-move = Розбір: хід { $done } з { $total }…
analysis-reviewed = Розібрано { $moves } { $moves ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
}: неточностей — { $inaccuracies }, помилок — { $mistakes }, грубих помилок — { $blunders }.
# The same review, kept on this device from before.
analysis-reviewed-saved = Розібрано { $moves } { $moves ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
}: неточностей — { $inaccuracies }, помилок — { $mistakes }, грубих помилок — { $blunders }. (збережено з партією)
# After a move of the list of mistakes: $loss is the win chance lost, in percent; $better a move in notation.
analysis-mistake = { $class ->
    [inaccuracy] неточність
    [mistake] помилка
   *[blunder] груба помилка
} (втрачено { $loss }%)
analysis-mistake-better = { $class ->
    [inaccuracy] неточність
    [mistake] помилка
   *[blunder] груба помилка
} (втрачено { $loss }%, краще { $better })
# The evaluation graph's label.
analysis-graph = Оцінка впродовж партії, { $moves } { $moves ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
}: натисніть, щоб перейти до ходу
# A marked move's title in the move list.
analysis-class = { $class ->
    [inaccuracy] неточність
    [mistake] помилка
   *[blunder] груба помилка
}
analysis-last-mistake = Це була остання з ваших помилок.
# $played is the move of the game, in notation; $ply its number.
analysis-lesson = Помилка { $number } з { $count }: хід { $ply }, { $played } — { $class ->
    [inaccuracy] неточність
    [mistake] помилка
   *[blunder] груба помилка
}. Знайдіть кращий хід.
analysis-lesson-same = { $played } — це хід із партії, { $class ->
    [inaccuracy] неточність
    [mistake] помилка
   *[blunder] груба помилка
}. Спробуйте інший.
analysis-lesson-right = Так: { $played } — добрий хід. Наступна помилка?
analysis-lesson-wrong = { $played } не кращий. Спробуйте ще.

## The position editor (src/bin/analysis/setup.rs, editor.rs): $place is a place in notation

analysis-editor-panel =
    .aria-label = Редактор позиції
analysis-editor-title = Розставити позицію
analysis-editor-help = Виберіть фігуру й натисніть на точку поля, щоб поставити її туди; натисніть ще раз або скористайтеся гумкою, щоб прибрати. На полі стрілки рухають курсор, Enter ставить фігуру, а Delete прибирає її.
# Label of the menu of the seat to move.
analysis-editor-to-move = Ходить
analysis-editor-clear = Очистити
    .title = Прибрати всі фігури з поля
analysis-editor-start = Початкова позиція
    .title = Початок гри
analysis-editor-analyse = Аналізувати цю позицію
analysis-editor-players =
    .aria-label = Хто грає звідси
analysis-editor-players-device = Гравці на цьому пристрої
analysis-editor-players-easy = Проти компʼютера · Легкий
analysis-editor-players-medium = Проти компʼютера · Середній
analysis-editor-players-hard = Проти компʼютера · Складний
analysis-editor-play = Грати звідси
analysis-editor-share = Поділитися посиланням
analysis-editor-close = Закрити
analysis-editor-link =
    .aria-label = Посилання на цю позицію
analysis-editor-link-copied = Посилання на цю позицію скопійовано.
analysis-editor-undrawable = Поле показує останню розстановку, яку гра може намалювати.
analysis-editor-ok = Цю позицію можна аналізувати й грати.
analysis-editor-eraser = Гумка
# The label of a group of the palette.
analysis-editor-group = { $group ->
    [piece] Фігура
    [seat] Гравець
    [face] Грань
    [colour] Колір
   *[kind] Вид
}
# Gygès: a piece of the palette by its number of rings.
analysis-editor-gyges-piece = { $size } ({ $size ->
    [1] одинарна
    [2] подвійна
   *[other] потрійна
})
# What stands on a place, for the board's keyboard cursor.
analysis-editor-at-empty = { $place }: порожньо
analysis-editor-at-gyges = { $place }: { $size ->
    [1] одинарна фігура
    [2] подвійна фігура
   *[other] потрійна фігура
}
# Table Gype: a face of a die.
analysis-face = { $face ->
    [flame] Полумʼя
    [book] Книжка
    [sword] Меч
    [tree] Дерево
    [hat] Капелюх
   *[ear] Вухо
}
analysis-editor-at-gype = { $place }: кістка { $side ->
    [south] Півдня
    [west] Заходу
    [north] Півночі
   *[east] Сходу
}, грань { $face ->
    [flame] Полумʼя
    [book] Книжка
    [sword] Меч
    [tree] Дерево
    [hat] Капелюх
   *[ear] Вухо
}
# Table Gype: the turns a seat's blocked dice have waited.
analysis-editor-block-counter = { $side ->
    [south] Лічильник блокування Півдня
    [west] Лічильник блокування Заходу
    [north] Лічильник блокування Півночі
   *[east] Лічильник блокування Сходу
}
# GIPF: the palette's kinds of piece; $potential is a potential's name (TAMSK, ZÈRTZ, DVONN, PÜNCT, YINSH).
analysis-editor-gipf-basic = Проста фішка
analysis-editor-gipf-piece = Фішка GIPF
analysis-editor-gipf-loaded = { $potential } (заряджений)
analysis-editor-gipf-used = { $potential } (використаний)
analysis-editor-at-gipf = { $place }: { $colour ->
    [white] біла
   *[black] чорна
} { $kind ->
    [basic] фішка
    [gipf] фішка GIPF
   *[stack] стопка
}
analysis-editor-at-gipf-loaded = { $place }: { $colour ->
    [white] біла
   *[black] чорна
} фішка з потенціалом { $potential }
analysis-editor-at-gipf-used = { $place }: { $colour ->
    [white] біла
   *[black] чорна
} фішка з використаним потенціалом { $potential }
analysis-editor-reserve = { $colour ->
    [white] Запас Білих
   *[black] Запас Чорних
}
analysis-editor-captured = { $colour ->
    [white] Захопили Білі
   *[black] Захопили Чорні
}
analysis-editor-no-seat = Такого гравця немає.
analysis-editor-bad-count = Кількість — ціле число від 0 до 255.
analysis-editor-too-long = Ця позиція задовга для посилання: { $reason }
analysis-editor-unshareable = Поділитися можна лише позицією без проблем.
analysis-editor-unopenable = Ця позиція не відкривається в редакторі: { $reason }
analysis-editor-none = Зараз жодна позиція не розставляється.

## Live play (src/bin/live/): $seat and $seats are seat numbers as people count (1, 2…);
## $who is a seat as this player says it: live-you, live-your-friend, live-seat or a player's own name

live-you = Ви
live-your-friend = Ваш друг
live-seat = Місце { $seat }

## Live play: the connection indicator

live-state-connecting = Онлайн: підключення…
live-state-waiting = Онлайн: чекаємо на вашого друга
live-state-connected = Онлайн: зʼєднано
live-state-disconnected = Онлайн: ваш друг відʼєднався
live-state-unreachable = Онлайн: сервер сигналізації недоступний
live-state-reconnecting = Онлайн: звʼязок втрачено, перепідключення…
live-state-watching = Онлайн: ви глядач
# The host's lobby of a game of more than two seats.
live-state-all-seated = Онлайн: усі місця зайняті
live-state-gathering = Онлайн: чекаємо на гравців

## Live play: notes about the connection and the room

live-joining = Приєднуємося до онлайн-гри…
# $why is live-bad-room, the engine's reason (error-*, live-refusal-*) or pairing's (live-pairing-error-*).
live-could-not-start = Не вдалося почати онлайн-гру: { $why }
# A reason in live-could-not-start.
live-bad-room = ідентифікатор кімнати має від 16 до 64 літер і цифр
live-server-closed = Сервер сигналізації закрив зʼєднання.
# $error is live-socket-not-opened or live-socket-cut.
live-server-unreachable = Сервер сигналізації недоступний ({ $error }).
live-socket-not-opened = не вдалося відкрити зʼєднання
live-socket-cut = зʼєднання обірвалося
live-server-ended = Зʼєднання із сервером сигналізації перервалося.
# $why is live-server-closed, live-server-unreachable or live-server-ended. "Share link" is the button play-share.
live-play-by-link = { $why } Грайте натомість за посиланням: кнопка «Поділитися» надсилає всю партію.
live-time-out = { $who }: час вичерпано, а пристрій перестав відповідати.
live-unknown-command = Не виконано: сторінка надіслала команду, якої ця версія не знає.
live-busy = Не виконано: зʼєднання було зайняте; спробуйте ще раз.
# $why is the rules' reason or live play's (live-refusal-*).
live-not-done = Не виконано: { $why }.
# $why is live play's reason (live-refusal-*), the rules' or live-not-text.
live-refused = Повідомлення з іншого пристрою відхилено: { $why }
live-not-text = повідомлення не є текстом
live-seat-left = Гравець із місця { $seat } вийшов із кімнати.
# $why is live-unrated-*.
live-not-rated = Цю партію не зараховано до рейтингу: { $why }.
# Why live play refused a message or an action: $detail is live-garbage-*, live-commit-* or
# live-unrated-*; seats count from 1.
live-refusal-too-large = повідомлення на { $bytes } { $bytes ->
    [one] байт
    [few] байти
   *[other] байтів
} задовге (щонайбільше { $most })
live-refusal-garbage = повідомлення, що не має сенсу: { $detail }
live-refusal-version = інша сторона говорить версією { $theirs } протоколу гри онлайн, а ця — версією { $ours }
live-refusal-wrong-seat = хід за місце { $seat }, коли ходить місце { $turn }
live-refusal-wrong-seat-none = хід чи місце за місце { $seat }, якого в нього бути не може
live-refusal-stale = хід зроблено після { $got } { $got ->
    [one] дії
   *[other] дій
}, а в грі їх { $expected }
live-refusal-hash = після ходу { $move } позиції різняться
live-refusal-not-seated = хід до початку гри
live-refusal-unknown-seat = повідомлення з пристрою, що не сказав, за яке місце грає
live-refusal-bad-commit = чесний кидок кісток не вдався: { $detail }
live-refusal-bad-token = заява на місце { $seat } без його жетона: це місце лишається за його гравцем
# $what is draw, takeback or rematch.
live-refusal-too-soon = після відмови { $what ->
    [draw] нічию
    [takeback] скасування ходу
   *[rematch] реванш
} можна знову запропонувати через { $actions } { $actions ->
    [one] хід
    [few] ходи
   *[other] ходів
}
live-refusal-not-rated = ця гра не рейтингова: { $detail }
live-refusal-bad-ticket = гравець прийшов у гру без місця з жеребкування

## Live play: what makes no sense in a message from another device, or in this player's own
## action (the $detail of live-refusal-garbage). $line is the protocol's own text, as it came
## (notation); $choice a hidden choice as a move writes it; $what is draw, takeback or rematch.

live-garbage-line = «{ $line }»: { $why }
# $most is the most characters a name may have.
live-garbage-name = імʼя має від 1 до { $most } { $most ->
    [one] символу
    [few] символів
    [many] символів
   *[other] символу
} і жодного керівного символу
live-garbage-saved-without-record = збережена гра онлайн без запису партії
live-garbage-saved-without-seat = збережена гра онлайн без місця гравця
live-garbage-clock-from-guest = контроль часу від пристрою, що не є господарем
live-garbage-everyone-here = усі гравці на місці
live-garbage-abandon-from-guest = скасування початку від пристрою, що не є господарем, або вже після відкриття гри
live-garbage-start-by-guest = гру на понад два місця починає лише її господар
live-garbage-starting-already = гра вже починається
live-garbage-seat-not-filled = місце { $seat } ще не зайняте
live-garbage-no-choice-due = прихований вибір, коли його ніхто не чекає
live-garbage-not-a-choice = «{ $choice }» тут обрати не можна
live-garbage-no-offer-standing = відповідь на пропозицію { $what ->
    [draw] нічиєї
    [takeback] скасування ходу
   *[rematch] реваншу
}, якої немає
live-garbage-no-offer-to-answer = немає пропозиції, на яку можна відповісти
# $claimed and $measured are milliseconds.
live-garbage-claimed-time = хід заявляє { $claimed } мс на роздуми, а його черга тут триває { $measured } мс
live-garbage-choice-as-move = прихований вибір передають спершу таємно, потім відкрито, але ніколи як хід
live-garbage-before-draw = повідомлення гри до жеребкування місць

## Live play: what is wrong with a line of the protocol ($why in live-garbage-line). Seat, sync
## and place are the messages that carry a game's record; abandon is the host's word that a
## start is called off.

live-decode-extra-lines = більше одного рядка буває лише в повідомленні з місцем, синхронізацією чи розсадкою
live-decode-control-characters = керівні символи
live-decode-seat-number = хибний номер місця
live-decode-ply-number = хибний номер ходу
live-decode-round-number = хибний номер раунду
live-decode-unknown-proposal = невідома пропозиція
live-decode-no-record = повідомлення з місцем, синхронізацією чи розсадкою містить запис партії
live-decode-version-number = хибна версія
live-decode-commitment-hex = зобовʼязання — це 64 шістнадцяткові цифри
live-decode-secret-hex = секрет — це 32 шістнадцяткові цифри
live-decode-link-hex = ланка жетона — це 64 шістнадцяткові цифри
live-decode-position-hash = хибний відбиток позиції
live-decode-no-action = немає дії
live-decode-time-spent = хибний витрачений час
live-decode-time-control = хибний контроль часу
live-decode-hidden-choice = прихований вибір — це одне слово до 16 символів
live-decode-abandon-fields = скасування називає місце й раунд
live-decode-chat-too-long = задовгий рядок чату
live-decode-rating-numbers = заява про рейтинг має два або три числа
live-decode-rating-implausible = заява про рейтинг із неймовірним числом
live-decode-unknown-kind = невідомий вид повідомлення

## Live play: why the fair-dice exchange failed (the $detail of live-refusal-bad-commit): each
## player commits to a secret, then shows it; a hidden choice (rock, paper, scissors) likewise

live-commit-second = друге, інше зобовʼязання
live-commit-secret-first = секрет розкрито раніше за його зобовʼязання
live-commit-secret-mismatch = секрет не відповідає своєму зобовʼязанню
live-commit-seat-outside = зобовʼязання за місце { $seat } у грі на { $seats } { $seats ->
    [one] місце
    [few] місця
    [many] місць
   *[other] місця
}
live-commit-chosen-already = прихований вибір тут уже зроблено
live-commit-second-choice = друге, інше зобовʼязання щодо прихованого вибору
live-commit-choice-first = вибір показано раніше за його зобовʼязання
live-commit-choice-mismatch = показаний вибір не відповідає своєму зобовʼязанню
live-commit-secret-from-outsider = секрет від пристрою поза обміном
live-commit-from-outsider = зобовʼязання від пристрою поза обміном
live-commit-after-start = зобовʼязання після початку гри
live-commit-unasked = зобовʼязання, якого господар не просив
live-commit-seated-early = місце надано раніше, ніж погодили зерно гри
live-commit-other-seed = зерно гри не те, що погодили
live-commit-no-round = зобовʼязання поза обміном
live-commit-after-open = зобовʼязання чи секрет після початку гри

## Live play: why a game is not rated (live-not-rated, live-refusal-not-rated); $game is a game's name

live-unrated-no-game = немає гри
live-unrated-watching = до рейтингу зараховують лише партії гравців
live-unrated-goes-on = гра ще триває
live-unrated-no-pool = немає рейтингу для гри { $game } з { $seats } { $seats ->
    [one] гравцем
    [few] гравцями
    [many] гравцями
   *[other] гравця
}
live-unrated-no-claim = гравець із місця { $seat } не заявив свого рейтингу

## Live play: notes beside the game. Seats count from 1; "Start" is the button live-start.

# $claimed, $measured and $charged are times (live-seconds).
live-note-time-charged = Хід місця { $seat } заявив { $claimed } на роздуми, але його черга тут тривала { $measured }: зараховано { $charged }.
# A time to the tenth of a second: $seconds whole seconds and $tenths tenths.
live-seconds = { $seconds },{ $tenths } с
live-note-caught-up = Наздогнали інший пристрій ({ $added } { $added ->
    [one] нова дія
    [few] нові дії
    [many] нових дій
   *[other] нової дії
}).
live-note-resynchronised = Записи різнилися: тепер ця гра йде за записом господаря.
live-note-watching = Усі місця зайняті: ви дивитеся цю гру.
live-note-start-called-off = Гравець із місця { $seat } вийшов, поки гра починалася: початок скасовано. Натисніть «Почати» знову, щойно місце займуть.
live-note-start-called-off-by-host = Гравець із місця { $seat } вийшов, поки гра починалася: початок скасовано, доки місце знову не займуть.
live-note-host-left = Господар вийшов до початку гри: чекаємо, доки він повернеться й знову роздасть місця.
live-note-starting = Починаємо: кожен гравець таємно обирає секрет для кидків кісток…
# $what is draw, takeback or rematch; $waiting lists the seats that have not answered ($count of them).
live-note-accepted = Місце { $seat } приймає { $what ->
    [draw] нічию
    [takeback] скасування ходу
   *[rematch] реванш
}; чекаємо на { $count ->
    [one] місце
   *[other] місця
} { $waiting }.
# What the other player chose in secret: $noun is hand (rock, paper or scissors).
live-note-chosen = { $noun ->
   *[hand] Ваш друг уже зробив свій вибір.
}

## Live play: the room's link, its QR code, a stale link

# $link is the room's address.
live-invite = Надішліть це посилання другові: { $link } — гра почнеться, щойно його відкриють.
live-invite-copied = Надішліть це посилання другові (скопійовано): { $link } — гра почнеться, щойно його відкриють.
# $invite is live-invite or live-invite-copied; the QR code follows.
live-invite-scan = { $invite } Або нехай відсканують цей код:
live-qr = QR-код посилання на кімнату
live-nobody-hosts = У цій кімнаті немає господаря: посилання могло застаріти, або господар пішов.
live-nohost-back = Назад до вибору гри

## Live play: the host's lobby of seats (a game of more than two)

live-lobby-wait = У вас місце { $seat } з { $seats }: гра почнеться, коли господар натисне «Почати».
# One line per seat: this player's own, a free one, or one a friend has taken.
live-lobby-seat = Місце { $seat }: { $who ->
    [you] ви
    [free] вільне
   *[friend] друг
}
live-lobby-count = Гравців: { $filled } з { $seats }.
live-start = Почати

## Live play: who plays ($name is a player's own name or live-seat; $rating a number such as 1523 or 1500?)

# $players is a list of live-player and live-player-rated, separated by commas.
live-playing = Грають: { $players }
live-player = { $name } (місце { $seat })
live-player-rated = { $name } (місце { $seat }, рейтинг { $rating })

## Live play: the buttons, and offers ($who made the offer)

live-rematch = Реванш онлайн
live-resign = Здатися
live-resign-confirm = Точно здатися?
live-offer-draw = Запропонувати нічию
live-takeback = Повернути хід
live-accept = Прийняти
live-decline = Відхилити
live-asks-draw = { $who } пропонує нічию.
live-asks-draw-all = { $who } пропонує нічию: потрібна згода кожного з інших гравців.
live-asks-takeback = { $who } просить повернути свій останній хід.
live-asks-takeback-all = { $who } просить повернути свій останній хід і відповіді на нього: потрібна згода кожного з інших гравців.
live-asks-rematch = { $who } пропонує реванш зі зміною сторін.
live-asks-rematch-all = { $who } пропонує реванш, кожен пересідає на місце далі: потрібна згода кожного з інших гравців.
live-declined-draw = { $who } відхиляє нічию.
live-declined-takeback = { $who } відхиляє прохання повернути хід.
live-declined-takeback-all = { $who } відхиляє прохання повернути хід і відповіді на нього.
live-declined-rematch = { $who } відхиляє реванш зі зміною сторін.
live-declined-rematch-all = { $who } відхиляє реванш із пересадкою на місце далі.
live-withdrawn-draw = { $who } знову на звʼязку: пропозицію нічиєї знято. Попросіть ще раз, якщо досі цього хочете.
live-withdrawn-takeback = { $who } знову на звʼязку: прохання повернути хід знято. Попросіть ще раз, якщо досі цього хочете.
live-withdrawn-rematch = { $who } знову на звʼязку: пропозицію реваншу знято. Попросіть ще раз, якщо досі цього хочете.
# $seconds is a number of seconds.
live-away = Вашого друга немає вже { $seconds } с.
live-claim = Зарахувати перемогу
live-keep-waiting = Чекати далі

## Live play: rock, paper, scissors (who begins a side game)

live-hands-others = Гравці обирають: камінь, ножиці чи папір.
live-hands-choose = Камінь, ножиці, папір: зробіть вибір (його не видно, доки обидва не оберуть).
# A hand's button.
live-hand = { $hand ->
    [rock] Камінь
    [paper] Папір
   *[scissors] Ножиці
}
live-hand-chosen = Ви обрали { $hand ->
    [rock] камінь
    [paper] папір
    [scissors] ножиці
   *[other] { $hand }
}: чекаємо на вибір друга.

## Live play: the chat and the player's name

# A line of the chat: $who said $text.
live-chat-line = { $who }: { $text }
live-chat-placeholder = Чат
live-chat-label = Чат із другом
live-chat-send = Надіслати
live-chat-mute = Вимкнути чат
# Canned phrases: each player sees them in their own language.
live-phrase-good-luck = Успіхів!
live-phrase-good-game = Гарна гра!
live-phrase-thanks = Дякую!
live-name-placeholder = Ваше імʼя
live-name-label = Ваше імʼя, яке бачать інші гравці
live-name-save = Зберегти імʼя
# $max is the most characters a name may have.
live-name-length = Імʼя — від 1 до { $max } символів.
live-name-saved = Інші бачать вас як { $name }.

## Live play: quick pairing, why the search goes on

# A reason in the page's sentence "The pairing server cannot be reached (…)".
live-pairing-closed = він закрив зʼєднання
live-pairing-ended = зʼєднання перервалося
live-pairing-left = Знайдений суперник пішов до початку гри: шукаємо знову…
live-pairing-silent = Знайдений суперник не відповів: шукаємо знову…
live-pairing-unopened = Цю партію не вдалося відкрити: шукаємо знову…
live-pairing-wrong-seat = Надане місце не те, що випало в жеребкуванні (місце { $seat }): шукаємо знову…
live-pairing-player-left = Гравець пішов, поки гра починалася: шукаємо знову…
live-pairing-no-start = Гра зі знайденим суперником не почалася: шукаємо знову…
# $why is live-pairing-error-*.
live-pairing-again = Шукаємо знову: { $why }.

## Live play: why pairing cannot go on ($why of live-pairing-again, live-could-not-start).
## $text and $value are text as they came (clipped); $game is a game's name.

# $why is live-pairing-error-not-at-start, live-pairing-error-too-many-seats or the engine's reason (error-*).
live-pairing-error-game = для цієї партії не можна шукати суперника: { $why }
live-pairing-error-not-a-room = «{ $text }» — не кімната пошуку суперника
live-pairing-error-other-version = сторінка іншого гравця говорить версією { $theirs } протоколу гри онлайн, а ця — версією { $ours }: комусь із вас варто перезавантажити сторінку, щоб мати найновішу версію
# A field of a pairing room's id.
live-pairing-error-bad-field = кімната пошуку з хибним полем «{ $field ->
    [version] версія
    [game] гра
    [seats] місця
    [clock] годинник
    [options] параметри
    [rating-band] рейтинговий діапазон
   *[salt] сіль
}»: «{ $value }»
# $what is one of the four below, live-pairing-error-not-at-start, live-pairing-error-too-many-seats or the engine's reason.
live-pairing-error-mismatch = знайдений суперник відкрив не ту гру, що обрано ({ $what })
live-pairing-error-seats = { $game } на { $seats } { $seats ->
    [one] гравця
    [few] гравців
    [many] гравців
   *[other] гравця
}
# $clock is a time control such as 3+2.
live-pairing-error-clock = годинник { $clock }
live-pairing-error-untimed = без годинника
# $options are the options as a record writes them.
live-pairing-error-options = параметри «{ $options }»
live-pairing-error-not-at-start = гра з пошуку починається з початкової позиції
live-pairing-error-too-many-seats = забагато місць
# $why is live-refusal-*.
live-pairing-error-refused = знайдений суперник надіслав повідомлення, яке відхилено: { $why }
live-pairing-error-left = гравець вийшов, поки розігрували місця

## The profile module (src/bin/profile/): the profile panel, the rating lines of the banner
## after a rated game, the charts, import and export, the damaged-profile notices

profile-title = Профіль
profile-close = Закрити профіль
# The banner after a game that could not be rated; $reason is a sentence without its final full stop.
profile-not-rated = Партію не зараховано до рейтингу. { $reason }.
profile-aside-discarded = Пошкоджений профіль видалено.
profile-name-saved = Збережено: ваше імʼя — { $name }.
profile-imported = Імпортовано профіль: { $name }.
profile-file-unreadable = Не вдалося прочитати цей файл. Ваш профіль не змінено.
# Why a profile kept aside was not used, when it can be read after all (shown as $reason in profile-aside).
profile-aside-reads-now = тепер він читається; експортуйте його звідси й імпортуйте, щоб ним користуватися
profile-save-refused = Не вдалося ні прочитати збережений профіль, ні відкласти його (сховище цього браузера переповнене або вимкнене); нічого не змінено.
profile-save-failed = Не вдалося зберегти профіль: сховище цього браузера переповнене або вимкнене.
profile-name-save-failed = Не вдалося зберегти імʼя: сховище цього браузера переповнене або вимкнене.
profile-no-game-id = рейтинговій партії потрібен ідентифікатор
# The name of the rating in the banner's line, $label of profile-rating-change.
profile-rating = Рейтинг
# $line is the banner's rating line (profile-rating-change); $reason says why, in the engine's words.
profile-rated-anew = { $line }. Не вдалося прочитати ваш збережений профіль ({ $reason }); його відкладено, а натомість почато новий: див. «Профіль».
profile-import-refused = Цей файл не імпортовано ({ $reason }). Ваш профіль не змінено.
profile-import-too-large = Цей файл не імпортовано: профіль займає щонайбільше { $size } КБ. Ваш профіль не змінено.
# The name of a new profile, until the player chooses one.
profile-newcomer = Гравець
# A rating ("1437", "25.0"); $provisional is yes while few games stand behind it.
profile-rating-value = { $provisional ->
    [yes] { $rating } (попередній)
   *[no] { $rating }
}
# A change of rating: $label is the rating's name (profile-rating), $after a profile-rating-value.
profile-rating-change = { $label } { $before } → { $after }

## The profile panel: the rating pools of each game

profile-pool-computer = Проти компʼютера
profile-pool-puzzles = Задачі
# Live games between two people, by the clock: $class is blitz, rapid, classical or untimed.
profile-pool-live = Онлайн, { $class ->
    [blitz] бліц
    [rapid] рапід
    [classical] класика
   *[untimed] без контролю часу
}
# Live games at a table of $count (3 or 4).
profile-pool-table = Онлайн, { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
   *[many] { $count } гравців
}
# A stored profile that could not be read; followed by the buttons profile-aside-download and profile-aside-discard.
profile-aside = Не вдалося прочитати профіль, збережений на цьому пристрої ({ $reason }). Його відкладено й не використовується.
profile-aside-download = Завантажити
profile-aside-discard = Видалити
profile-name = Імʼя
profile-name-save = Зберегти імʼя
profile-name-about = Це ж імʼя бачать інші гравці в онлайн-партіях.
profile-none-yet = Поки що немає рейтингових партій і задач.
# A pool's line: $pool its name, $rating a profile-rating-value (in bold), $count the games played in it.
profile-pool-games-line = { $pool }: { $rating } · { $count ->
    [one] { $count } партія
    [few] { $count } партії
   *[many] { $count } партій
}
profile-pool-puzzles-line = { $pool }: { $rating } · { $count ->
    [one] { $count } задача
    [few] { $count } задачі
   *[many] { $count } задач
}
profile-counts = Рейтингових партій: { $games } · Задачі: розвʼязано { $solved }, не розвʼязано { $failed }
# A chart's description for screen readers: $lines lists each pool's name in lower case and its rating.
profile-chart-label = Історія рейтингу в { $game }: { $lines }
# The chart's axes.
profile-chart-rating = Рейтинг
profile-chart-games = Партії в цій категорії
profile-export = Експорт
profile-import = Імпорт
profile-export-about = Експорт завантажує ваш профіль у файл, щоб зберегти його чи імпортувати на іншому пристрої. Імпорт замінює профіль на цьому пристрої профілем із файлу.

## The profile: why a rating, a game to rate or a profile file is refused.

profile-reason-implausible = неймовірне значення { $field ->
    [rating] рейтингу
    [deviation] відхилення
    [volatility] мінливості
   *[uncertainty] невизначеності
}: { $value }
profile-reason-no-pool = немає рейтингу для гри { $game } з { $seats } { $seats ->
    [one] гравцем
    [few] гравцями
    [many] гравцями
   *[other] гравця
}
profile-reason-seats = рейтинг за столом рахують для 2–4 гравців, а не для { $found }
profile-reason-ranks = потрібне одне підсумкове місце на гравця, кожне від 1 до кількості гравців
profile-reason-no-such-seat = гравець { $index } не є одним із { $seats } { $seats ->
    [one] гравця
    [few] гравців
    [many] гравців
   *[other] гравця
}
profile-reason-wrong-system = категорія рейтингу { $pool } приймає рейтинг іншого виду
profile-reason-wrong-pool = категорія рейтингу { $pool } не для такого результату
profile-reason-name = імʼя має від 1 до { $most } { $most ->
    [one] символу
    [few] символів
    [many] символів
   *[other] символу
} і жодного керівного символу
profile-reason-garbled = гру для рейтингу не вдається прочитати: { $detail }
profile-reason-garble-no-such-pool = немає такої категорії рейтингу
profile-reason-garble-no-seat = немає місця
profile-reason-garble-no-ranks = немає підсумкових місць
profile-reason-garble-rank-number = підсумкове місце — це число
profile-reason-garble-no-claims = немає заяв про рейтинг
profile-reason-garble-extra-parts = більше ніж чотири частини
profile-reason-garble-per-seat = потрібні одне підсумкове місце й одна заява про рейтинг на кожне місце, зокрема цього пристрою
profile-reason-garble-claim-numbers = заява про рейтинг складається з чисел
profile-reason-garble-claim-count = заява про рейтинг має два або три числа
profile-reason-too-large = файл профілю має щонайбільше { $most } { $most ->
    [one] байт
    [few] байти
    [many] байтів
   *[other] байта
}; цей має { $bytes }
profile-reason-not-text = файл профілю — це текст UTF-8
profile-reason-line = профіль, рядок { $line }: { $detail }
profile-reason-no-name = у профілі немає рядка з імʼям
profile-reason-header = профіль починається з «gboards-profile 1»
profile-reason-version = версії «{ $version }» формату профілю цей застосунок не читає (він читає версію 1)
profile-reason-unknown-item = невідомий запис «{ $item }»
profile-reason-fields = очікувалося { $expected } { $expected ->
    [one] поле
    [few] поля
    [many] полів
   *[other] поля
}, знайдено { $found }
profile-reason-number = «{ $text }» — не число
profile-reason-unknown-pool = невідома категорія рейтингу «{ $key }»
profile-reason-unknown-game = невідома гра «{ $name }»
profile-reason-again = уже сказано в попередньому рядку
profile-reason-history-full = понад { $most } { $most ->
    [one] точку
    [few] точки
    [many] точок
   *[other] точки
} для однієї категорії рейтингу
profile-reason-history-order = номер партії в точці має бути більшим, ніж у попередній
profile-reason-no-rating = точки для категорії рейтингу без рядка рейтингу

## The rules pane (www/rules/<game>.html): each element's text, markup included where it is
## marked data-l10n-html, and the diagrams' ARIA labels.

### Gygès (www/rules/gyges.html)

rulebook-gyges-goal-title = Мета гри
rulebook-gyges-goal = Першим доведіть фігуру до мети на боці суперника. Південь грає вгору, до мети N, Північ — униз, до мети S.
rulebook-gyges-rings-title = Фігури нічиї
rulebook-gyges-rings = Фігур дванадцять: чотири одинарні (з одним кільцем), чотири подвійні й чотири потрійні. Кожен гравець ставить шість із них, по одній і по черзі, у свій перший ряд. Далі фігури вже нічиї: можна ходити будь-якою фігурою свого <em>ігрового ряду</em> — найближчого до вас ряду, де є фігури.
rulebook-gyges-moving-title = Хід
rulebook-gyges-moving = Фігура проходить рівно стільки полів, скільки в неї кілець: одне, два або три. Вона йде прямо або повертає між полями, але ніколи не по діагоналі, і за один хід не може двічі пройти тим самим відрізком між двома полями. Поля, через які вона проходить, мають бути порожні.
rulebook-gyges-move-diagram =
    .aria-label = Подвійна фігура може дійти до пʼяти полів
rulebook-gyges-bouncing-title = Відскок
rulebook-gyges-bouncing = Якщо на останньому полі шляху стоїть фігура, ваша фігура стає на неї й одразу проходить новий шлях — на стільки полів, скільки кілець у тієї фігури: стали на потрійну — йдете ще на три. Відскоки можуть іти ланцюжком знову й знову. У застосунку клацніть фігуру, на яку стали, щоб продовжити; наступні можливі поля підсвітяться.
rulebook-gyges-bounce-diagram =
    .aria-label = Одинарна фігура відскакує від потрійної й проходить ще три поля
rulebook-gyges-winning-title = Перемога
rulebook-gyges-winning = Фігура з найдальшого від вас ряду може ступити в мету за ним, але лише останнім кроком шляху. Це перемога. У власну мету ходити не можна ніколи.
rulebook-gyges-blocked-title = Заблоковані ряди, пропуск ходу й нічия
rulebook-gyges-blocked = Якщо жодна фігура вашого найближчого ряду не може піти, грайте з наступного ряду, де є фігури. Якщо ходити зовсім нічим, ви пропускаєте хід; два пропуски поспіль — нічия. У виборі гри можна також зробити нічиєю триразове повторення позиції.
rulebook-gyges-advanced-title = Розширене правило (налаштування)
rulebook-gyges-advanced = Коли шлях закінчується на фігурі, можна не відскакувати, а <em>переставити</em> її: ваша фігура лишається там, а фігуру, на яку ви стали, ви ставите на будь-яке порожнє поле, крім полів за ігровим рядом суперника. У застосунку клацніть цю фігуру ще раз, потім — поле, куди її поставити.

### Table Gype (www/rules/gype.html)

rulebook-gype-goal-title = Мета гри
rulebook-gype-goal = Кожен гравець має вісім кісток у Домашньому ряді на краю полотна. Переведіть усі вісім у протилежний Домашній ряд. Хто зробить це першим, той і переміг.
rulebook-gype-faces-title = Кістка — це її грань
rulebook-gype-faces = Верхня грань кістки визначає, як вона ходить. Напрямки — з боку її власника: «уперед» означає до його кінцевого ряду.
rulebook-gype-flame = <b>Полумʼя</b>: один крок у будь-якому з восьми напрямків.
rulebook-gype-book = <b>Книжка</b>: один крок по прямій (уперед, назад або вбік).
rulebook-gype-sword = <b>Меч</b>: один крок по діагоналі.
rulebook-gype-tree = <b>Дерево</b>: уперед, уперед по діагоналі або прямо назад.
rulebook-gype-hat = <b>Капелюх</b>: хід конем; ніщо його не зупиняє.
rulebook-gype-ear = <b>Вухо</b>: не ходить зовсім.
rulebook-gype-jumping-title = Стрибки й ланцюжки
rulebook-gype-jumping = Замість кроку кістка може перестрибнути через сусідню кістку (будь-чию) в одному зі своїх напрямків на вільну клітинку одразу за нею. Після стрибка можна стрибати ще й ще, аби не повторювати того самого стрибка; зупинитися можна після будь-якого. У застосунку клацайте по черзі кожну клітинку приземлення, а потім ще раз останню, натисніть Enter або «Готово».
rulebook-gype-rolled = Коли хід закінчено, кожну перестрибнуту кістку один раз перекидають, і вона показує нову грань. Капелюх перекидає кістки на клітинках, над якими пролітає. У цьому вся суть гри: перестрибнутий ворожий Меч може стати Вухом.
rulebook-gype-jump-diagram =
    .aria-label = Полумʼя Півдня на d3 ось-ось перестрибне Меч Півночі на d4 і стане на d5; Меч позначено для перекидання
rulebook-gype-rolled-diagram =
    .aria-label = Після стрибка Полумʼя стоїть на d5, а кістку на d4 перекинуто: тепер на ній Вухо, і вона не може ходити
rulebook-gype-jump-caption = Полумʼя перестрибує ворожий Меч (ліворуч). Коли хід закінчується, Меч перекидають, і тут випадає Вухо, яке зовсім не ходить (праворуч).
rulebook-gype-chain = У ланцюжку кожне приземлення пронумероване, а кожну вже перестрибнуту кістку позначено круговою стрілкою: усі вони перекинуться, щойно ланцюжок зупиниться.
rulebook-gype-chain-diagram =
    .aria-label = Книжка Півдня з c2 стрибнула на c4, а потім на e4; кістки на c3 і d4 позначено для перекидання, і можна стрибнути втретє, через e5 на e6
rulebook-gype-roll-title = Перекидання замість ходу
rulebook-gype-roll = Натомість можна витратити хід на те, щоб перекинути одну зі своїх кісток на місці, сподіваючись на кращу грань.
rulebook-gype-where-title = Куди можуть ходити кістки
rulebook-gype-where = Ніколи — у чужий Домашній ряд, крім того, до якого ви йдете. Кістка, що закінчила хід у своєму кінцевому ряді, фінішувала: вона лишається там (її все ще можна перекидати й перестрибувати). Щойно ланцюжок приземлився у вашому кінцевому ряді, подальші стрибки мають лишатися в ньому.
rulebook-gype-blocking-title = Блокування
rulebook-gype-blocking = Якщо ваш кінцевий ряд заповнений, а у вас ще є кістки, які треба довести, вас заблоковано. Якщо блокування триває кілька ходів поспіль (типово 5), ви перемагаєте: гра не дає нікому тримати ряд зачиненим вічно. Застосунок попереджає вас, коли лічильник зростає.
rulebook-gype-options-title = Налаштування
rulebook-gype-options = У виборі гри є варіанти з книжки правил: зовсім без перекидань, випадкові чи вибрані початкові грані, хаос (не можна вириватися вперед, поки кістки ще вдома), заборона повертатися в початковий ряд, як Капелюх перестрибує кістки, і кількість ходів блокування.

### GIPF (www/rules/gipf.html)

rulebook-gipf-goal-title = Мета гри
rulebook-gipf-goal = Залиште суперника без змоги ввести фішку в гру: без фішок у запасі або (у стандартній грі) без жодної фішки GIPF на полі.
rulebook-gipf-move-title = Хід
rulebook-gipf-move = Візьміть фішку із запасу, поставте її на одну з точок по краю й заштовхніть на один крок уздовж лінії на поле. Фішки на шляху зсуваються на одну точку далі. Лінію, заповнену до дальнього кінця, заштовхувати не можна. У застосунку клацніть точку, потім стрілку (або точку, на яку вона вказує); напівпрозорий слід покаже, що зрушить.
rulebook-gipf-push-diagram =
    .aria-label = Фішка, заштовхнута з точки e1, зсуває три фішки на лінії e на одну точку вгору
rulebook-gipf-rows-title = Ряди з чотирьох
rulebook-gipf-rows = Чотири або більше ваших фішок на одній лінії утворюють ряд. Ряд і всі фішки, що продовжують його без проміжку (будь-якого кольору), знімаються з поля: ваші повертаються у ваш запас, а фішки суперника вибувають назавжди. Фішки GIPF можна залишати на полі, кожну окремо. Якщо хід утворює ряди для обох гравців, першим знімає той, хто ходив. Суперник знімає ряди свого кольору на початку свого ходу.
rulebook-gipf-row-diagram =
    .aria-label = Чотири білі фішки в ряд і чорну фішку, що його продовжує, позначено для зняття
rulebook-gipf-pieces-title = Фішки GIPF
rulebook-gipf-pieces = Фішка GIPF — це дві фішки одна на одній. У стандартній грі кожен гравець починає з трьома такими; втратите всі — програєте. У турнірній грі ви самі вводите їх на початку, стільки, скільки наважитеся.
rulebook-gipf-piece-diagram =
    .aria-label = У ряді з чотирьох біла фішка GIPF на e4 обведена: вона може лишитися, коли інші підуть
rulebook-gipf-potentials-title = Потенціали
rulebook-gipf-potentials = Потенціал — це жетон з іншої гри проєкту GIPF, що входить у гру на фішці. Його використання займає весь ваш хід, після чого він лишається на полі як використана фішка:
rulebook-gipf-tamsk = <b>TAMSK</b>: заштовхнутий на центральну точку, дає власникові додатковий хід.
rulebook-gipf-zertz = <b>ZÈRTZ</b>: перестрибує через одну або кілька фішок на лінії.
rulebook-gipf-yinsh = <b>YINSH</b>: ковзає вздовж лінії на будь-яку вільну точку.
rulebook-gipf-dvonn = <b>DVONN</b>: стрибає на сусідню ворожу фішку й займає її точку.
rulebook-gipf-punct = <b>PÜNCT</b>: стрибає на ворожий PÜNCT або фішку GIPF. Захоплення фішки GIPF — наше тлумачення правила, яке опублікований текст залишає відкритим.
rulebook-gipf-challenges-title = Виклики
rulebook-gipf-challenges = Коли виклики ввімкнено, гравець може оскаржити хід потенціалом суперника. Вирішує побічна гра: камінь-ножиці-папір, ціла партія в Gygès або Table Gype на цьому екрані (як обрано у виборі гри; хто зробив хід потенціалом, той вирішує, хто починає) або результат гри, зіграної деінде, який ви вводите. Виграєте чи зіграєте внічию — хід залишається; програєте — потенціал вибуває з гри, а ви обираєте інший хід.

## Puzzles and lessons: the study module (src/bin/study/). Game names ($game) are not
## translated; $error is the engine's or the browser's reason, in English; moves ($action,
## $replies, $refutation) are notation.

## The page side (src/bin/study/page.rs)
study-page-cannot-start = Не вдалося запустити модуль задач і уроків ({ $error }).
study-page-unreadable = Модуль задач і уроків надіслав те, чого сторінка не може прочитати.
study-page-stopped = Модуль задач і уроків зупинився: { $error }
study-page-no-lesson-screen = Не вдалося побудувати екран уроку ({ $error }).
study-page-opening = Відкриваємо задачу…
study-not-a-command = Модулю задач і уроків надіслано щось, що не є командою.

## The puzzle bar (src/bin/study/page/puzzle_bar.rs)
study-bar-hint = Підказка
study-bar-try-again = Ще раз
study-bar-next = Наступна задача
# Before the menu of themes.
study-bar-theme = Тема
study-bar-all-puzzles = Усі задачі
# A theme in the menu: its name and how many puzzles have it.
study-bar-theme-choice = { $theme } ({ $count })
study-bar-no-themes = Не вдалося показати теми задач ({ $error }).

## Puzzle themes (src/bin/study/said.rs). A puzzle's length, also used in sentences ("win in
## 3 moves", "2 moves left"): GIPF counts turns (a move and its row removals).
study-theme-moves = { $count ->
    [one] { $count } хід
    [few] { $count } ходи
   *[many] { $count } ходів
}
study-theme-turns = { $count ->
    [one] { $count } хід
    [few] { $count } ходи
   *[many] { $count } ходів
}
study-theme-win = Виграти партію
study-theme-material = Виграти матеріал
study-theme-straight = Без відскоку
study-theme-one-bounce = Один відскок
study-theme-bounce-chain = Ланцюжок відскоків
study-theme-replacement = Переставлення
study-theme-step = Крок
study-theme-jump = Один стрибок
study-theme-jump-chain = Ланцюжок стрибків
study-theme-hat-leap = Стрибок Капелюха
study-theme-roll = Перекидання на місці
study-theme-row-at-once = Ряд одразу
study-theme-quiet = Тихий перший хід
study-theme-no-game = Немає гри «{ $game }», у якій можна вибрати тему.
study-theme-unknown = Немає теми задач «{ $theme }»; показуємо всі задачі.

## A puzzle (src/bin/study/session.rs). $length is study-theme-moves or study-theme-turns.
# The goal of a puzzle, inside study-puzzle-open.
study-puzzle-goal-win = виграйте за { $length }
study-puzzle-goal-capture = захопіть на { $pieces ->
    [one] { $pieces } фішку
    [few] { $pieces } фішки
   *[many] { $pieces } фішок
} більше, ніж втратите (або виграйте), за { $length }
study-puzzle-goal-gype = фінішуйте або заблокуйте за { $length }
study-puzzle-open = Задача { $game } № { $number }: { $goal }. Ваша сторона внизу; ви ходите першими.
study-puzzle-file-unread = Не вдалося прочитати файл задач: { $error }
# $why: one of the reasons below, or the engine's.
study-puzzle-cannot-open = Цю задачу не вдалося відкрити: { $why }.
study-puzzle-no-retry = немає задачі, яку можна спробувати ще раз
study-puzzle-none-loaded = задачі не завантажено
study-puzzle-none-with-theme = немає задачі { $game } на тему «{ $theme }»
study-puzzle-none = задач { $game } немає
study-puzzle-bad-id = «{ $id }» не є назвою задачі (вони називаються, як-от gyges-17)
study-puzzle-out-of-range = задач { $game } лише { $count }, тож { $id } серед них немає
study-puzzle-none-open = Жодну задачу не відкрито.
study-puzzle-try-over = Цю спробу закінчено: натисніть «Ще раз» або «Наступна задача».
study-puzzle-out-of-step = Дошка розійшлася із задачею ({ $error }); починаємо знову.
study-puzzle-solved = Розвʼязано! { $action } виграє.
study-puzzle-solved-material = Розвʼязано! { $action } виграє матеріал.
study-puzzle-streak-grows = Ваша серія зростає.
# $themes: the puzzle's themes (study-theme-*), separated by " · ".
study-puzzle-themes = Теми: { $themes }.
study-puzzle-right-goes-on = Правильно. Ваш хід триває; лишилося: { $left }.
study-puzzle-right-reply = Правильно. Відповідь: { $replies }. Лишилося: { $left }.
study-puzzle-wrong-wins = Не цей хід: { $action } упускає перемогу, а { $refutation } виграє за суперника.
study-puzzle-wrong-no-win = Не цей хід: { $action } упускає перемогу. Спростування: { $refutation }, і форсованого виграшу вже немає.
study-puzzle-press-try-again = Натисніть «Ще раз».
study-puzzle-no-win-left = Звідси виграшного ходу вже немає: натисніть «Ще раз».
study-puzzle-no-hint = Підказки немає: { $error }.
study-puzzle-hint-piece = Підказка: підсвічено, чим ходити. Натисніть «Підказка» ще раз, щоб побачити хід.
study-puzzle-hint-move = Підказка: грайте { $action }.

## The puzzle streak and ratings (src/bin/study/session.rs, rating.rs). $rating, $after: a
## rating as the profile writes it (profile-rating-value).
study-streak = Серія { $streak } · рекорд { $best } · розвʼязано { $solved }
study-streak-reset = Серія { $streak } · рекорд { $best } · розвʼязано { $solved }. { $why }
study-streak-unread = Не вдалося прочитати збережену серію задач ({ $error }); вона починається з нуля.
study-rating-yours = Ваш рейтинг у задачах { $game }: { $rating }
study-rating-tried-before = Рейтинг у задачах { $rating }: цю задачу вже пробували тут, тож удруге вона не рахується
study-rating-change = Рейтинг у задачах { $before } → { $after }
study-rating-profile-aside = Не вдалося прочитати ваш збережений профіль ({ $error }); його відкладено, а натомість почато новий: див. «Профіль» на головній.
study-rating-unread = Не вдалося прочитати збережені рейтинги задач ({ $error }); задачі знову оцінюються за довжиною.
# Inside study-rating-unread.
study-rating-line = рядок { $line }: { $error }
study-rating-expected = очікувано ідентифікатор і три числа

## Lessons (src/bin/study/lesson.rs). The lower-case reasons are said on their own with a
## capital and a full stop.
study-learn-not-loaded = уроки { $game } не завантажено
study-learn-unreadable = не вдалося прочитати уроки { $game } ({ $error })
study-learn-wrong-file = файл уроків { $game } навчає гри { $teaches }
study-learn-bad-name = «{ $name }» не є назвою уроку (вони називаються, як-от gyges-1)
study-learn-out-of-range = уроків { $game } лише { $count }, тож { $name } серед них немає
study-learn-none-open = жоден урок не відкрито
study-learn-steps = у цьому уроці кроки від 1 до { $steps }
study-learn-cannot-show = цей крок не вдалося показати ({ $error })
study-learn-nobody-to-act = ніхто не має ходити
study-learn-no-seed = жодне початкове число не дає потрібного кидка кісток
study-learn-progress-unread = Не вдалося прочитати ваш збережений прогрес в уроках { $game } ({ $error }); він починається знову.
# Inside study-learn-progress-unread: $text is what was stored.
study-learn-progress-not-number = «{ $text }» не є числом від 1 до { $max }
study-learn-progress-not-item = «{ $text }» не має вигляду урок:кроки
study-learn-progress-reset = Ваш прогрес в уроках { $game } скинуто.
study-learn-no-lessons = Для «{ $game }» уроків немає.
study-learn-fetch-failed = Не вдалося завантажити уроки { $game } ({ $error }); спробуйте ще раз, коли будете онлайн.
# The status line under the board.
study-learn-watch = Дивіться демонстрацію.
study-learn-right-press-next = Правильно. Натисніть «Далі», щоб продовжити.
study-learn-set-back = Не те: позицію повернуто назад. Спробуйте ще раз.
study-learn-no-step-open = Жоден крок уроку не відкрито.
study-learn-step-done = Цей крок виконано: натисніть «Далі».
study-learn-demonstration-seen = Це була демонстрація.
# A step's praise and hint where the lesson file gives none.
study-learn-right = Правильно.
study-learn-missed = Так ходити можна, але цей крок просить іншого.
# After the lesson's last step: the praise, then one of these two, then study-learn-next-or-all
# or study-learn-was-last. $title is the lesson's title.
study-learn-complete = Урок пройдено: «{ $title }», { $done } з { $steps } { $steps ->
    [one] кроку
   *[other] кроків
}.
study-learn-last-step = Останній крок уроку «{ $title }»: виконано { $done } з { $steps } { $steps ->
    [one] кроку
   *[other] кроків
}; решта відкриті вгорі.
study-learn-next-or-all = Наступний урок чи всі уроки?
study-learn-was-last = Це був останній урок.
study-learn-is-demonstration = Цей крок — демонстрація: натисніть «Повтор», щоб переглянути її ще раз.
study-learn-any-move = Тут підійде будь-який дозволений хід.
study-learn-like-this = Ось так: { $action }.
study-learn-no-hint = Для цього кроку підказки немає.

## The lessons' map (src/bin/study/page/lesson_screen/map.rs)
study-map-title = Навчання: { $game }
study-map-game-lessons = Уроки { $game }
study-map-all-games = Усі ігри
study-map-reset = Скинути прогрес
study-map-reset-again = Натисніть ще раз, щоб скинути прогрес
study-map-failed = Не вдалося показати мапу уроків ({ $error }).
# Read out after the lesson's number (or its tick).
study-map-lesson = Урок { $number }:
study-map-lesson-complete = Урок { $number }, пройдено:
# Read out after "3/5".
study-map-steps-done = кроків виконано

## The step's bar (src/bin/study/page/lesson_screen/step_bar.rs)
study-step-to-map = Усі уроки { $game }
study-step-lesson = Урок { $number }: { $title }
study-step-heading = Крок { $step } з { $steps }: { $title }.
study-step-list = Кроки уроку
study-step-dot = Крок { $step }
study-step-dot-done = Крок { $step }, виконано
study-step-next = Далі
study-step-next-lesson = Наступний урок
study-step-show-me = Показати
study-step-replay = Повтор
study-step-all = Усі уроки

## The lessons (www/lessons/<game>.txt, src/bin/study/said.rs: lesson_id): the lesson file is the
## English; study-lesson-<game>-<lesson>-<field> and study-lesson-<game>-<lesson>-<step>-<field>
## (numbers from 1) are its lines, looked up by id. Moves and squares are notation.

## Gygès (www/lessons/gyges.txt)
study-lesson-gyges-1-title = Перші ходи
study-lesson-gyges-1-about = Розставте фігури, а потім зробіть хід: фігура проходить рівно стільки полів, скільки в неї кілець.
study-lesson-gyges-1-1-title = Розстановка
study-lesson-gyges-1-1-say = Перед грою кожен гравець по одній ставить фігури в найближчий до себе ряд. Ви — Південь: поставте будь-яку фігуру в ряд 1.
study-lesson-gyges-1-1-praise = Добре. Фігури нічиї: ходити ними може той, до кого вони стоять найближче.
study-lesson-gyges-1-2-title = Одне кільце — одне поле
study-lesson-gyges-1-2-say = Фігура з одним кільцем проходить рівно одне поле: прямо вперед, назад або вбік; ніколи по діагоналі. Зробіть хід одинарною з c1.
study-lesson-gyges-1-2-praise = Правильно: одне кільце — одне поле.
study-lesson-gyges-1-3-title = Подвійна проходить рівно два
study-lesson-gyges-1-3-say = Подвійна фігура проходить рівно два поля й може повернути між ними. Зупинитися після першого вона не може. Зробіть хід подвійною з c1.
study-lesson-gyges-1-3-praise = Правильно: два кільця — два поля, ні більше, ні менше.
study-lesson-gyges-1-4-title = Потрійна проходить рівно три
study-lesson-gyges-1-4-say = Потрійна фігура проходить рівно три поля. Проведіть її на три поля прямо вперед, на c4.
study-lesson-gyges-1-4-hint = Це три поля, але не прямо вперед на c4.
study-lesson-gyges-1-4-praise = Рівно три.
study-lesson-gyges-1-5-title = Ходить найближчий ряд
study-lesson-gyges-1-5-say = Ходити треба фігурою з найближчого до вас ряду, де є фігури: тут це ряд 1. Потрійна на c3 мусить почекати.
study-lesson-gyges-1-5-praise = Правильно: найближчий ряд завжди ходить першим.
study-lesson-gyges-1-6-title = Як починається партія
study-lesson-gyges-1-6-say = Обидва ряди заповнені, тож партія починається: першим ходить той, хто поставив останню фігуру, тут Південь. Подивіться, як Південь відскакує від потрійної на b1, а потім відповідає Північ.
study-lesson-gyges-2-title = Відскоки й мета
study-lesson-gyges-2-about = Ставши на фігуру, ви ходите знову; щоб перемогти, увійдіть у дальню мету.
study-lesson-gyges-2-1-title = Відскок
study-lesson-gyges-2-1-say = Шлях може закінчитися на іншій фігурі. Тоді ви одразу йдете знову — на стільки полів, скільки кілець у тієї фігури. Поставте одинарну на подвійну й відскочіть далі.
study-lesson-gyges-2-1-hint = Цей хід закінчується на порожньому полі. Натомість станьте на подвійну на c2.
study-lesson-gyges-2-1-praise = Відскок: подвійна відправила вас ще на два поля далі.
study-lesson-gyges-2-2-title = Два відскоки
study-lesson-gyges-2-2-say = Відскоки можуть іти ланцюжком. Станьте на подвійну, потім на одинарну, а третій шлях закінчіть на порожньому полі.
study-lesson-gyges-2-2-hint = Тут лише один відскок. Від подвійної йдіть далі, на одинарну на c4.
study-lesson-gyges-2-2-praise = Два відскоки за один хід.
study-lesson-gyges-2-3-title = Жодної межі двічі
study-lesson-gyges-2-3-say = Хід ніколи не може двічі перетнути ту саму межу між двома полями, в жодному напрямку. З a1 можна відскочити від подвійної, але не назад через межу, якою ви прийшли. Відскочіть і станьте на a4.
study-lesson-gyges-2-3-hint = Цей хід відскакує, але не закінчується на a4.
study-lesson-gyges-2-3-praise = Правильно. Повернення на b1 через a1 двічі перетнуло б межу a1–a2.
study-lesson-gyges-2-4-title = У мету
study-lesson-gyges-2-4-say = Мета лежить за дальнім рядом. Шлях може ввійти в неї лише своїм останнім кроком. Дійдіть потрійною до мети Півночі: відскочіть від іншої потрійної.
study-lesson-gyges-2-4-hint = Цей хід не доходить до мети. Від c4 відскок проходить три кроки: c5, c6, а потім мета.
study-lesson-gyges-2-4-praise = Ви перемогли: фігура ввійшла в мету.
study-lesson-gyges-2-5-title = Ніколи у свою мету
study-lesson-gyges-2-5-say = Мета за вашим власним рядом не для вас: фігура ніколи в неї не входить. Зробіть хід одинарною з a1.
study-lesson-gyges-2-5-praise = Правильно. Перемагає лише дальня мета: для Півдня це N.
study-lesson-gyges-3-title = Коли найближчий ряд застряг
study-lesson-gyges-3-about = Заблокована фігура чекає; заблокований ряд передає хід наступному ряду.
study-lesson-gyges-3-1-title = Заблокована фігура
study-lesson-gyges-3-1-say = Кожен крок, крім останнього, має йти на порожнє поле. Потрійна на b1 затиснута й не має ходу, але її сусіди в ряді ще мають. Зробіть хід однією з них.
study-lesson-gyges-3-1-praise = Правильно. У ряді ще є фігура, яка може ходити, тож ходить цей ряд.
study-lesson-gyges-3-2-title = Заблоковано весь ряд
study-lesson-gyges-3-2-say = Коли жодна фігура вашого найближчого ряду зовсім не може ходити, ви граєте з наступного ряду. Кожна фігура в ряді 1 замкнена: зробіть хід фігурою з ряду 2.
study-lesson-gyges-3-2-praise = Правильно. Це єдиний виняток із правила найближчого ряду.
study-lesson-gyges-4-title = Розширене правило: переставлення
study-lesson-gyges-4-about = У розширеній грі шлях, що закінчується на фігурі, може зайняти її місце замість відскоку.
study-lesson-gyges-4-1-title = Переставте фігуру
study-lesson-gyges-4-1-say = За розширеним правилом, коли ваш шлях закінчується на фігурі, можна зупинитися там і поставити ту фігуру деінде. Станьте одинарною на подвійну й поставте подвійну на a2.
study-lesson-gyges-4-1-hint = Це дозволений хід, але тут подвійна має піти на a2.
study-lesson-gyges-4-1-praise = Переставлено: ваша одинарна зайняла поле подвійної, а подвійна пішла на a2.
study-lesson-gyges-4-2-title = Куди можна поставити
study-lesson-gyges-4-2-say = Переставлена фігура йде на порожнє поле, але ніколи не далі за ряд, з якого має грати Північ (тут ряд 4, де стоїть потрійна). Ряд 4 дозволено; ваше власне початкове поле теж. Переставте подвійну й поставте її в ряд 4.
study-lesson-gyges-4-2-hint = Так поставити можна, але не в ряд 4. Найдалі її можна поставити в ігровий ряд Півночі.
study-lesson-gyges-4-2-praise = Правильно: тут ряд 4 — найдальше, куди можна поставити фігуру.

## Table Gype (www/lessons/gype.txt)
study-lesson-gype-1-title = Шість граней
study-lesson-gype-1-about = Кістка ходить так, як велить її символ. Знайомтеся: Полумʼя, Книжка, Меч, Дерево, Капелюх і Вухо.
study-lesson-gype-1-1-title = Полумʼя
study-lesson-gype-1-1-say = Кістка — це грань, яку вона показує. Полумʼя робить крок на одну клітинку в будь-якому з восьми напрямків. Зробіть ним крок на одну клітинку, куди хочете.
study-lesson-gype-1-1-hint = Цього разу пересуньте Полумʼя на одну клітинку, а не перекидайте його.
study-lesson-gype-1-1-praise = Правильно: Полумʼя ходить у всі боки, по одній клітинці.
study-lesson-gype-1-2-title = Книжка
study-lesson-gype-1-2-say = Книжка ходить лише по прямій: уперед, назад або вбік, ніколи по діагоналі. Зробіть нею хід.
study-lesson-gype-1-2-praise = Правильно: чотири прямі напрямки.
study-lesson-gype-1-3-title = Меч
study-lesson-gype-1-3-say = Меч ходить лише по діагоналі. Зробіть ним хід.
study-lesson-gype-1-3-praise = Правильно: чотири діагоналі.
study-lesson-gype-1-4-title = Дерево
study-lesson-gype-1-4-say = Дерево росте до вашого дальнього ряду: уперед воно ходить прямо або по діагоналі, а назад — лише прямо. Убік не ходить ніколи. Пересуньте його на одну клітинку назад.
study-lesson-gype-1-4-hint = Дерево може йти назад, але лише прямо назад: на e3.
study-lesson-gype-1-4-praise = Правильно: прямо назад — єдиний шлях Дерева додому.
study-lesson-gype-1-5-title = Капелюх
study-lesson-gype-1-5-say = Капелюх стрибає, як шаховий кінь: на дві клітинки в один бік і на одну вбік, над усім, що між ними. Стрибніть ним.
study-lesson-gype-1-5-praise = Правильно: стрибок Капелюха не зважає на те, що стоїть на шляху.
study-lesson-gype-1-6-title = Вухо
study-lesson-gype-1-6-say = Вухо лише слухає: ходити воно не може. Замість ходу можна перекинути одну зі своїх кісток на місці, щоб вона показала нову грань. Перекиньте Вухо.
study-lesson-gype-1-6-hint = Так ходить Книжка. Натомість перекиньте Вухо на e4: 'roll e4'.
study-lesson-gype-1-6-praise = Перекинуто: Вухо покаже нову грань. Перекидання — це цілий хід.
study-lesson-gype-2-title = Стрибки й перекидання
study-lesson-gype-2-about = Перестрибуйте будь-яку кістку, стрибайте ланцюжком і дивіться, як перестрибнуті кістки перекидаються.
study-lesson-gype-2-1-title = Стрибок
study-lesson-gype-2-1-say = Кістка (крім Капелюха й Вуха) може перестрибнути сусідню в одному зі своїх напрямків на порожню клітинку одразу за нею. Перестрибувати можна будь-яку кістку, свою чи чужу. Перестрибніть Книжкою через Дерево.
study-lesson-gype-2-1-hint = Це крок. Натомість перестрибніть через Дерево на e5.
study-lesson-gype-2-1-praise = Перестрибнули.
study-lesson-gype-2-2-title = Перестрибнуту кістку перекидають
study-lesson-gype-2-2-say = Кожну кістку, яку ви перестрибнули, перекидають, коли ваш хід закінчується. Дивіться: Дерево на e5 перестрибують, і на ньому випадає Полумʼя.
study-lesson-gype-2-3-title = Ланцюжки стрибків
study-lesson-gype-2-3-say = Після стрибка можна стрибати знову, поки є через яку кістку. Перестрибніть три кістки за один хід.
study-lesson-gype-2-3-hint = Цей ланцюжок обривається зарано: перестрибніть кістки на e3, e5 і e7.
study-lesson-gype-2-3-praise = Три стрибки — три кістки на перекидання.
study-lesson-gype-2-4-title = Жодного кроку після стрибка
study-lesson-gype-2-4-say = Хід — це або один крок, або ланцюжок стрибків, але ніколи не те й інше разом. Стрибніть один раз і зупиніться.
study-lesson-gype-2-4-hint = Перестрибніть через e3 на e4 і зупиніться.
study-lesson-gype-2-4-praise = Правильно. З e4 можна було б стрибати далі, але не ступити.
study-lesson-gype-2-5-title = По колу
study-lesson-gype-2-5-say = Ланцюжок може навіть закінчитися там, де почався, якщо жоден стрибок не повторюється. Перестрибніть усі чотири кістки й поверніться на e4.
study-lesson-gype-2-5-hint = Цей ланцюжок не повертається на e4. Ідіть по колу: e6, g6, g4, e4.
study-lesson-gype-2-5-praise = Знову на місці, і чотири кістки буде перекинуто.
study-lesson-gype-2-6-title = Перекиньте свою кістку
study-lesson-gype-2-6-say = Будь-коли замість ходу можна перекинути одну зі своїх кісток, навіть ту, що вже фінішувала. Перекиньте Книжку.
study-lesson-gype-2-6-hint = Це хід. Цього разу перекиньте Книжку: 'roll e4'.
study-lesson-gype-2-6-praise = Перекинуто. Іноді нова грань варта цілого ходу.
study-lesson-gype-3-title = Капелюх пролітає над кістками
study-lesson-gype-3-about = Капелюх ніколи не перестрибує кістки, але ті, над якими він пролітає, перекидаються.
study-lesson-gype-3-1-title = Капелюх перекидає те, над чим пролітає
study-lesson-gype-3-1-say = Капелюх пролітає над двома клітинками довгої частини свого стрибка, і кожну кістку на них перекидають, навіть вашу. Стрибніть так, щоб пролетіти над e5 і e6.
study-lesson-gype-3-1-hint = Цей стрибок пролітає над порожніми клітинками. Стрибніть спершу на дві вгору: на d6 або f6.
study-lesson-gype-3-1-praise = Обидві кістки, на e5 і e6, буде перекинуто.
study-lesson-gype-4-title = Домашні ряди
study-lesson-gype-4-about = Мчіть до дальнього ряду, де кістка фінішує; ряди інших гравців для вас закриті.
study-lesson-gype-4-1-title = Чужі ряди
study-lesson-gype-4-1-say = Чотири крайні ряди — Домашні. Ставати можна лише на два свої: початковий ряд і протилежний, ряд 9. Бічні ряди a та j для вас закриті. Зробіть будь-який перший хід.
study-lesson-gype-4-1-praise = Правильно. Бічні ряди належать Заходу й Сходу, навіть коли там ніхто не сидить.
study-lesson-gype-4-2-title = Додому
study-lesson-gype-4-2-say = Кістка, що закінчує хід у вашому кінцевому ряді, ряді 9, фінішувала. Доведіть Книжку додому.
study-lesson-gype-4-2-hint = Так вона лишається в полі. Зробіть крок уперед, у ряд 9.
study-lesson-gype-4-2-praise = Удома. Кістка, що фінішувала, більше ніколи не ходить.
study-lesson-gype-4-3-title = Фінішовані кістки лишаються
study-lesson-gype-4-3-say = Книжка на e9 фінішувала: її ще можна перекидати, й інші кістки можуть її перестрибувати, але ходити вона вже ніколи не буде. Зробіть хід.
study-lesson-gype-4-3-praise = Правильно: ходять лише ваші кістки, що ще не фінішували.
study-lesson-gype-5-title = Правило блокування
study-lesson-gype-5-about = Гравець, що надто довго тримає ваш кінцевий ряд заповненим, програє перегони.
study-lesson-gype-5-1-title = Заблоковано пʼять ходів
study-lesson-gype-5-1-say = У Півдня одна кістка вдома, ще одну треба довести, а кістки Півночі заповнюють решту кінцевого ряду Півдня. Кожен хід, який Південь починає так, зараховується; пʼятий приносить Півдню перемогу. Подивіться, як Північ ходить, а Південь перемагає за правилом блокування.
study-lesson-gype-6-title = Варіанти
study-lesson-gype-6-about = Налаштування з книжки правил: від гри зовсім без випадку до чотирьох гравців.
study-lesson-gype-6-1-title = Без перекидань
study-lesson-gype-6-1-say = Коли перекидання вимкнено, випадку немає зовсім: перестрибнуті кістки зберігають грань, і ніхто нічого не перекидає. Перестрибніть Дерево.
study-lesson-gype-6-1-hint = Перестрибніть через Дерево на e5.
study-lesson-gype-6-1-praise = Правильно, і Дерево лишається Деревом.
study-lesson-gype-6-2-title = Ширший Капелюх
study-lesson-gype-6-2-say = З hat_pass=rect Капелюх пролітає над усіма чотирма внутрішніми клітинками прямокутника, який охоплює його стрибок. Стрибніть на дві вправо й одну вгору — і чотири кістки буде перекинуто.
study-lesson-gype-6-2-hint = Цей стрибок — не на дві вправо й одну вгору. Стрибніть на g5.
study-lesson-gype-6-2-praise = Правильно: Капелюх пролетів над f4, g4, e5 і f5.
study-lesson-gype-6-3-title = Без повернення
study-lesson-gype-6-3-say = З return_home=never кістка, що покинула свій початковий ряд, більше ніколи не може на нього стати. Зробіть хід Книжкою.
study-lesson-gype-6-3-praise = Правильно: ряд 0 назавжди позаду.
study-lesson-gype-6-4-title = Хаос
study-lesson-gype-6-4-say = З увімкненим хаосом, поки хоч одна ваша кістка стоїть у початковому ряді, жодна з них не може стати в дальню половину поля. Зробіть хід Книжкою з e4.
study-lesson-gype-6-4-praise = Правильно: Книжка на c0 стримує всіх.
study-lesson-gype-6-5-title = Чотири гравці
study-lesson-gype-6-5-say = Для трьох чи чотирьох гравців діють ті самі правила: кожен мчить до протилежного ряду. Захід мчить до східного ряду, тож його «уперед» спрямоване до вертикалі j. Пересуньте Дерево Заходу вперед.
study-lesson-gype-6-5-hint = Дерево Заходу росте праворуч: на e4, e5 або e3. Прямо назад — це c4.
study-lesson-gype-6-5-praise = Правильно: уперед — це завжди до ряду навпроти вашого початкового.

## GIPF (www/lessons/gipf.txt)
study-lesson-gipf-1-title = Введення фішок
study-lesson-gipf-1-about = Щоходу ви вводите одну фішку з краю, заштовхуючи все, що стоїть на шляху.
study-lesson-gipf-1-1-title = На порожню точку
study-lesson-gipf-1-1-say = Щоходу ви берете фішку із запасу, ставите її на одну з точок довкола поля й заштовхуєте на сусідню точку. Якщо та точка порожня, фішка просто зупиняється на ній. Введіть фішку на будь-яку порожню точку з краю.
study-lesson-gipf-1-1-praise = Правильно. Одразу можна потрапити лише на точки, сусідні з крайовими.
study-lesson-gipf-1-2-title = Заштовхування
study-lesson-gipf-1-2-say = Якщо точка поруч із крайовою зайнята, ваша фішка зсуває фішки на шляху на одну точку вздовж лінії, аж до першого проміжку. Заштовхніть з e1: ваша фішка GIPF з e2 переміститься на e3.
study-lesson-gipf-1-2-hint = Це дозволений хід, але цього разу заштовхуйте з точки e1.
study-lesson-gipf-1-2-praise = Заштовхнуто: хід записують від крайової точки до місця, де зупинилася найдальша зсунута фішка.
study-lesson-gipf-1-3-title = Повна лінія
study-lesson-gipf-1-3-say = Лінію без жодної порожньої точки заштовхувати не можна. Лінія від e1 до e9 повна. Введіть фішку деінде.
study-lesson-gipf-1-3-praise = Правильно: повна лінія закрита в обох напрямках.
study-lesson-gipf-2-title = Ряди
study-lesson-gipf-2-about = Чотири фішки вашого кольору на одній лінії сходять з поля й забирають сусідів із собою.
study-lesson-gipf-2-1-title = Складіть ряд і зніміть його
study-lesson-gipf-2-1-say = Чотири або більше фішок вашого кольору на одній лінії утворюють ряд. Ви знімаєте ряд з поля, і ваші фішки повертаються у ваш запас. Складіть ряд із чотирьох і зніміть його.
study-lesson-gipf-2-1-hint = Цей хід не утворює ряду. Доповніть лінію c3, c4, c5.
study-lesson-gipf-2-1-praise = Ряд знято: ваші чотири фішки знову у вашому запасі.
study-lesson-gipf-2-2-title = Захопіть продовження
study-lesson-gipf-2-2-say = Фішки будь-якого кольору, що продовжують ряд без проміжку, ідуть разом із ним. Ваші повертаються у ваш запас; фішки суперника захоплено, і вони вибувають із гри. Складіть ряд і захопіть чорну фішку на c6.
study-lesson-gipf-2-2-hint = Так ви нічого не захоплюєте. Доповніть ряд від c2 до c5: c6 його продовжує.
study-lesson-gipf-2-2-praise = Захоплено: до кінця партії в Чорних на одну фішку менше.
study-lesson-gipf-2-3-title = Фішки GIPF можуть лишитися
study-lesson-gipf-2-3-say = Фішка GIPF (дві фішки одна на одній) рахується в ряді як одна, і коли її ряд знімають, її можна залишити на полі. Складіть ряд і залиште свою фішку GIPF на полі.
study-lesson-gipf-2-3-hint = Ваша фішка GIPF пішла разом із рядом. Зніміть ряд, але залиште фішку GIPF на c5.
study-lesson-gipf-2-3-praise = Залишено: фішку GIPF на полі варто берегти.
study-lesson-gipf-3-title = Версії
study-lesson-gipf-3-about = Базова, стандартна й турнірна GIPF різняться фішками та тим, як у них програють.
study-lesson-gipf-3-1-title = Базова: немає фішки — немає ходу
study-lesson-gipf-3-1-say = У базовій грі всі фішки одинарні, і ви програєте, коли треба ввести фішку, а їх не лишилося. Запас Чорних порожній. Подивіться, як ходять Білі; після цього Чорні ходити не можуть.
study-lesson-gipf-3-2-title = Стандартна: остання фішка GIPF
study-lesson-gipf-3-2-say = У стандартній грі кожен гравець починає з трьома фішками GIPF, і хто втратить останню з них, той програє. Єдина фішка GIPF Чорних продовжує вашу лінію. Складіть ряд і зніміть її разом із рядом.
study-lesson-gipf-3-2-hint = Ви залишили фішку GIPF Чорних на полі. Знімаючи ряд, заберіть із ним і c6.
study-lesson-gipf-3-2-praise = Ви перемогли: у Чорних не лишилося фішок GIPF.
study-lesson-gipf-3-3-title = Турнірна: спершу фішки GIPF
study-lesson-gipf-3-3-say = Турнірна гра починається на порожньому полі. Ваша перша фішка має бути фішкою GIPF, і ви можете вводити їх ще, доки не введете першу одинарну. Введіть фішку GIPF: напишіть G перед точкою.
study-lesson-gipf-3-3-praise = Правильно. Кожна введена фішка GIPF — це ще одне життя й дві фішки з вашого запасу.
study-lesson-gipf-4-title = Потенціали
study-lesson-gipf-4-about = Пʼять потенціалів: кожен — фішка, що може зробити один особливий хід.
study-lesson-gipf-4-1-title = Заряджена фішка
study-lesson-gipf-4-1-say = Потенціал входить на поле поверх базової фішки, як заряджена фішка, звичайним ходом, і всі ваші потенціали входять раніше за першу просту фішку. Введіть свій потенціал YINSH: напишіть Y перед ходом.
study-lesson-gipf-4-1-hint = Це проста фішка, і ваш потенціал пропав би. Напишіть Y перед ходом, як-от Yc2.
study-lesson-gipf-4-1-praise = Заряджено. Тепер потенціал YINSH чекає на полі свого часу.
study-lesson-gipf-4-2-title = YINSH
study-lesson-gipf-4-2-say = Використання потенціалу займає весь хід. YINSH ковзає потенціалом уздовж лінії на будь-яку порожню точку, не перестрибуючи жодної фішки. Використайте потенціал YINSH на f5.
study-lesson-gipf-4-2-hint = Це не потенціал YINSH. Використайте Yf5>…, наприклад на f7.
study-lesson-gipf-4-2-praise = Потенціал відковзнув, а на f5 лишилася проста фішка.
study-lesson-gipf-4-3-title = ZÈRTZ
study-lesson-gipf-4-3-say = ZÈRTZ перестрибує через одну або кілька фішок на лінії на першу порожню точку за ними. Перестрибніть потенціалом ZÈRTZ з d4 через e5 і f5.
study-lesson-gipf-4-3-hint = Використайте потенціал ZÈRTZ на d4.
study-lesson-gipf-4-3-praise = Через дві фішки одним стрибком.
study-lesson-gipf-4-4-title = DVONN
study-lesson-gipf-4-4-say = DVONN вилазить на сусідню базову фішку суперника: поки він сидить зверху, точка ваша. Вилізьте на e5 і зніміть ряд, який це утворить.
study-lesson-gipf-4-4-hint = Використайте потенціал DVONN на d4: Dd4>e5.
study-lesson-gipf-4-4-praise = Точка e5 стала білою, утворила ваш ряд, а фішка Чорних повернулася з-під низу.
study-lesson-gipf-4-5-title = PÜNCT
study-lesson-gipf-4-5-say = PÜNCT стрибає на сусідню фішку GIPF суперника (або на його фішку, заряджену PÜNCT). Захоплена фішка GIPF стає вашою. Захопіть чорну фішку GIPF на e5.
study-lesson-gipf-4-5-hint = Використайте потенціал PÜNCT на d4: Pd4>e5.
study-lesson-gipf-4-5-praise = Фішка GIPF Чорних тепер ваша.
study-lesson-gipf-4-6-title = TAMSK: додатковий хід
study-lesson-gipf-4-6-say = Коли заштовхування приводить ваш стос TAMSK на центральну точку e5, можна зняти потенціал і ввести його знову як додатковий хід у тій самій черзі. Заштовхніть з e1, щоб привести стос на e5, а потім зробіть додатковий хід: напишіть t перед ним.
study-lesson-gipf-4-6-hint = Ви відмовилися від додаткового ходу. Після e1-e5 введіть потенціал TAMSK знову, наприклад th3.
study-lesson-gipf-4-6-praise = Два ходи за одну чергу.
study-lesson-gipf-4-7-title = TAMSK: нічого між ними
study-lesson-gipf-4-7-say = Звичайний і додатковий хід — це одна черга, і між ними нічого не знімають. Заштовхніть з e1: це утворить ряд і приведе ваш стос у центр. Спершу зробіть додатковий хід, потім зніміть ряд.
study-lesson-gipf-4-7-hint = Ваша черга закінчилася, а ряд не знято. Заштовхніть з e1, зробіть додатковий хід, потім зніміть ряд.
study-lesson-gipf-4-7-praise = Правильно: ряд чекав, доки ви зробите додатковий хід.
study-lesson-gipf-4-8-title = TAMSK: спершу додатковий хід
study-lesson-gipf-4-8-say = Чорні заштовхнули ваш стос TAMSK на e5, тож ваш додатковий хід іде першим, перед звичайним. Складіть ряд від c2 до c5 додатковим ходом, зіграйте h3, а потім зніміть ряд.
study-lesson-gipf-4-8-hint = Ваша черга закінчилася, а ряд не знято. Почніть із додаткового ходу tc2.
study-lesson-gipf-4-8-praise = Правильно: ряд, утворений додатковим ходом, чекав на звичайний хід.
study-lesson-gipf-5-title = Ultimate GIPF
study-lesson-gipf-5-about = Усі пʼять потенціалів в одній грі.
study-lesson-gipf-5-1-title = Спершу фішки GIPF
study-lesson-gipf-5-1-say = Ultimate GIPF починається на порожньому полі: у кожного 21 фішка й 15 потенціалів, по три кожного виду. Як і в турнірній грі, почніть із фішки GIPF.
study-lesson-gipf-5-1-praise = Правильно. Далі йдуть заряджені фішки, а останніми — прості.
study-lesson-gipf-5-2-title = Потім потенціали
study-lesson-gipf-5-2-say = Коли ваші фішки GIPF уже на полі, вводьте потенціали, кожен на базовій фішці. Проста фішка зараз змарнувала б усі потенціали, що ще лишаються у вас у руці. Введіть потенціал ZÈRTZ.
study-lesson-gipf-5-2-hint = Введіть потенціал ZÈRTZ: напишіть Z перед ходом, як-от Zc2.
study-lesson-gipf-5-2-praise = Заряджено. Лишилося чотирнадцять.
study-lesson-gipf-6-title = Виклики й побічні ігри
study-lesson-gipf-6-about = У комбінованих іграх хід потенціалом можна оскаржити, і тоді все вирішує побічна гра.
study-lesson-gipf-6-1-title = Оголосіть хід потенціалом
study-lesson-gipf-6-1-say = Коли виклики ввімкнено, використання потенціалу спершу оголошують: суперник може його пропустити або оскаржити. Оголосіть хід DVONN на e5.
study-lesson-gipf-6-1-hint = Використайте потенціал DVONN на d4: Dd4>e5.
study-lesson-gipf-6-1-praise = Оголошено. Тепер вирішують Чорні.
study-lesson-gipf-6-2-title = Оскаржте його
study-lesson-gipf-6-2-say = Тепер ви граєте за Чорних. Білі оголосили хід DVONN. На всю партію у вас три виклики: оскаржте цей хід.
study-lesson-gipf-6-2-hint = Ви дозволили зіграти цей хід. Натомість оскаржте його.
study-lesson-gipf-6-2-praise = Оскаржено: усе вирішить побічна гра.
study-lesson-gipf-6-3-title = Побічна гра в камінь-ножиці-папір
study-lesson-gipf-6-3-say = Гравець, чий хід оскаржили, вибирає, хто починає побічну гру; перемога чи нічия залишає хід у силі. Дивіться: Чорні оскаржують, Білі починають, камінь бʼє ножиці, і хід DVONN зіграно.
study-lesson-gipf-6-4-title = Програна побічна гра
study-lesson-gipf-6-4-say = Побічною грою може бути ціла партія в Gygès або Table Gype на тій самій сторінці. Якщо гравець, чий хід оскаржили, її програє, хід скасовують, а потенціал вибуває з гри, але черга не закінчується: Білі ходять знову. Дивіться.
