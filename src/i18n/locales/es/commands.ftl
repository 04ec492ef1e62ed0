# Slash commands and their options, for Discord's command localisation, in es.

cmd-start = empezar
    .description = Abrir una sala de espera para una nueva partida en este canal
cmd-variant = variante
    .description = Qué juego
cmd-players = jugadores
    .description = Asientos en la mesa (por defecto: 4)
cmd-game = partida
    .description = La partida de este canal
cmd-log = registro
    .description = Ver las últimas jugadas de la partida de este canal
cmd-leave = salir
    .description = Dejar la partida de este canal (un jugador virtual ocupa tu asiento)
cmd-cancel = cancelar
    .description = Cancelar la partida de este canal (anfitrión o moderadores)
cmd-stats = estadísticas
    .description = Partidas, victorias y puntuaciones en este servidor
cmd-leaderboard = clasificación
    .description = Los mejores jugadores de un juego en este servidor
cmd-help = ayuda
    .description = Cómo funciona el bot y las reglas de cada juego
cmd-timer = temporizador
    .description = Tiempo por turno (por defecto: el ajuste del servidor)
cmd-on-timeout = al_agotarse
    .description = Si un jugador avisado sigue sin jugar (por defecto: juega un jugador virtual)
cmd-thread = hilo
    .description = Jugar en un hilo nuevo bajo este canal
cmd-hints = pistas
    .description = Permitir 💡 pistas (por defecto: solo si una persona juega contra la computadora)
cmd-user = usuario
    .description = De quién son las estadísticas (por defecto: tuyas)
cmd-which-game = juego
    .description = Qué juego
cmd-replay = repetición
    .description = Ver de nuevo una partida terminada de este servidor, jugada a jugada
cmd-id = id
    .description = El id de la partida, como lo muestran /stats, los resultados y el registro
cmd-settings = ajustes
    .description = Tus ajustes: los colores de tus imágenes
cmd-palette = paleta
    .description = Colores de tus imágenes (omítela para ver los tuyos)
cmd-show = mostrar
    .description = Publicar de nuevo la mesa actual de la partida de este canal

## Choices

cmd-choice-timeout-computer = juega un jugador virtual
cmd-choice-timeout-cancel = cancelar la partida
cmd-choice-palette-standard = colores habituales
cmd-choice-palette-high-contrast = alto contraste
cmd-learn = aprender
    .description = Juega una primera partida contra una computadora fácil, cada paso explicado
