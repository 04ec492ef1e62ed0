# uzory: the registry's words (names, start command, options) in es.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Juega a Uzory, el juego de vidrieras con losetas

uzory-options = Reglas estándar

# The presentation: menus, log, counts, alt texts and picture labels.

uzory-score-victory-points = Puntos de victoria
uzory-colour-white = blanco
uzory-colour-red = rojo
uzory-colour-blue = azul
uzory-colour-green = verde
uzory-colour-yellow = amarillo
uzory-end-field-full = el campo está lleno
uzory-end-all-passed = todos pasaron
uzory-choose-tile-or-pass = Elige una loseta de tu mano o pasa
uzory-tile = Loseta
uzory-turn-clockwise-by = Girarla en sentido horario…
uzory-where-does-it-go = ¿Dónde va?
uzory-pass-swap-hand = Pasar (cambiar toda mi mano)
uzory-who-scores-tied-frame = Empate en el marco: ¿quién puntúa?
uzory-keep-my-tiles = Quedarme las losetas
uzory-discard-tile = Descartar loseta
uzory-discard-before-drawing = ¿Descartar losetas antes de robar hasta tener tres?
uzory-turn = Turno
uzory-tie = empate
uzory-frame = marco
uzory-frames-count = { $frames } { $frames ->
        [one] marco
       *[other] marcos
    }
uzory-nobody = nadie
uzory-title = Uzory
uzory-place-a-tile-or-pass = colocar una loseta o pasar
uzory-choose-who-scores-tie = elegir quién puntúa el marco empatado (?)
uzory-discard-tiles-or-keep = descartar losetas o quedárselas
uzory-passes-in-a-row = pases seguidos
uzory-scored-frame = marco puntuado
uzory-frame-nobody-scored = nadie puntuó
uzory-won = Ganó:
uzory-hand = mano
uzory-your-turn-pick = Tu turno: elige loseta, giro y casilla
uzory-hand-rotations-clockwise = Tu mano · giros en sentido horario
uzory-marker-top-before-turning = señala el borde superior antes de girar
uzory-no-tiles-in-hand = No hay losetas en la mano
uzory-hand-hidden = Mano oculta
uzory-tiles = losetas
uzory-pile = Mazo
uzory-frame-closed = marco cerrado
uzory-tile-placed-at = loseta en
uzory-nobody-scores = nadie puntúa
uzory-tie-label = empate:
uzory-or = o
uzory-tied-frame-awarded = empate del marco resuelto
uzory-discards-shuffled = descarte barajado en un nuevo mazo
uzory-keeps-the-hand = se queda la mano
uzory-discards = Descarte
uzory-frames = Marcos
uzory-alt-pile = mazo
uzory-alt-discards = descarte
uzory-alt-tiles-in-hand = losetas en mano
uzory-alt-frames-closed = marcos cerrados
uzory-discarded = { $tiles } { $tiles ->
        [one] loseta descartada
       *[other] losetas descartadas
    }

# Pistas: por qué una jugada es buena (tras «💡 <jugada> — »).

uzory-why-frames-mine = cierra { $frames } { $frames ->
        [one] marco
       *[other] marcos
    } de tu color: +{ $frames }
uzory-why-frames-tied = cierra { $frames ->
        [one] un marco empatado que puedes adjudicarte
       *[other] { $frames } marcos empatados que puedes adjudicarte
    }
uzory-why-frames-theirs = aunque da { $frames } { $frames ->
        [one] marco
       *[other] marcos
    } a otro color
uzory-why-lines-join = sus líneas de plomo enlazan con { $lines } líneas de las vecinas
uzory-why-own-colour = lleva más de tu color que de cualquier otro
uzory-why-hands-nothing = no cierra ningún marco para otros
uzory-why-pass = una mano nueva te sirve más que cualquier colocación ahora
uzory-why-award-self = el punto es tuyo
uzory-why-award-behind = el punto va al jugador más rezagado
uzory-why-discard = { $tiles ->
        [0] las dos losetas merecen quedarse
       *[other] { $weak ->
            [yes] { $tiles ->
                [one] la loseta descartada tiene
               *[other] las losetas descartadas tienen
            } pocas líneas o poco de tu color
           *[no] es probable que losetas nuevas te sirvan más
        }
    }
