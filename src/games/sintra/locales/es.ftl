# sintra: the registry's words (names, start command, options) in es.

game-sintra = Azul: Vitrales de Sintra
    .choice = Vitrales de Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Lado del tablero: { $side ->
        [b] B
       *[a] A (ornamentos)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line.
sintra-score-round-colour = Bonificación del color de la ronda
    .in-line = bonificación del color de la ronda
sintra-score-windows = Puntos de ventanas
    .in-line = puntos de ventanas
sintra-score-broken-reset = Reinicio del vidrio roto
    .in-line = reinicio del vidrio roto
sintra-score-leftover = Vidrios en las franjas
    .in-line = vidrios en las franjas
sintra-score-broken-track = Vidrio roto
    .in-line = vidrio roto
sintra-score-ornaments = Ornamentos
    .in-line = ornamentos
sintra-score-colour-windows = Mejor color
    .in-line = mejor color

# A glass colour in lower case.
sintra-pink = rosa
sintra-orange = naranja
sintra-yellow = amarillo
sintra-green = verde
sintra-blue = azul
sintra-red = rojo
sintra-purple = morado

sintra-round-colour = color de la ronda

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Toma vidrio de un expositor o del centro, o reinicia al vidriero
sintra-move-the-glazier-back = Reiniciar al vidriero
sintra-which-strip-for = ¿En qué franja pones { $count } × { $colour }?
sintra-which-strip = ¿Qué franja?
sintra-which-piece-into-the-window = ¿Qué vidrio va a la ventana?
sintra-plus-start-marker = {" "}+ ficha inicial
sintra-all-break = , se rompen todos
sintra-strip-label = Franja
sintra-pieces-in = puestos
sintra-completes = completa
sintra-broken = rotos

# Pictures.
sintra-no-such-player = No existe ese jugador
sintra-place-on-a-green-strip = Pon en una franja verde:
sintra-choose-the-piece-for-window = Elige el vidrio para la ventana
sintra-your-turn-take-glass = Tu turno: toma vidrio o reinicia al vidriero
sintra-done = hecho
sintra-complete-windows = Ventanas completas
sintra-broken-glass = Vidrio roto
sintra-drawn-to-start = Empieza por sorteo
sintra-places = coloca
sintra-fills-the-window-under-strip = llena la ventana bajo la franja
sintra-empty = vacío

# The log.
sintra-strip = franja
sintra-start-marker = ficha de jugador inicial
sintra-glazier-back = vidriero reiniciado
sintra-broken-label = rotos:
sintra-broken-glass-in-line = vidrio roto
sintra-completed = completa
sintra-moves-the-glazier-back = reinicia al vidriero

# Alt texts.
sintra-factories-with-glass = expositores con vidrio
sintra-windows-complete = ventanas completas
sintra-glass-in-windows = vidrios en ventanas

# Pistas: por qué una jugada es buena (tras «💡 <jugada> — »).

sintra-why-completes = completa la franja { $strip }: +{ $points } { $points ->
        [one] pt
       *[other] pts
    } ahora
sintra-why-take-completes = basta para completar la franja { $strip }
sintra-why-fills = la franja { $strip } queda con { $filled } de { $size }
sintra-why-breaks = { $count ->
        [0] no se rompe ningún vidrio
        [one] se rompe { $count } vidrio
       *[other] se rompen { $count } vidrios
    }
sintra-why-start-marker = empiezas la próxima ronda
sintra-why-reset = el vidriero vuelve a tu primera franja, donde { $pieces ->
        [one] espera { $pieces } vidrio
       *[other] esperan { $pieces } vidrios
    }
sintra-why-window-colour = { $count } { $count ->
        [one] vidrio
       *[other] vidrios
    } de este color en tus ventanas{ $best ->
        [yes] , tu mejor color
       *[no] {""}
    }

sintra-learn-goal = Consigue más puntos en 6 rondas. Completar una franja pone uno de sus vidrios en la ventana de abajo y puntúa esa ventana, cada ventana a su derecha con vidrio y los vidrios de la franja del color de la ronda. El vidrio roto resta puntos.
sintra-learn-turn-title = Tomar vidrio
sintra-learn-turn = Elige un **Expositor** o el **Centro** y luego un color: tomas allí todos sus vidrios, y el resto de un expositor va al centro. Después todos van a una franja: la que está bajo tu vidriero o cualquiera a su derecha (el vidriero se mueve allí).
sintra-learn-colour-title = Elegir vidrio
sintra-learn-colour = Cada botón toma aquí todos los vidrios de ese color («Azul ×3») y dice lo que costaría romperlos si ninguna franja a tu alcance tiene sitio. Toma un color que quepa en una franja bajo tu vidriero o a su derecha: cada vidrio necesita una casilla vacía de su color o una casilla gris comodín.
sintra-learn-start-marker-title = La ficha de jugador inicial
sintra-learn-start-marker = Eres el primero en tomar del centro esta ronda: te llevas también la ficha de jugador inicial («+ ficha inicial») y empiezas la próxima ronda, pero tu marcador de vidrio roto baja una casilla, lo que resta puntos.
sintra-learn-strip-title = Elegir una franja
sintra-learn-strip = Cada botón **Franja** es una franja a tu alcance: bajo tu vidriero o a su derecha; el vidriero se mueve allí. Dice cuántos vidrios se ponen y cuántos se rompen. Cada vidrio llena una casilla vacía de su color o una gris comodín; si alguna franja tiene sitio, debes elegir una que lo tenga.
sintra-learn-complete-title = Completar una franja
sintra-learn-complete = Un botón que dice «completa» llena su franja: sumas 1 por cada vidrio del color de la ronda en ella, un vidrio pasa a la ventana de abajo (arriba y luego abajo) y puntúas esa ventana más cada ventana a su derecha con vidrio. El botón muestra el total.
sintra-learn-broken-title = Vidrio roto
sintra-learn-broken = Ninguna franja a tu alcance tiene sitio para todos estos vidrios: los que no caben se rompen. Cada vidrio roto baja una casilla tu marcador de vidrio roto y va a la torre; el valor del marcador se pierde al final, y llegar al fondo cuesta 18 puntos al momento.
sintra-learn-window-title = A la ventana
sintra-learn-window = Lado B: tu franja completa tiene varios colores; elige qué vidrio va a la ventana de abajo. Los demás van a la torre. Al final, el lado B puntúa tus ventanas completas por los vidrios de tu mejor color en tus ventanas.
sintra-learn-reset-title = Reiniciar al vidriero
sintra-learn-reset = Tu vidriero solo avanza a la derecha al colocar. **Reiniciar al vidriero** ocupa todo tu turno: vuelve sobre tu franja más a la izquierda, desde donde alcanza de nuevo todas las franjas. O toma vidrio como siempre.
