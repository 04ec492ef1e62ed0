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
