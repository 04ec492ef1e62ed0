# sagrada: the registry's words (names, start command, options) in fr.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Jouez à Sagrada, les vitraux en dés

option-difficulty = difficulté
    .description = Difficulté en solo, de 1 (la plus dure) à 5 (la plus facile)

sagrada-options = Difficulté en solo : { $difficulty } (quand une personne joue seule)

# Sagrada's presentation: colours, tool cards, objectives, menus, pictures, the log.

sagrada-colour-red = rouge
    .shades = Nuances de rouge

sagrada-colour-yellow = jaune
    .shades = Nuances de jaune

sagrada-colour-green = vert
    .shades = Nuances de vert

sagrada-colour-blue = bleu
    .shades = Nuances de bleu

sagrada-colour-purple = violet
    .shades = Nuances de violet

sagrada-score-favor = Jetons Faveur restants

sagrada-round-track = Piste des manches

sagrada-choosing-patterns = Choix des vitraux

sagrada-tool-grozing-pliers = Pince à grugeage
    .reminder = dé pris +1 ou −1
    .rules = Après avoir pris un dé, augmentez ou diminuez sa valeur de 1. Un 1 ne peut pas devenir un 6, ni un 6 un 1.

sagrada-tool-eglomise-brush = Pinceau à églomisé
    .reminder = déplacer un dé, sans la couleur
    .rules = Déplacez un dé de votre vitrail en ignorant les cases de couleur. Toutes les autres règles de placement s'appliquent.

sagrada-tool-copper-foil-burnisher = Brunissoir à feuille de cuivre
    .reminder = déplacer un dé, sans la valeur
    .rules = Déplacez un dé de votre vitrail en ignorant les cases de valeur. Toutes les autres règles de placement s'appliquent.

sagrada-tool-lathekin = Lathekin
    .reminder = déplacer exactement deux dés
    .rules = Déplacez exactement deux dés de votre vitrail en respectant toutes les règles de placement.

sagrada-tool-lens-cutter = Coupe-lentille
    .reminder = échanger le dé avec la piste
    .rules = Après avoir pris un dé, échangez-le contre un dé de la piste des manches.

sagrada-tool-flux-brush = Pinceau à flux
    .reminder = relancer le dé pris
    .rules = Après avoir pris un dé, relancez-le. S'il ne peut alors pas être placé, il retourne dans la réserve.

sagrada-tool-glazing-hammer = Marteau de vitrier
    .reminder = relancer la réserve (2e tour)
    .rules = Relancez tous les dés de la réserve. Seulement lors de votre second tour de la manche, avant de prendre un dé.

sagrada-tool-running-pliers = Pince à détacher
    .reminder = 2e dé tout de suite, sans 2e tour
    .rules = Lors de votre premier tour de la manche, prenez et placez aussitôt un second dé. Vous passez votre second tour de la manche.

sagrada-tool-cork-backed-straightedge = Règle à dos de liège
    .reminder = placer loin des autres dés
    .rules = Après avoir pris un dé, placez-le sur une case sans aucun dé voisin, même en diagonale. Toutes les autres règles de placement s'appliquent.

sagrada-tool-grinding-stone = Pierre à meuler
    .reminder = retourner le dé pris
    .rules = Après avoir pris un dé, retournez-le sur sa face opposée : 6 devient 1, 5 devient 2, 4 devient 3.

sagrada-tool-flux-remover = Décapant à flux
    .reminder = échanger avec le sac, choisir la valeur
    .rules = Après avoir pris un dé, remettez-le dans le sac et piochez-en un autre. Choisissez sa valeur et placez-le, ou remettez-le dans la réserve.

sagrada-tool-tap-wheel = Molette à tapoter
    .reminder = déplacer ≤2 dés d'une couleur de la piste
    .rules = Déplacez jusqu'à deux dés d'une même couleur, celle d'un dé de la piste des manches, en respectant toutes les règles de placement.

sagrada-public-row-color-variety = Couleurs variées – rangée
    .how = par rangée sans couleur répétée

sagrada-public-column-color-variety = Couleurs variées – colonne
    .how = par colonne sans couleur répétée

sagrada-public-row-shade-variety = Nuances variées – rangée
    .how = par rangée sans valeur répétée

sagrada-public-column-shade-variety = Nuances variées – colonne
    .how = par colonne sans valeur répétée

sagrada-public-light-shades = Nuances claires
    .how = par paire 1 + 2

sagrada-public-medium-shades = Nuances moyennes
    .how = par paire 3 + 4

sagrada-public-deep-shades = Nuances foncées
    .how = par paire 5 + 6

sagrada-public-shade-variety = Variété de nuances
    .how = par série 1–6

sagrada-public-color-variety = Variété de couleurs
    .how = par série des 5 couleurs

sagrada-public-color-diagonals = Diagonales colorées
    .how = par dé sur une diagonale d'une couleur

sagrada-prompt-turn = Prenez un dé, utilisez un outil ou finissez votre tour

sagrada-prompt-place = Où va le dé ?

sagrada-die-numbered = Dé

sagrada-place-the-die = Placer le dé

sagrada-prompt-place-or-tool = Placez le dé ou utilisez-y un outil

sagrada-prompt-pay = Avec quel dé de la couleur de l'outil payez-vous ?

sagrada-prompt-adjust = Augmenter ou diminuer le dé ?

sagrada-prompt-swap-round = Échanger contre un dé de quelle manche ?

sagrada-prompt-which-die = Quel dé ?

sagrada-prompt-drawn-value = Choisissez la valeur du dé pioché

sagrada-prompt-which-moves = Quel dé placé déplacer ?

sagrada-stop-moving = Arrêter de déplacer

sagrada-end-turn = Finir le tour

sagrada-your-private-shades-of = Votre objectif privé : nuances de

sagrada-or = {" "}ou{" "}

sagrada-choose-pattern = Choisissez votre carte Vitrail

sagrada-pattern-chosen-later = Vitrail choisi — visible quand tous auront choisi

sagrada-choosing-a-pattern = Choisit un vitrail…

sagrada-favor-tokens = Jetons Faveur

sagrada-in-hand-place = En main — placez-le

sagrada-in-hand-adjust = En main — +1 ou −1

sagrada-in-hand-swap = En main — échange avec la piste

sagrada-choose-value = Choisissez la valeur

sagrada-moving-dice = Déplacement de dés

sagrada-your-move = À vous de jouer

sagrada-draft-tool-or-pass = prenez un dé, un outil ou passez

sagrada-privates-best = Objectifs privés (le meilleur compte)

sagrada-private-objective = Objectif privé

sagrada-solo-target = Score à battre

sagrada-draft-pool = Réserve

sagrada-in-hand = En main :

sagrada-tool-cards = Outils

sagrada-target-beaten = Score à battre { $target } : { $won ->
        [yes] battu
       *[no] non battu
    }

sagrada-public-objectives = Objectifs publics

sagrada-pattern-chosen = Vitrail choisi ✓

sagrada-log-chooses-pattern = choisit un vitrail

sagrada-log-patterns-revealed = vitraux révélés

sagrada-log-drafts = prend

sagrada-log-die = dé

sagrada-log-public-objectives = objectifs publics

sagrada-log-paid-with = payé avec

sagrada-log-pool-rerolled = réserve relancée

sagrada-log-drawn = pioché :

sagrada-log-value-chosen = valeur choisie :

sagrada-log-back-to-pool = retour à la réserve

sagrada-log-drafts-again = reprend un dé tout de suite

sagrada-log-ends-turn = finit son tour

sagrada-log-picks-die = choisit le dé à déplacer en

sagrada-log-stops-moving = arrête de déplacer des dés

sagrada-log-favor-paid = { $count ->
        [one] { $count } jeton Faveur
        [many] { $count } jetons Faveur
       *[other] { $count } jetons Faveur
    }

sagrada-favor-token-count = { $count ->
        [one] { $count } jeton Faveur
        [many] { $count } jetons Faveur
       *[other] { $count } jetons Faveur
    }

sagrada-tool-cards-heading = Cartes Outil

sagrada-used = utilisée

sagrada-costs-pool-die = coûte un dé de la réserve :

sagrada-next-use = prochaine utilisation :

sagrada-one-tool-a-turn = Un outil par tour au plus. Un dé déplacé n'est jamais son propre voisin.

sagrada-alt-draft-pool = réserve

sagrada-alt-dice-in-bag = dés dans le sac

sagrada-alt-dice-placed = dés placés

sagrada-alt-favor-tokens = jetons Faveur

sagrada-alt-private-objective = objectif privé

sagrada-round-order = Ordre de la manche

sagrada-tool-cards-caption = Outils · prix en jetons Faveur

sagrada-tool-cards-solo-caption = Outils · payez avec un dé de cette couleur de la réserve

sagrada-tool-price-rule = Un outil coûte 1 jeton Faveur, 2 dès que des jetons sont sur sa carte ; un outil par tour au plus.

# Indices : pourquoi un coup est bon (après « 💡 <coup> — »).

sagrada-why-pattern = { $tokens } { $tokens ->
        [one] jeton Faveur
       *[other] jetons Faveur
    }{ $mine ->
        [0] {""}
        [one] , { $mine } case de votre couleur privée
       *[other] , { $mine } cases de votre couleur privée
    }
sagrada-why-pattern-solo = peu de restrictions{ $mine ->
        [0] {""}
        [one] , { $mine } case de vos couleurs privées
       *[other] , { $mine } cases de vos couleurs privées
    }
sagrada-why-goes-to = { $die } en { $cell }
sagrada-why-blocks = { $spaces ->
        [0] chaque case libre peut encore être remplie
        [one] { $spaces } case ne peut plus être remplie
       *[other] { $spaces } cases ne peuvent plus être remplies
    }
sagrada-why-public = +{ $points } pour { $name }
sagrada-why-private = +{ $points } pour votre objectif privé ({ $shades })
sagrada-why-moves-to = déplace le dé en { $cell }
sagrada-why-tool = { $tool } : une meilleure place pour votre dé que sans
sagrada-why-end-turn = plus rien ne vaut la peine ce tour-ci
sagrada-why-pass = chaque dé restant gâcherait une case de votre vitrail

sagrada-learn-goal = Construisez le plus beau vitrail de dés en 10 manches. Les objectifs publics comptent pour tous, votre objectif privé secret compte les points des dés de sa couleur, chaque jeton Faveur restant 1 point ; chaque case vide coûte 1.
sagrada-learn-pattern-title = Choisir un modèle de vitrail
sagrada-learn-pattern = Chaque bouton est l'un de vos quatre modèles de vitrail, avec sa difficulté (●). Une case de couleur n'accepte que cette couleur, une case chiffrée que cette valeur. Vous recevez autant de jetons Faveur que la difficulté : un modèle plus dur paie plus d'outils.
sagrada-learn-turn-title = Votre tour
sagrada-learn-turn = À chaque tour, vous pouvez prendre un dé dans la réserve (les boutons **Dé**, p. ex. « Dé 3 : 5 rouge ») et le placer, et utiliser une carte Outil, dans l'ordre de votre choix ; les deux sont facultatifs. **Finir le tour** sans prendre de dé revient à passer. Chaque manche, chacun joue deux tours : en sens horaire, puis retour.
sagrada-learn-first-die-title = Votre premier dé
sagrada-learn-first-die = Votre premier dé va sur une case du bord ou d'un coin de votre vitrail. Chaque bouton est une case où il va : une case de couleur n'accepte que cette couleur, une case chiffrée que cette valeur. Un nombre après la case (« B1 +2 ») est ce qu'il apporte aux objectifs publics.
sagrada-learn-place-title = Placer un dé
sagrada-learn-place = Chaque bouton est une case permise : le dé doit toucher un dé placé, orthogonalement ou en diagonale, respecter la couleur ou le chiffre de la case, et jamais être orthogonalement à côté d'un dé de même couleur ou de même valeur. Un nombre après la case est ce qu'il apporte aux objectifs publics.
sagrada-learn-hold-title = Un dé en main
sagrada-learn-hold = Vous tenez le dé pris ; il doit être placé ce tour-ci. **Placer le dé** choisit sa case ; le bouton d'une carte Outil utilise d'abord cet outil sur le dé (changer sa valeur, l'échanger ou le relancer), si vous avez les jetons Faveur.
sagrada-learn-tools-title = Cartes Outil
sagrada-learn-tools = En plus de prendre un dé, vous pouvez utiliser une carte Outil par tour : son bouton nomme la carte et son prix en jetons Faveur (●) : 1 tant que personne ne l'a utilisée, puis 2. **Outils** montre ce que fait chaque carte. **Finir le tour** sans prendre de dé revient à passer.
sagrada-learn-end-turn-title = Finir votre tour
sagrada-learn-end-turn = Votre dé est placé. Vous pouvez encore utiliser une carte Outil qui agit maintenant, si vous avez les jetons Faveur ; **Finir le tour** passe la main. En fin de manche, les dés restés dans la réserve vont sur la piste des manches.
sagrada-learn-adjust-title = Pince à grugeage
sagrada-learn-adjust = Pince à grugeage : **+1** augmente de un le dé en main, **−1** le diminue de un ; un 6 ne devient pas 1, ni un 1 un 6. Ensuite vous le placez normalement.
sagrada-learn-swap-title = Coupe-lentille
sagrada-learn-swap = Coupe-lentille : choisissez une manche de la piste des manches, puis l'un de ses dés ; il échange sa place avec le dé en main, que vous placez ensuite normalement.
sagrada-learn-value-title = Décapant à flux
sagrada-learn-value = Décapant à flux : votre dé est retourné dans le sac et un nouveau dé de la couleur indiquée a été tiré. Chaque bouton fixe sa valeur (1 à 6) ; ensuite vous le placez, ou il retourne dans la réserve s'il ne va nulle part.
sagrada-learn-move-title = Déplacer des dés placés
sagrada-learn-move = Un outil de déplacement : choisissez un dé placé (une case), puis la case où il va. Le Pinceau à églomisé ignore les cases de couleur, le Brunissoir les cases chiffrées ; le Lathekin déplace exactement deux dés, la Molette jusqu'à deux d'une couleur de la piste des manches. **Arrêter de déplacer** termine. Les autres règles restent.
