# sagrada: the registry's words (names, start command, options) in es.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Juega a Sagrada, las vidrieras de dados

option-difficulty = dificultad
    .description = Dificultad en solitario, de 1 (la más difícil) a 5 (la más fácil)

sagrada-options = Dificultad en solitario: { $difficulty } (si juega una sola persona)

# Sagrada's presentation: colours, tool cards, objectives, menus, pictures, the log.

sagrada-colour-red = rojo
    .shades = Tonos de rojo

sagrada-colour-yellow = amarillo
    .shades = Tonos de amarillo

sagrada-colour-green = verde
    .shades = Tonos de verde

sagrada-colour-blue = azul
    .shades = Tonos de azul

sagrada-colour-purple = morado
    .shades = Tonos de morado

sagrada-score-favor = Fichas de donativo restantes

sagrada-round-track = Marcador de rondas

sagrada-choosing-patterns = Eligiendo patrones

sagrada-tool-grozing-pliers = Pinzas de desbaste
    .reminder = dado tomado +1 o −1
    .rules = Tras tomar un dado, súmale o réstale 1. Un 1 no puede pasar a 6, ni un 6 a 1.

sagrada-tool-eglomise-brush = Pincel de eglomizado
    .reminder = mover un dado, ignorar color
    .rules = Mueve un dado cualquiera de tu vitral ignorando las casillas de color. Las demás reglas de colocación se aplican.

sagrada-tool-copper-foil-burnisher = Bruñidor de cobre
    .reminder = mover un dado, ignorar número
    .rules = Mueve un dado cualquiera de tu vitral ignorando las casillas de número. Las demás reglas de colocación se aplican.

sagrada-tool-lathekin = Lathekin
    .reminder = mover exactamente dos dados
    .rules = Mueve exactamente dos dados de tu vitral respetando todas las reglas de colocación.

sagrada-tool-lens-cutter = Cortador de lentes
    .reminder = cambiar el dado con el marcador
    .rules = Tras tomar un dado, cámbialo por un dado del marcador de rondas.

sagrada-tool-flux-brush = Pincel de fundente
    .reminder = volver a tirar el dado tomado
    .rules = Tras tomar un dado, vuelve a tirarlo. Si entonces no puede colocarse, vuelve a la reserva.

sagrada-tool-glazing-hammer = Martillo de vidriero
    .reminder = volver a tirar la reserva (2.º turno)
    .rules = Vuelve a tirar todos los dados de la reserva. Solo en tu segundo turno de la ronda, antes de tomar un dado.

sagrada-tool-running-pliers = Tenazas de corte
    .reminder = 2.º dado ya, sin 2.º turno
    .rules = En tu primer turno de la ronda, toma y coloca un segundo dado en el acto. Te saltas tu segundo turno de la ronda.

sagrada-tool-cork-backed-straightedge = Regla de corcho
    .reminder = colocar lejos de otros dados
    .rules = Tras tomar un dado, colócalo en una casilla sin ningún dado al lado, tampoco en diagonal. Las demás reglas de colocación se aplican.

sagrada-tool-grinding-stone = Piedra de amolar
    .reminder = voltear el dado tomado
    .rules = Tras tomar un dado, dale la vuelta a su cara opuesta: 6 pasa a 1, 5 a 2, 4 a 3.

sagrada-tool-flux-remover = Quitafundente
    .reminder = cambiar con la bolsa, elegir valor
    .rules = Tras tomar un dado, devuélvelo a la bolsa y saca otro. Elige su valor y colócalo, o devuélvelo a la reserva.

sagrada-tool-tap-wheel = Rueda de corte
    .reminder = mover ≤2 dados de un color del marcador
    .rules = Mueve hasta dos dados de un mismo color, el de un dado del marcador de rondas, respetando todas las reglas de colocación.

sagrada-public-row-color-variety = Colores – fila
    .how = por fila sin color repetido

sagrada-public-column-color-variety = Colores – columna
    .how = por columna sin color repetido

sagrada-public-row-shade-variety = Tonos – fila
    .how = por fila sin valor repetido

sagrada-public-column-shade-variety = Tonos – columna
    .how = por columna sin valor repetido

sagrada-public-light-shades = Tonos claros
    .how = por pareja de 1 + 2

sagrada-public-medium-shades = Tonos medios
    .how = por pareja de 3 + 4

sagrada-public-deep-shades = Tonos oscuros
    .how = por pareja de 5 + 6

sagrada-public-shade-variety = Variedad de tonos
    .how = por juego de 1–6

sagrada-public-color-variety = Variedad de colores
    .how = por juego de los 5 colores

sagrada-public-color-diagonals = Diagonales de color
    .how = por dado en diagonal del mismo color

sagrada-prompt-turn = Toma un dado, usa una herramienta o termina tu turno

sagrada-prompt-place = ¿Dónde va el dado?

sagrada-die-numbered = Dado

sagrada-place-the-die = Colocar el dado

sagrada-prompt-place-or-tool = Coloca el dado o úsale una herramienta

sagrada-prompt-pay = ¿Con qué dado del color de la herramienta pagas?

sagrada-prompt-adjust = ¿Subir o bajar el dado?

sagrada-prompt-swap-round = ¿Cambiar por un dado de qué ronda?

sagrada-prompt-which-die = ¿Qué dado?

sagrada-prompt-drawn-value = Elige el valor del dado sacado

sagrada-prompt-which-moves = ¿Qué dado colocado se mueve?

sagrada-stop-moving = Dejar de mover

sagrada-end-turn = Terminar turno

sagrada-your-private-shades-of = Tu objetivo privado: tonos de

sagrada-or = {" "}o{" "}

sagrada-choose-pattern = Elige tu carta de patrón

sagrada-pattern-chosen-later = Patrón elegido — se verá cuando todos elijan

sagrada-choosing-a-pattern = Eligiendo patrón…

sagrada-favor-tokens = Fichas de donativo

sagrada-in-hand-place = En la mano — colócalo

sagrada-in-hand-adjust = En la mano — +1 o −1

sagrada-in-hand-swap = En la mano — cambio con el marcador

sagrada-choose-value = Elige el valor

sagrada-moving-dice = Moviendo dados

sagrada-your-move = Tu turno

sagrada-draft-tool-or-pass = toma un dado, usa una herramienta o pasa

sagrada-privates-best = Objetivos privados (cuenta el mejor)

sagrada-private-objective = Objetivo privado

sagrada-solo-target = Puntuación objetivo

sagrada-draft-pool = Reserva

sagrada-in-hand = En mano:

sagrada-tool-cards = Herramientas

sagrada-target-beaten = Objetivo { $target }: { $won ->
        [yes] superado
       *[no] no superado
    }

sagrada-public-objectives = Objetivos públicos

sagrada-pattern-chosen = Patrón elegido ✓

sagrada-log-chooses-pattern = elige un patrón

sagrada-log-patterns-revealed = patrones revelados

sagrada-log-drafts = toma

sagrada-log-die = dado

sagrada-log-public-objectives = objetivos públicos

sagrada-log-paid-with = pagado con

sagrada-log-pool-rerolled = reserva relanzada

sagrada-log-drawn = sacado:

sagrada-log-value-chosen = valor elegido:

sagrada-log-back-to-pool = de vuelta a la reserva

sagrada-log-drafts-again = toma otro dado ya

sagrada-log-ends-turn = termina el turno

sagrada-log-picks-die = elige el dado a mover en

sagrada-log-stops-moving = deja de mover dados

sagrada-log-favor-paid = { $count ->
        [one] { $count } ficha de donativo
       *[other] { $count } fichas de donativo
    }

sagrada-favor-token-count = { $count ->
        [one] { $count } ficha de donativo
       *[other] { $count } fichas de donativo
    }

sagrada-tool-cards-heading = Cartas de herramienta

sagrada-used = usada

sagrada-costs-pool-die = cuesta un dado de la reserva:

sagrada-next-use = próximo uso:

sagrada-one-tool-a-turn = Como mucho una herramienta por turno. Un dado movido nunca es vecino de sí mismo.

sagrada-alt-draft-pool = reserva

sagrada-alt-dice-in-bag = dados en la bolsa

sagrada-alt-dice-placed = dados colocados

sagrada-alt-favor-tokens = fichas de donativo

sagrada-alt-private-objective = objetivo privado

sagrada-round-order = Orden de la ronda

sagrada-tool-cards-caption = Herramientas · precio en fichas de donativo

sagrada-tool-cards-solo-caption = Herramientas · paga con un dado de ese color de la reserva

sagrada-tool-price-rule = Una herramienta cuesta 1 ficha de donativo, 2 si ya hay fichas en su carta; como mucho una por turno.

# Pistas: por qué una jugada es buena (tras «💡 <jugada> — »).

sagrada-why-pattern = { $tokens } { $tokens ->
        [one] ficha de donativo
       *[other] fichas de donativo
    }{ $mine ->
        [0] {""}
        [one] , { $mine } casilla de tu color privado
       *[other] , { $mine } casillas de tu color privado
    }
sagrada-why-pattern-solo = pocas restricciones{ $mine ->
        [0] {""}
        [one] , { $mine } casilla de tus colores privados
       *[other] , { $mine } casillas de tus colores privados
    }
sagrada-why-goes-to = { $die } en { $cell }
sagrada-why-blocks = { $spaces ->
        [0] todas las casillas libres se pueden llenar aún
        [one] { $spaces } casilla ya no se puede llenar
       *[other] { $spaces } casillas ya no se pueden llenar
    }
sagrada-why-public = +{ $points } por { $name }
sagrada-why-private = +{ $points } por tu objetivo privado ({ $shades })
sagrada-why-moves-to = mueve el dado a { $cell }
sagrada-why-tool = { $tool }: un sitio mejor para tu dado que sin ella
sagrada-why-end-turn = nada más vale la pena en este turno
sagrada-why-pass = cualquier dado restante estropearía una casilla de tu vidriera

sagrada-learn-goal = Construye el vitral de dados más bello en 10 rondas. Los objetivos públicos puntúan para todos, tu objetivo privado secreto suma los puntos de los dados de su color y cada ficha de donativo sin gastar vale 1; cada casilla vacía resta 1.
sagrada-learn-pattern-title = Elegir un patrón de vitral
sagrada-learn-pattern = Cada botón es uno de tus cuatro patrones de vitral, con su dificultad (●). Una casilla de color solo admite ese color; una de número, solo ese valor. Recibes tantas fichas de donativo como su dificultad: un patrón más difícil paga más herramientas.
sagrada-learn-turn-title = Tu turno
sagrada-learn-turn = En cada turno puedes tomar un dado de la reserva (los botones **Dado**, p. ej. «Dado 3: 5 rojo») y colocarlo, y usar una carta de herramienta, en cualquier orden; ambas cosas son opcionales. **Terminar turno** sin tomar dado es pasar. Cada ronda todos tienen dos turnos: en sentido horario y luego de vuelta.
sagrada-learn-first-die-title = Tu primer dado
sagrada-learn-first-die = Tu primer dado va en una casilla del borde o de una esquina de tu vitral. Cada botón es una casilla donde cabe: una casilla de color solo admite ese color; una de número, solo ese valor. Un número tras la casilla («B1 +2») es lo que suma a los objetivos públicos.
sagrada-learn-place-title = Colocar un dado
sagrada-learn-place = Cada botón es una casilla donde puede ir el dado: debe tocar un dado colocado, en ortogonal o en diagonal, encajar con el color o el número de la casilla y nunca quedar en ortogonal junto a un dado del mismo color o del mismo valor. Un número tras la casilla es lo que suma a los objetivos públicos.
sagrada-learn-hold-title = Un dado en la mano
sagrada-learn-hold = Tienes el dado tomado y debes colocarlo en este turno. **Colocar el dado** elige su casilla; el botón de una carta de herramienta usa antes esa herramienta sobre el dado (cambiar su valor, cambiarlo o volver a tirarlo), si tienes las fichas de donativo.
sagrada-learn-tools-title = Cartas de herramienta
sagrada-learn-tools = Además de tomar un dado, puedes usar una carta de herramienta por turno: su botón nombra la carta y su precio en fichas de donativo (●): 1 mientras nadie la haya usado, luego 2. **Herramientas** muestra qué hace cada carta. **Terminar turno** sin tomar dado es pasar.
sagrada-learn-end-turn-title = Terminar el turno
sagrada-learn-end-turn = Tu dado está colocado. Aún puedes usar una carta de herramienta que sirva ahora, si tienes las fichas; **Terminar turno** pasa el juego al siguiente. Al acabar la ronda, los dados que queden en la reserva van al marcador de rondas.
sagrada-learn-adjust-title = Pinzas de desbaste
sagrada-learn-adjust = Pinzas de desbaste: **+1** sube en uno el dado que tienes, **−1** lo baja en uno; un 6 no puede pasar a 1 ni un 1 a 6. Luego lo colocas como siempre.
sagrada-learn-swap-title = Cortador de lentes
sagrada-learn-swap = Cortador de lentes: elige una ronda del marcador de rondas y luego uno de sus dados; se cambia por el dado que tienes, que después colocas como siempre.
sagrada-learn-value-title = Quitafundente
sagrada-learn-value = Quitafundente: tu dado volvió a la bolsa y se sacó uno nuevo del color indicado. Cada botón fija su valor (de 1 a 6); luego lo colocas, o vuelve a la reserva si no cabe en ningún sitio.
sagrada-learn-move-title = Mover dados colocados
sagrada-learn-move = Una herramienta de mover: elige un dado colocado (una casilla) y luego la casilla adonde va. El Pincel de eglomizado ignora las casillas de color; el Bruñidor de cobre, las de número; el Lathekin mueve exactamente dos dados; la Rueda de corte, hasta dos de un color del marcador de rondas. **Dejar de mover** termina. Las demás reglas siguen valiendo.
