# The bot's own words (lobby, table, refusals, hosting) in es.

## The lobby

lobby-title = { $game } — sala de espera
lobby-host = Anfitrión: { $user }
lobby-players-heading = Jugadores
lobby-seat-computer = 🤖 Jugador virtual ({ $level })
lobby-needs-exactly = Se juega con exactamente { $count }.
lobby-needs = Se juega con { $min }–{ $max }.
lobby-options-heading = Opciones
lobby-how-to = Pulsa Unirse para ocupar un asiento. El anfitrión puede añadir jugadores virtuales y empezar la partida.
lobby-cancelled = { $user } canceló esta partida.
button-join = Unirse
button-leave = Salir
button-start = Empezar
button-cancel = Cancelar partida
computer-menu-placeholder = Jugadores virtuales…
computer-add = Añadir un jugador virtual ({ $level })
computer-remove = Quitar un jugador virtual
computer-name = Jugador virtual ({ $level })
ai-level-easy = fácil
ai-level-normal = normal
ai-level-hard = difícil
ai-hint-easy = Juega la jugada que mejor parece, pero a menudo se equivoca
ai-hint-normal = Juega la jugada que mejor parece
ai-hint-hard = Piensa por adelantado, hasta un segundo por jugada

## Refusals and notices

already-joined = Ya tienes asiento en esta mesa.
joined-in-another-lobby = Ya esperas en otra sala de espera de este canal.
not-in-lobby = No tienes asiento en esta mesa.
lobby-full = La mesa está llena ({ $max } asientos).
only-host-starts = Solo el anfitrión puede empezar la partida.
only-host-manages-computers = Solo el anfitrión puede añadir o quitar jugadores virtuales.
no-computer-to-remove = No hay ningún jugador virtual que quitar.
cannot-cancel = Solo el anfitrión o un miembro con Gestionar mensajes puede cancelar esta partida.
wrong-player-count = Esta partida necesita { $min }–{ $max } jugadores; hay { $have } sentados.
channel-busy = Ya hay una partida de { $game } en este canal. Termínala o cancélala primero.
out-of-date = Este mensaje está desactualizado: aquí tienes el actual.
garbled = No reconozco este botón. Usa el mensaje más reciente, por favor.
game-not-found = Esta partida ya no existe.
wrong-channel = Este botón es de una partida de otro canal.
game-ended = Esta partida ha terminado.
corrupt-record = No se puede leer el registro guardado de esta partida ({ $game }). Se ha dejado intacto; avisa a un administrador del servidor, por favor.
storage-failed = No se pudo guardar la partida, así que nada ha cambiado. Inténtalo de nuevo, por favor.
something-went-wrong = Algo salió mal; nada ha cambiado.
guild-only = Solo se puede jugar en un canal de un servidor.
stand-ins = No tenemos algunos valores impresos de este juego; estos son sustitutos nuestros: { $keys }.

## A running game

game-started = La partida ha empezado: ¡suerte!
your-turn = { $users }, tu turno: { $prompt }
your-turn-privately = { $users }, tu turno: pulsa **Jugar mi turno** para elegir en privado.
solo-target = Objetivo: { $target } — { $won ->
        [yes] ¡superado! 🎉
       *[no] esta vez no se superó
    }
computer-thinking = 🤖 { $name } está pensando…
carry-on-by-click = -# No soy miembro aquí, así que solo hablo cuando alguien pulsa un botón: si la mesa se detiene, pulsa cualquiera de sus botones para seguir.
board-above = 🖼 El tablero de { $name } no ha cambiado: está arriba.
your-choice = Tu turno: { $prompt }
chosen-so-far = Elegido: { $chosen }
button-my-board = Mi tablero
button-take-turn = Jugar mi turno
button-counts = Recuentos
button-tools = Herramientas
button-reference = Cartas
reference-at-start = Las cartas de esta partida. **📜 Cartas** bajo la mesa las muestra de nuevo en cualquier momento.
reference-alt = Las cartas de esta partida.
button-back = Atrás
menu-placeholder = Elige…
menu-placeholder-part = Elige… ({ $part } de { $parts })
player-fallback-name = Jugador { $seat }
not-your-turn = No es tu turno.
move-not-allowed = Las reglas no permiten esa jugada ahora. No ha cambiado nada.
not-playing = No juegas en esta partida.
turn-done = Hecho: la mesa de abajo está al día.
game-over = 🏁 **{ $game }** — fin de la partida

## Hosting: timers, leaving, undo, rematch

hosting-timer-off = Temporizador: desactivado
hosting-timer = Temporizador: { $timer } por turno; después, { $then ->
        [cancel] se cancela la partida
       *[computer] juega un jugador virtual hasta que vuelva la persona
    }
timer-off = desactivado
timer-2m = 2 minutos
timer-10m = 10 minutos
timer-1h = 1 hora
timer-24h = 24 horas
duration-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
duration-hours = { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }
time-reminder = ⏰ { $users }, ¡se acabó tu tiempo! Juega en { $time } o { $then ->
        [cancel] se cancelará la partida
       *[computer] un jugador virtual jugará por ti hasta que vuelvas
    }.
ran-out-of-time = ⌛ A { $names } se les acabó el tiempo: un jugador virtual juega por ellos hasta que pulsen cualquier botón de esta partida.
cancelled-by-timer = ⌛ La partida se cancela: a { $names } se les acabó el tiempo.
player-left = 🚪 **{ $name }** dejó la partida: un jugador virtual ocupa su asiento.
player-back = ↩️ **{ $name }** ha vuelto.
took-back = ↩️ **{ $name }** deshizo una jugada.
button-undo = Deshacer
undo-not-yours = Solo **{ $name }** puede deshacer su propia jugada.
undo-stale = Esa jugada ya no se puede deshacer: la partida ha seguido.
undo-unavailable = Esta jugada no se puede deshacer (el historial de la partida no se reproduce).
welcome-back = Bienvenido de nuevo: tu asiento vuelve a ser tuyo.
you-left = Dejaste esta partida; un jugador virtual ocupa tu asiento.
game-cancelled = ⏹️ { $user } canceló la partida.
table-closed = Esta mesa está cerrada.
no-game-here = En este canal no hay ninguna partida a la que se pueda hacer eso.
button-rematch = Revancha
rematch-started = Ha empezado una revancha: la nueva mesa está abajo.
rematch-exists = La revancha de esta partida ya ha empezado.

## Log, statistics, help

log-title = 📜 { $game } — últimas jugadas
log-empty = Aún no hay jugadas.
log-earlier = … y { $count } anteriores
stats-title = 📊 { $name } en este servidor
stats-none = { $name } aún no ha terminado ninguna partida en este servidor.
stats-played = { $played ->
        [one] { $played } partida
       *[other] { $played } partidas
    }
stats-wins = { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }
stats-average = media { $average }
stats-best = mejor { $best }
leaderboard-title = 🏆 { $game } — clasificación
leaderboard-empty = Nadie ha terminado aún una partida de { $game } en este servidor.
leaderboard-line = **{ $place }.** { $user } — { $line }
turn-ends = ⏰ El tiempo se acaba { $when }
help-title = Cómo jugar
help-learning-title = Aprender en la mesa
help-anywhere-title = MD de grupo, MD y otros servidores
thread-failed = No pude crear un hilo aquí (¿tengo permiso?). Prueba sin la opción de hilo.
use-lobby-buttons = La partida aún no ha empezado: usa los botones del mensaje de la sala de espera.
thread-opened = 🧵 Una partida de { $game } empieza en { $thread }: ¡únete allí!
settings-palette = { $changed ->
        [yes] 🎨 A partir de ahora tus imágenes se dibujan con { $palette }.
       *[no] 🎨 Tus imágenes se dibujan con { $palette }.
    } Esto vale para tus propios tableros y paneles; la mesa común usa alto contraste cuando todos los sentados a ella lo eligieron. Cada color tiene además su propia forma, en las imágenes y en los botones.
settings-palette-high-contrast = la paleta de alto contraste
settings-palette-usual = los colores habituales

## What Discord refused or lost

permission-view-channel = Ver canales
permission-send-messages = Enviar mensajes
permission-send-messages-in-threads = Enviar mensajes en hilos
permission-embed-links = Insertar enlaces
permission-attach-files = Adjuntar archivos
permission-create-public-threads = Crear hilos públicos
trouble-missing-permissions = ⚠️ Me faltan permisos en { $place ->
        [thread] este hilo
       *[channel] este canal
    }: { $names }. Sin ellos no puedo publicar la mesa y la partida espera. Para darlos, un administrador del servidor abre ⚙️ Editar canal → Permisos (o Ajustes del servidor → Roles), elige mi rol y los permite. La partida sigue sola en cuanto los tenga.
trouble-table-waits = ⏳ Tu jugada está guardada, pero Discord no aceptó el nuevo mensaje de la mesa. La partida espera y la mesa se publica en cuanto Discord vuelva a responder; `/game show` la publica ahora.
trouble-channel-gone = ⏸️ El canal o hilo de esta partida ya no existe, así que la partida está en pausa. Se cancela si el canal no vuelve.
trouble-table-reposted = 🔁 La mesa actual está publicada abajo.
trouble-waits-for-click = ⏳ Guardado. Aquí solo puedo hablar cuando alguien pulsa un botón: pulsa cualquier botón de esta partida para seguir.
trouble-cancelled-channel-gone = ⏹️ Tu partida de { $game } se canceló: su canal o hilo fue eliminado.

## Pistas (💡)

hosting-hints = Pistas: { $hints ->
        [on] permitidas
        [off] desactivadas
       *[auto] permitidas cuando una persona juega solo contra la computadora
    }
button-hint = Pista
button-play-hint = Jugarla
hint-answer = 💡 **Pista:** { $steps } — { $reason }
hint-reason-search = la jugada que haría el jugador computadora más fuerte con lo que tú ves.
hint-counted = Pistas que has usado en esta partida: { $used }. Una partida en la que usas pistas no cambia tu puntuación.
hints-off = Las pistas están desactivadas en esta partida: así lo eligió el anfitrión (por defecto solo se permiten cuando una persona juega contra la computadora).
hint-busy = Todos los entrenadores están ocupados ahora: inténtalo de nuevo en un momento.
learn-opened = 📘 **Una primera partida de { $game }** para { $user }, contra una computadora fácil: cada paso nuevo se explica en privado la primera vez que aparece.
learn-welcome = 📘 **Tu primera partida.** { $goal }
    Cada tipo de paso nuevo se explica aquí, solo para ti, la primera vez que aparece. En cada decisión, **💡 Pista** muestra la jugada que haría la computadora más fuerte y por qué. Esta partida no cuenta para la clasificación; `/partida cancelar` la termina. Al acabar, el entrenador repasa tus decisiones.
learn-over = 📘 **Tu primera partida ha terminado.** El entrenador repasa ahora tus decisiones; lo que encuentre llegará aquí, con botones que repiten cada momento.
hints-used = 💡 Pistas usadas: { $list } (sus puntuaciones no cambian).
