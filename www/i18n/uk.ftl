## Page: index.html

page-title = gboards — Gygès, Table Gype і GIPF

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
