# azul: the registry's words (names, start command, options) in es.

game-azul = Azul
    .choice = Azul (el original)

command-azul = azul
    .description = Juega a Azul, Azul: Pabellón de Verano o Azul: Vitrales de Sintra

option-side-grey = gris (Azul: cualquier casilla de la fila)

azul-options = Lado del tablero: { $side ->
        [grey] muro gris (un azulejo puede ir en cualquier casilla de su fila, un color por columna)
       *[coloured] muro de colores
    }

# The presentation: menus, log, counts, alt texts and picture labels.

azul-gain = +{ $points } { $points ->
        [one] pt
       *[other] pts
    }
azul-colour-blue = azul
azul-colour-yellow = amarillo
azul-colour-red = rojo
azul-colour-black = negro
azul-colour-white = blanco
azul-lid = Tapa
azul-floor = Suelo
azul-complete-rows = { $rows } { $rows ->
        [one] fila completa
       *[other] filas completas
    }
azul-take-prompt = ¿Qué azulejos tomas?
azul-plus-marker = + ficha
azul-destination-prompt = ¿En qué línea? (lo que no quepa cae al suelo)
azul-line = Línea
azul-floor-short = suelo
azul-floor-line = Línea de suelo
azul-space-prompt = ¿Qué casilla de la fila { $row } de la pared?
azul-column = Columna
azul-wall-tiling = alicatado
azul-taking-tiles = toma de azulejos
azul-drawn-to-start = empieza { $name } (por sorteo)
azul-to-line = → línea { $line }
azul-to-floor-line = → línea de suelo
azul-fell-to-floor = { $tiles } al suelo
azul-to-lid = { $tiles } a la tapa
azul-marker-taken = ficha de jugador inicial
azul-marker-taken-floor-full = ficha de jugador inicial (suelo lleno)
azul-tiled = { $colour } → fila { $row }
azul-tiled-column = { $colour } → fila { $row }, columna { $column }
azul-line-dropped = la línea { $line } ({ $colour }) cae al suelo
azul-row-completed = fila { $row } completa: última ronda
azul-bag-refilled = bolsa rellenada desde la tapa ({ $tiles } { $tiles ->
        [one] azulejo
       *[other] azulejos
    })
azul-rows-dead = ya no se puede completar ninguna fila de ninguna pared
azul-stalled = ningún azulejo ha llegado a una pared en cinco rondas
azul-tiles-ran-out = no quedan azulejos para repartir
azul-starts = empieza { $name }
azul-moves = juega
azul-alt-factories = expositores con azulejos
azul-alt-centre = centro
azul-alt-marker-in-centre = ficha de jugador inicial en el centro
azul-alt-wall = pared
azul-alt-lines = líneas de patrón
azul-yes = sí
azul-no = no
azul-with-marker = con la ficha de jugador inicial
azul-score-wall = Azulejos en la pared
azul-score-rows = Filas completas (+2)
azul-score-columns = Columnas completas (+7)
azul-score-colours = Los cinco de un color (+10)

# Pistas: por qué una jugada es buena (tras «💡 <jugada> — »).

azul-why-line-full = la línea { $line } queda completa: al menos { $gain } al final de la ronda
azul-why-line-builds = la línea { $line } queda con { $have } de { $size }, { $gain } al completarla
azul-why-completes-colour = los cinco de un color en la pared, { $colour } (+10 al final)
azul-why-completes-column = completa la columna { $column } de la pared (+7 al final)
azul-why-completes-row = completa la fila { $row } de la pared (+2 al final)
azul-why-denies = la línea { $line } de un rival ya no se puede completar esta ronda
azul-why-to-floor = deja tus líneas de patrón libres para mejores azulejos, por { $cost } en el suelo
azul-why-floor-worth = vale el { $cost } en el suelo
azul-why-no-floor = nada cae al suelo
azul-why-marker = empiezas la próxima ronda
azul-why-tile = { $gain } en la pared
azul-why-tile-best = { $gain } en la pared, lo máximo de esta fila

azul-learn-goal = Consigue más puntos que nadie. Los azulejos puntúan al llegar a tu pared; las filas, columnas y colores completos dan bonificaciones al final. La partida termina tras la ronda en que alguien completa una fila horizontal de su pared.
azul-learn-take-title = Tomar azulejos
azul-learn-take = Cada botón toma todos los azulejos de un color de un expositor o del centro («◆ Azul ×2 · Expositor 3»); el resto de ese expositor va al centro. Toma lo que quepa en una línea de patrón que estés llenando: lo que no quepa cae a tu línea de suelo y resta puntos.
azul-learn-line-title = Elegir una línea de patrón
azul-learn-line = Pon los azulejos en una línea de patrón (la Línea 1 admite 1, la Línea 5 admite 5) o en la **Línea de suelo**. Una línea tiene un solo color, nunca uno que ya esté en su fila de la pared. Cada botón muestra lo que tendrá, sus puntos si se llena y lo que cae al suelo. Al final de la ronda, cada línea llena pasa un azulejo a tu pared.
azul-learn-marker-title = La ficha de jugador inicial
azul-learn-marker = Eres el primero en tomar del centro esta ronda, así que la ficha de jugador inicial viene con tus azulejos: ocupa la casilla libre más a la izquierda de tu línea de suelo y resta puntos como un azulejo, pero empiezas la próxima ronda. El coste de suelo de cada botón ya la cuenta.
azul-learn-floor-title = Solo la línea de suelo
azul-learn-floor = Ninguna línea de patrón admite este color: cada línea con sitio tiene otro color, o su fila de la pared ya tiene este. Solo queda la **Línea de suelo**: todos los azulejos caen al suelo, cuyas casillas restan −1, −1, −2, −2, −2, −3, −3. Lo que no quepa en una línea de suelo llena va a la tapa.
azul-learn-wall-title = Elegir una casilla de la pared
azul-learn-wall = Lado gris: tu línea de patrón llena pasa un azulejo a su fila de la pared, a cualquier casilla cuya columna aún no tenga ese color. Cada botón **Columna** muestra lo que puntúa allí: 1 si está solo; si no, su tramo horizontal más su tramo vertical. Los demás azulejos de la línea van a la tapa.
