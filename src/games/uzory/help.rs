//! Player-facing description of our tile model, for the bot's help command.
//!
//! The rulebook never shows the tiles, so players need to be told what a tile looks like and
//! when a frame counts. These texts say it in plain words (English, Russian and Ukrainian).

/// The tile model and frame rule, in English.
pub const HELP_EN: &str = "\
Each tile is a square split into four quarters (north-east, south-east, south-west, north-west); \
every quarter is white or one of the player colours (red, blue, green, yellow). \
Some tiles carry lead lines: arms from the centre of the tile to the middle of some of its sides \
(none, one, two in a straight line, two at a corner, three, or all four). \
Lines of neighbouring tiles meet where the tiles touch, so lines run across the field. \
A frame is a closed loop of lines. When you place a tile that closes a frame, look at the area inside \
it (the quarters the lines cut off from the edge of the field): the colour with the most quarters \
wins a victory tile for its player. White and colours nobody plays never score: if only they have \
the most, nobody scores, but a player colour tied with them at the top still does; if two players' \
colours tie, the player who closed the frame chooses which of them scores. \
You may turn a tile any way you like. Tiles go next to a placed tile, and the field never grows \
beyond 6×6.";

/// The tile model and frame rule, in Russian.
pub const HELP_RU: &str = "\
Каждый жетон — квадрат из четырёх четвертей (северо-восточной, юго-восточной, юго-западной и \
северо-западной); каждая четверть белая или одного из цветов игроков (красный, синий, зелёный, жёлтый). \
На некоторых жетонах есть линии контура: лучи от центра жетона к серединам некоторых сторон \
(ни одного, один, два по прямой, два углом, три или все четыре). \
Линии соседних жетонов сходятся там, где жетоны соприкасаются, и продолжаются через всё поле. \
Рамка — замкнутый контур из линий. Если выложенный жетон замыкает рамку, посмотрите на площадь \
внутри неё (четверти, которые линии отрезали от края поля): цвет, занимающий больше всего четвертей, \
приносит своему игроку победный жетон. Белый и цвета, которыми никто не играет, очков не приносят: \
если больше всего только их, очко не получает никто, но цвет игрока, наравне с ними лидирующий, \
очко приносит; если поровну у нескольких игроков, того, кто получит очко, назначает игрок, \
замкнувший рамку. Жетон можно повернуть как угодно. Жетоны выкладываются вплотную к уже лежащим, \
и поле не может быть больше 6×6.";

/// The tile model and frame rule, in Ukrainian.
pub const HELP_UK: &str = "\
Кожен жетон — квадрат із чотирьох чвертей (північно-східної, південно-східної, південно-західної та \
північно-західної); кожна чверть біла або одного з кольорів гравців (червоний, синій, зелений, жовтий). \
На деяких жетонах є лінії контуру: промені від центру жетона до середин деяких сторін \
(жодного, один, два по прямій, два кутом, три або всі чотири). \
Лінії сусідніх жетонів сходяться там, де жетони торкаються, і продовжуються через усе поле. \
Рамка — замкнений контур із ліній. Якщо викладений жетон замикає рамку, подивіться на площу \
всередині неї (чверті, які лінії відрізали від краю поля): колір, що займає найбільше чвертей, \
приносить своєму гравцеві переможний жетон. Якщо найбільше білого або кольору, яким ніхто не грає, \
очко не отримує ніхто; якщо порівну в кількох гравців, того, хто отримає очко, призначає гравець, \
який замкнув рамку. Жетон можна повернути як завгодно. Жетони викладаються впритул до вже викладених, \
і поле не може бути більшим за 6×6.";
