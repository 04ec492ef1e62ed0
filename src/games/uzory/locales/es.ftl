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

uzory-learn-goal = Reúne más puntos de victoria cerrando marcos: zonas que las líneas de plomo y el borde de plomo de la ventana separan de toda casilla vacía. Un marco puntúa para el jugador cuyo color tiene más cuartos en él. La partida termina cuando la ventana de 6×6 está llena o todos los jugadores han pasado seguidos.
uzory-learn-tile-title = Tu turno
uzory-learn-tile = Elige una loseta de tu mano para colocarla (**Loseta 1**, **Loseta 2**, **Loseta 3**, numeradas como en la imagen de tu mano) o **Pasar (cambiar toda mi mano)**: descarta las tres losetas y roba tres nuevas.
uzory-learn-rotate-title = Girar la loseta
uzory-learn-rotate = Elige cuánto gira la loseta en sentido horario (**0°**, **90°**, **180°**, **270°**): sus líneas de plomo y los colores de sus cuartos giran con ella. Las líneas de losetas vecinas se unen donde las losetas se tocan, y así continúan por el campo.
uzory-learn-cell-title = Elegir una casilla
uzory-learn-cell = Cada botón es una casilla de la ventana de 6×6 (filas A–F, columnas 1–6) junto a una loseta colocada. Pon los cuartos de tu color donde las líneas de plomo puedan cerrarse a su alrededor: una zona cerrada puntúa para el color con más cuartos en ella.
uzory-learn-frame-title = Cerrar un marco
uzory-learn-frame = Una casilla marcada con «marco» cierra uno allí: las líneas y el borde de la ventana separan una zona de toda casilla vacía. El botón dice quién puntúa: el jugador cuyo color tiene más cuartos, o nadie si el blanco tiene más o no hay color de jugador. Quien puntúa gana un punto de victoria, lo cierre quien lo cierre.
uzory-learn-discard-title = Descartar
uzory-learn-discard = Tu loseta está colocada. **Quedarme las losetas** conserva las demás; un botón **Descartar loseta** tira una o las dos. Luego robas del mazo hasta tener tres. Descarta losetas que no ayuden a tu color.
uzory-learn-tie-title = Marco empatado
uzory-learn-tie = En el marco que cerraste, varios colores de jugador empatan con el mayor número de cuartos: tú eliges quién puntúa. Cada botón es el color de un jugador; ese jugador gana el punto de victoria.
uzory-learn-pass-title = Tras un pase
uzory-learn-pass = El otro jugador acaba de pasar. Si tú también pasas, todos habrán pasado seguidos y la partida termina al momento: gana quien tenga más puntos de victoria. Para seguir jugando, coloca una loseta.
