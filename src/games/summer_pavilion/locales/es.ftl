# summer_pavilion: the registry's words (names, start command, options) in es.

game-summer-pavilion = Azul: Pabellón de Verano
    .choice = Pabellón de Verano

option-side = lado
    .description = Lado del tablero (por defecto: de colores / A)

option-wilds = comodines
    .description = Orden de los colores comodín en Pabellón de Verano (por defecto: normal)

option-side-coloured = de colores (Pabellón de Verano, Azul)

option-side-beige = beige (Pabellón de Verano, variante 1)

option-wilds-normal = normal

option-wilds-alternative = alternativo (variante 2, un orden sustituto)

summer-pavilion-options = Lado del tablero: { $side ->
        [beige] beige (variante 1; costes del tablero del juego completo)
       *[coloured] de colores
    }
    Orden de los comodines: { $wilds ->
        [alternative] alternativo (variante 2): un sustituto, el orden de la expansión Glazed Pavilion; no conocemos el orden invertido del MINI
       *[normal] normal
    }

# The presentation: menus, log, counts, alt texts and picture labels.

summer-pavilion-score-start = Puntos iniciales
summer-pavilion-score-placement = Losetas colocadas
summer-pavilion-score-start-token = Ficha de jugador inicial
summer-pavilion-score-discard = Losetas descartadas
summer-pavilion-score-leftover = Losetas sobrantes
summer-pavilion-score-star = { $colour ->
        [purple] Estrella morada
        [green] Estrella verde
        [orange] Estrella naranja
        [yellow] Estrella amarilla
        [blue] Estrella azul
        [red] Estrella roja
        [multicoloured] Estrella multicolor
       *[other] Estrella { $colour }
    }
summer-pavilion-score-all = Todas las casillas { $number } cubiertas

# A colour: lower case, then agreeing with a star, with one tile (loseta), with several tiles.
summer-pavilion-purple = morado
    .star = morada
    .object = morada
    .plural = moradas
summer-pavilion-green = verde
    .star = verde
    .object = verde
    .plural = verdes
summer-pavilion-orange = naranja
    .star = naranja
    .object = naranja
    .plural = naranjas
summer-pavilion-yellow = amarillo
    .star = amarilla
    .object = amarilla
    .plural = amarillas
summer-pavilion-blue = azul
    .star = azul
    .object = azul
    .plural = azules
summer-pavilion-red = rojo
    .star = roja
    .object = roja
    .plural = rojas

summer-pavilion-factory = Expositor { $number }
summer-pavilion-star-centre = Estrella central
summer-pavilion-star-coloured = { $colour ->
        [purple] Estrella morada
        [green] Estrella verde
        [orange] Estrella naranja
        [yellow] Estrella amarilla
        [blue] Estrella azul
       *[red] Estrella roja
    }
summer-pavilion-star-numbered = Estrella { $number }
summer-pavilion-star-left = Estrella izquierda
summer-pavilion-star-top-left = Estrella superior izquierda
summer-pavilion-star-top-right = Estrella superior derecha
summer-pavilion-star-right = Estrella derecha
summer-pavilion-star-bottom-right = Estrella inferior derecha
summer-pavilion-star-bottom-left = Estrella inferior izquierda

# Where a space sits in its star.
summer-pavilion-at-top = arriba
summer-pavilion-at-top-right = arriba a la derecha
summer-pavilion-at-bottom-right = abajo a la derecha
summer-pavilion-at-bottom = abajo
summer-pavilion-at-bottom-left = abajo a la izquierda
summer-pavilion-at-top-left = arriba a la izquierda

# Menus: prompts and button labels.
summer-pavilion-take-tiles-from = Tomar losetas de…
summer-pavilion-take-a-bonus-tile = Toma una loseta de bonificación de la reserva
summer-pavilion-taking-tiles = tomando losetas
summer-pavilion-placing-tiles = colocando losetas
summer-pavilion-bonus-tiles-in-line = losetas de bonificación
summer-pavilion-keeping-tiles = guardando losetas
summer-pavilion-wild-in-line = comodín:
summer-pavilion-discard-count = descartar { $count }
summer-pavilion-place-which-colour-or-pass = ¿Qué color colocar? O pasa
summer-pavilion-start = inicial
summer-pavilion-wild-in-brackets = {" "}(comodín)
summer-pavilion-where = ¿Dónde? (el número impreso en una casilla es su coste)
summer-pavilion-spend = {""}
summer-pavilion-wild = comodín
summer-pavilion-which-tiles-to-spend = ¿Con qué losetas pagar?
summer-pavilion-keep-up-to-4 = Guarda hasta 4 losetas para la próxima ronda (cada una de las demás: −1)
summer-pavilion-keep-none = No guardar ninguna
summer-pavilion-keep = Guardar
summer-pavilion-keep-colour = Guardar { $colour }
summer-pavilion-other-tiles = Otras losetas…
summer-pavilion-how-many-to-keep = Cuántas guardar (4 como máximo en total):
summer-pavilion-pass-end-my-round = Pasar (acabo ronda, guardo hasta 4)
summer-pavilion-pass = Pasar
summer-pavilion-which-star = ¿Qué estrella?
summer-pavilion-plus-wild = {" "}+ comodín
summer-pavilion-points = { $count ->
        [one] { $count } pt
       *[other] { $count } pts
    }

# Pictures.
summer-pavilion-passed = pasó
summer-pavilion-kept = guardadas
summer-pavilion-tiles-held = Losetas en mano
summer-pavilion-bonus-tiles = Bonificación
summer-pavilion-beige-bonus-tiles = Cara beige · bonificación
summer-pavilion-bag = Bolsa
summer-pavilion-supply = Reserva
summer-pavilion-winner = ★ ganador
summer-pavilion-held-label = En mano:
summer-pavilion-kept-label = Guardadas:
summer-pavilion-takes-tiles = toma losetas
summer-pavilion-places-a-tile = coloca una loseta
summer-pavilion-takes-bonus-tiles = toma losetas de bonificación:
summer-pavilion-keeps-tiles = guarda losetas
summer-pavilion-next-wild = luego
summer-pavilion-wild-label = Comodín:

# The log.
summer-pavilion-start-token = ficha de jugador inicial
summer-pavilion-pillar = columna
summer-pavilion-statue = estatua
summer-pavilion-bonus = bonificación
summer-pavilion-bonus-tile = loseta de bonificación
summer-pavilion-keeps = guarda
summer-pavilion-placing-begins = empieza la colocación
summer-pavilion-keeps-nothing = no guarda nada
summer-pavilion-wilds = { $count ->
        [one] { $count } comodín
       *[other] { $count } comodines
    }
summer-pavilion-discarded = { $count ->
        [one] { $tiles } descartada
       *[other] { $tiles } descartadas
    }

# Alt texts.
summer-pavilion-factories-with-tiles = expositores con losetas
summer-pavilion-supply-in-line = reserva
summer-pavilion-tiles-placed = losetas colocadas
summer-pavilion-holds = tiene
summer-pavilion-starts-by-lot = empieza { $name } (por sorteo)

# Pistas: por qué una jugada es buena (tras «💡 <jugada> — »).

summer-pavilion-why-place = suma { $gain } ahora
summer-pavilion-why-star = completa su estrella: { $gain } al final
summer-pavilion-why-structure = rodea { $kind ->
        [pillar] una columna
        [statue] una estatua
       *[window] una ventana
    }: { $tiles } { $tiles ->
        [one] loseta de bonificación
       *[other] losetas de bonificación
    }
summer-pavilion-why-take = { $most ->
        [yes] la mayor toma posible
       *[no] losetas para colocar
    }: { $tiles }{ $wild ->
        [yes] , con un comodín
       *[no] {""}
    }
summer-pavilion-why-start-token = empiezas la próxima ronda, por { $cost }
summer-pavilion-why-pass = { $stuck ->
        [yes] ya no puedes colocar nada de lo que tienes
       *[no] tus losetas valen más guardadas para la próxima ronda
    }
summer-pavilion-why-keep = guarda { $kept } { $kept ->
        [one] loseta
       *[other] losetas
    } para la próxima ronda{ $thrown ->
        [0] {""}
       *[other] , descarta { $thrown } (−{ $thrown })
    }
summer-pavilion-why-next-wild = el { $colour } es comodín en la próxima ronda
summer-pavilion-why-bonus-wild = el color comodín de esta ronda: sustituye a cualquier color
summer-pavilion-why-bonus-next-wild = el color comodín de la próxima ronda, vale la pena guardarlo
summer-pavilion-why-bonus-group = tendrás { $held } { $held ->
        [one] loseta
       *[other] losetas
    } de ese color

summer-pavilion-learn-goal = Consigue más puntos que nadie (todos empiezan con 5). Las losetas colocadas en las estrellas puntúan al momento; las estrellas completas y cada 1, 2, 3 o 4 cubierto en todas las estrellas dan bonificaciones tras la ronda 6. Cada loseta que aún tengas resta 1 punto.
summer-pavilion-learn-take-title = Tomar losetas
summer-pavilion-learn-take = Elige de dónde tomar: un **Expositor** o el **Centro**. Tomas todas las losetas de un color y, si hay, un comodín; el resto de un expositor va al centro. Se toma hasta que los expositores y el centro quedan vacíos; luego todos colocan.
summer-pavilion-learn-colour-title = Elegir un color
summer-pavilion-learn-colour = Cada botón toma todas las losetas de ese color de aquí («◆ Azul ×3»). Toma colores que pienses colocar: una casilla cuesta tantas losetas de su color como el número impreso; una va a la casilla y el resto a la torre.
summer-pavilion-learn-wild-title = El color comodín
summer-pavilion-learn-wild = El comodín de esta ronda aparece en la línea de estado y cambia cada ronda. Al tomar otro color de un sitio con comodines te llevas también exactamente un comodín («+ comodín»); si solo quedan comodines, tomas uno. Al colocar, los comodines sustituyen a cualquier color, pero hace falta al menos una loseta real del color.
summer-pavilion-learn-start-title = La ficha de jugador inicial
summer-pavilion-learn-start = Eres el primero en tomar del centro esta ronda: te llevas también la ficha de jugador inicial y pierdes 1 punto por loseta tomada, comodín incluido (el botón muestra «inicial −N»). A cambio colocas primero y empiezas la próxima ronda. Nadie baja de 0.
summer-pavilion-learn-place-title = Colocar losetas
summer-pavilion-learn-place = Ahora, en cada turno, colocas una loseta o pasas. Un botón de color («◆ Azul ×5») coloca ese color; el número impreso en una casilla es su coste en losetas: una va a la casilla y el resto a la torre. **Pasar (acabo ronda, guardo hasta 4)** termina tus colocaciones de esta ronda.
summer-pavilion-learn-star-title = Elegir una estrella
summer-pavilion-learn-star = Lado beis: cualquier estrella admite cualquier color. Al llenarse, cada estrella es de un color (seis iguales, vale lo de ese color) o multicolor (seis distintos, 12 puntos); lo deciden las primeras losetas. Cada botón nombra una estrella.
summer-pavilion-learn-space-title = Elegir una casilla
summer-pavilion-learn-space = Cada botón es una casilla, con sus puntos y losetas de bonificación («+2 pts, +1 loseta»). Una loseta colocada vale 1, más 1 por cada loseta del tramo continuo al que se une en la estrella. Cerrar las casillas alrededor de una columna, estatua o ventana da losetas de la reserva. La estrella central admite seis colores distintos.
summer-pavilion-learn-wilds-title = Gastar comodines
summer-pavilion-learn-wilds = Elige cómo pagar: cada botón dice cuántas losetas del color y cuántos comodines gastas. Hace falta al menos una loseta real del color. Los comodines que te queden sirven después; guardados para la ronda siguiente, allí son losetas normales.
summer-pavilion-learn-bonus-title = Losetas de bonificación
summer-pavilion-learn-bonus = Tu loseta cerró las casillas alrededor de una columna (1 loseta), una estatua (2) o una ventana (3): toma esas losetas de la reserva, una por botón. También puedes elegir comodines. La reserva se rellena desde la bolsa antes del siguiente turno.
summer-pavilion-learn-keep-title = Guardar losetas
summer-pavilion-learn-keep = Has pasado: hasta 4 de tus losetas se quedan en las esquinas de tu tablero para la próxima ronda; cada una de las demás va a la torre por −1 punto. Elige el grupo sugerido, **No guardar ninguna** u **Otras losetas…** para elegir color a color. El próximo comodín aparece en la línea de estado.
summer-pavilion-learn-last-round-title = La última ronda
summer-pavilion-learn-last-round = La ronda 6 es la última. Coloca lo que puedas: si pasas ahora, cada loseta que tengas va a la torre por −1 punto, no se guarda nada. Después las estrellas completas valen lo suyo (de 12 a 20) y cada 1, 2, 3 o 4 cubierto en todas las estrellas da 4, 8, 12 o 16.
