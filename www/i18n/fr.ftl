## Page: index.html

page-title = gboards — Gygès, Table Gype et GIPF
# The web manifest's description, where a browser shows it when the app is installed (scripts/manifest.mjs).
app-description = Trois jeux de plateau dans votre navigateur : Gygès, Uncle Chestnut’s Table Gype et GIPF.

## Header: the site's name and the settings buttons

# The language picker: each language is named in itself.
header-language =
    .aria-label = Langue
    .title = Langue
header-home =
    .aria-label = Accueil gboards
header-settings =
    .aria-label = Réglages
header-rules = Règles
    .aria-label = Règles
    .title = Règles du jeu
header-sound =
    .title = Activer ou couper le son
header-sound-text = Son
header-theme =
    .title = Mode sombre
header-theme-text = Sombre
header-palette =
    .title = Couleurs des joueurs adaptées aux daltoniens
# Shown on wide screens only, before header-palette-colours.
header-palette-safe = Mode
# On narrow screens the button shows this word alone.
header-palette-colours = daltonien
# Read by screen readers only, after header-palette-colours.
header-palette-colour-blind = (couleurs adaptées)

## Shared by several parts of the page

common-cancel = Annuler

## Lobby: choosing a game

lobby-saved-title = Reprendre une partie
lobby-title = Choisissez un jeu
lobby-open-record = Ouvrir une partie…
lobby-daily = Problème du jour
lobby-profile = Profil
    .title = Vos classements, votre nom et votre fichier de profil

## Pairing: looking for an opponent online

pairing-title = Jouer en ligne
pairing-state = Recherche d’un adversaire…
pairing-computer = Jouer contre l’ordinateur en attendant
pairing-back = Retour à l’accueil

## Game cards in the lobby (one per game) and their options

card-vs-computer = Jouer contre l’ordinateur
card-vs-friend = Jouer à deux sur cet appareil
card-puzzles = Problèmes
card-learn = Apprendre
card-edit = Composer une position
card-online = Jouer en ligne
card-online-note = — avec quelqu’un que vous ne connaissez pas encore
card-more = Plus d’options
card-level = Niveau de l’ordinateur
card-clock = Pendule
# No clock at all.
card-clock-none = Aucune
card-clock-note = — minutes par joueur, plus des secondes après chaque coup
# The start button reads: card-start-play, the game's name, card-start-options.
card-start-play = Jouer à
card-start-options = avec ces options
# Legend of the fieldset where each seat is given to a person or a computer level.
card-players = Joueurs

## Gygès: card and options

card-gyges-blurb = Douze pièces communes sur un plateau de 6×6. Jouez une pièce de la rangée la plus proche de vous ; si elle arrive sur une autre pièce, elle rebondit selon la taille de celle-ci. Atteignez la case but adverse pour gagner.
card-gyges-advanced = Règle avancée
card-gyges-advanced-note = — arriver sur une pièce et la déplacer ailleurs au lieu de rebondir
card-gyges-return = Autoriser le retour à la case de départ
card-gyges-return-note = — un coup peut se terminer là où il a commencé
card-gyges-setup = Mise en place
card-gyges-setup-alternate = Chacun son tour, une pièce à la fois
card-gyges-setup-south-first = Sud place toutes ses pièces, puis Nord
card-gyges-setup-preset = Prédéfinie 3 2 1 1 2 3 (départ rapide)
card-gyges-repetition = Nulle par triple répétition
card-gyges-repetition-note = — la même position trois fois ; toujours active contre l’ordinateur

## Table Gype: card and options

card-gype-blurb = De 2 à 4 joueurs font la course avec huit dés chacun sur un plateau en tissu. Un dé se déplace selon la face qu’il montre, et chaque dé sauté est relancé.
# Label of the menu for the number of players.
card-gype-player-count = Nombre de joueurs
card-gype-seats = Places
card-gype-seats-note = — cochez un côté par joueur ; chacun file vers la rangée opposée
card-gype-players-note = — pour chaque place cochée
card-gype-first = Premier joueur
card-gype-first-note = — puis la main passe à gauche
card-gype-rolls = Lancers
card-gype-rolls-note = — les dés sautés sont relancés et vous pouvez relancer un dé au lieu de le déplacer ; décochez pour jouer sans aucun hasard
card-gype-start = Faces de départ
card-gype-start-standard = Standard : 2 Épées, 2 Arbres, 2 Livres, 2 Flammes
card-gype-start-random = Aléatoires : chaque dé est lancé
card-gype-start-choose = Au choix : chaque joueur choisit toutes ses faces
card-gype-reroll-ears = Relancer les Oreilles en départ aléatoire
card-gype-reroll-ears-note = — aucun dé ne commence immobile
card-gype-arrange = Arranger les rangées avant la partie
card-gype-arrange-note = — chaque joueur permute ses dés dans sa rangée de départ, puis valide
card-gype-chaos = Chaos
card-gype-chaos-note = — tant qu’un de vos dés est encore dans sa rangée de départ, aucun ne peut s’arrêter au-delà du milieu
card-gype-return = Retour au départ
card-gype-return-free = Libre : les dés peuvent revenir dans leur rangée de départ
card-gype-return-never = Jamais : une fois sorti, un dé ne peut plus s’y arrêter
card-gype-hat = Le Chapeau survole
card-gype-hat-leg = Les deux cases de sa grande branche
card-gype-hat-rect = Les quatre cases intérieures de son rectangle 2×3
card-gype-hat-note = — les dés survolés sont relancés
# The label reads: card-gype-block, a number field, card-gype-block-turns.
card-gype-block = Le blocage gagne après
card-gype-block-turns = tours
card-gype-block-note = — un joueur tenu aussi longtemps hors d’une rangée d’arrivée pleine gagne ; 0 = jamais

## GIPF: card and options

card-gipf-blurb = Poussez des pièces depuis le bord d’un hexagone ; quatre pièces de votre couleur alignées quittent le plateau. Privez votre adversaire de pièces, ou de pièces GIPF.
card-gipf-version = Version
card-gipf-version-basic = Base — pièces simples
card-gipf-version-standard = Standard — pièces GIPF dans les coins
card-gipf-version-tournament = Tournoi — plateau vide, pièces GIPF d’abord
card-gipf-version-ultimate = Ultimate GIPF — 21 pièces, 3 de chaque potentiel
card-gipf-potentials = Potentiels par joueur
card-gipf-potentials-note = — pièces chargées dotées d’un pouvoir supplémentaire ; 0 = aucun (Ultimate : 3 de chaque si tous sont à 0)
card-gipf-tamsk =
    .title = TAMSK : poussé sur le centre, il donne un coup supplémentaire
card-gipf-zertz =
    .title = ZÈRTZ : saute par-dessus une ligne de pièces
card-gipf-dvonn =
    .title = DVONN : entre en jeu comme pièce chargée (son coup n’est pas encore disponible)
card-gipf-punct =
    .title = PÜNCT : entre en jeu comme pièce chargée (son coup n’est pas encore disponible)
card-gipf-yinsh =
    .title = YINSH : glisse le long d’une ligne jusqu’à un point libre
card-gipf-challenges = Défis
card-gipf-challenges-off = Aucun
card-gipf-challenges-1 = 1 chacun
card-gipf-challenges-3 = 3 chacun
card-gipf-challenges-6 = 6 chacun
card-gipf-challenges-note = — jeux combinés : l’adversaire peut contester un coup de potentiel ; une partie annexe tranche (potentiels requis)
card-gipf-side-game = Partie annexe
card-gipf-side-game-reported = Jouée ailleurs, résultat saisi ici
card-gipf-side-game-rps = Pierre-feuille-ciseaux sur cet écran
card-gipf-side-game-gyges = Une partie de Gygès sur cet écran
card-gipf-side-game-gype = Une partie de Table Gype sur cet écran
card-gipf-side-game-note = — comment un défi est tranché
card-gipf-handicap = Handicap
card-gipf-handicap-none = Aucun
card-gipf-handicap-1 = 1 pièce en plus
card-gipf-handicap-2 = 2 pièces en plus
card-gipf-handicap-3 = 3 pièces en plus
card-gipf-handicap-note = — pièces de réserve en plus pour le joueur le plus faible (prévu pour le jeu de base)
card-gipf-weaker = Joueur le plus faible
card-gipf-weaker-black = Noirs
card-gipf-weaker-white = Blancs
card-gipf-weaker-note = — qui reçoit le handicap

## Game screen: the board and the side panel

play-title = Partie
play-board = Plateau de jeu
    .aria-label = Plateau de jeu
play-undo =
    .aria-label = Reprendre le coup
    .title = Reprendre le coup (Ctrl+Z)
play-undo-text = Reprendre
play-redo =
    .aria-label = Rejouer le coup
    .title = Rejouer le coup (Ctrl+Y)
play-redo-text = Rejouer
play-new = Nouvelle partie
    .aria-label = Nouvelle partie
play-flip =
    .aria-label = Retourner le plateau
    .title = Retourner le plateau (F)
play-move-input =
    .aria-label = Saisissez un coup en notation
    .placeholder = Saisir un coup
play-move-submit = Jouer
play-stop = Arrêter
play-pass = Passer
play-cancel = Annuler
    .aria-label = Annuler le coup (Échap)
play-players = Joueurs et ordinateur
play-speed = Vitesse
play-ai-speed =
    .aria-label = Durée d’affichage de chaque coup de l’ordinateur avant le suivant
# Options of both the computer's speed and the animation's speed.
play-speed-fast = Rapide
play-speed-normal = Normale
play-speed-slow = Lente
play-pause = Pause
    .title = Arrêter ou relancer les coups de l’ordinateur
play-master = Réflexion du Maître
play-master-time =
    .aria-label = Temps de réflexion du niveau Maître pour chaque coup
play-animation = Animation
play-animation-off = Désactivée
play-hint = Indice
    .title = Montrer le coup que jouerait le niveau Difficile (H)
play-moves = Coups
play-move-list =
    .aria-label = Liste des coups : cliquez sur un coup pour voir sa position
play-step =
    .aria-label = Parcourir la partie
play-first =
    .aria-label = Position de départ
    .title = Début (Origine)
play-previous =
    .aria-label = Coup précédent
    .title = Précédent (←)
play-next =
    .aria-label = Coup suivant
    .title = Suivant (→)
play-latest =
    .aria-label = Dernier coup
    .title = Dernier (Fin)
play-take-over = Jouer à partir d’ici
play-keep =
    .aria-label = Garder et partager
play-share = Partager le lien
    .title = Copier un lien vers cette partie
play-send = Envoyer le coup
    .title = Copier un lien pour que votre adversaire réponde
play-export = Exporter
    .title = Télécharger la partie et la copier
play-import = Importer
play-analyse = Analyser
play-embed = Intégrer
    .title = Placer ce plateau sur une autre page
play-live = Jouer avec un ami en ligne
    .title = Jouer cette partie avec un ami sur un autre appareil
play-live-clock =
    .aria-label = Pendule de la partie en ligne
play-live-clock-none = sans pendule
play-describe = Décrire la position

## Banner at the end of a game

banner-new = Nouvelle partie
banner-review = Revoir la partie
banner-close = Voir le plateau

## Dialog: open a game record

import-title = Ouvrir une partie enregistrée
import-intro = Collez une partie, choisissez un fichier ou déposez un fichier n’importe où sur la page.
import-text =
    .aria-label = Texte de la partie
import-file =
    .aria-label = Fichier de la partie
import-open = Ouvrir

## Dialog: rules

rules-title = Règles
rules-game =
    .aria-label = Quel jeu
rules-close =
    .aria-label = Fermer les règles

## Dialog: embed the board in another page

embed-title = Intégrer ce plateau
embed-intro = Collez ceci tel quel dans votre page : le plateau, et sous lui une ligne qui affiche chaque coup et le résultat. Le plateau transmet ses coups à la page qui l’intègre et n’obéit qu’à elle.
# The label reads: embed-origin-label, embed-optional, embed-origin-hint, then an example address.
embed-origin-label = Origine de votre page
embed-optional = (facultatif)
embed-origin-hint =  : le schéma et l’hôte de son adresse, par exemple
embed-origin-input =
    .placeholder = https://votre-site.example
# The note reads: embed-origins-note-start, the code "origins=", embed-origins-note-end.
embed-origins-note-start = Si elle est renseignée, elle est ajoutée sous la forme
embed-origins-note-end =  : le plateau ne communique alors qu’avec les pages de cette origine, même si quelqu’un d’autre l’intègre.
# The error reads: embed-origin-error-start, the code "https://", embed-origin-error-end.
embed-origin-error-start = Une origine, c’est
embed-origin-error-end = et un nom d’hôte, sans chemin.
embed-code =
    .aria-label = Code d’intégration
embed-copy = Copier
embed-close = Fermer

## Seats (src/i18n/mod.rs): $seat is the engine's name in lower case
seat-name = { $seat ->
    [south] Sud
    [north] Nord
    [west] Ouest
    [east] Est
    [white] Blancs
   *[black] Noirs
}

## The result of a game (src/app/verdict.rs): $winner and $loser are seat names (seat-name)
result-win = Victoire : { $winner }.
result-win-goal = Victoire : { $winner } — une pièce a atteint le but.
result-win-no-reserve = Victoire : { $winner } — { $loser } n’a plus de pièce en réserve.
result-win-no-move = Victoire : { $winner } — { $loser } ne peut plus jouer.
result-win-all-home = Victoire : { $winner } — tous les dés sont arrivés.
result-win-blocked = Victoire : { $winner }, par la règle du blocage.
result-win-no-gipf = Victoire : { $winner } — { $loser } n’a plus de pièce GIPF.
result-win-move-cap = Victoire : { $winner }, au classement à la limite de coups.
result-win-resigned = Victoire : { $winner } — { $loser } abandonne.
result-win-time = Victoire : { $winner } — { $loser } a perdu au temps.
result-win-abandoned = Victoire : { $winner } — { $loser } a quitté la partie, et la victoire a été réclamée.
result-draw-time = Nulle : { $loser } a perdu au temps.
result-draw-no-move = Nulle : aucun camp ne peut jouer.
result-draw-repetition = Nulle par triple répétition.
result-draw-move-cap = Nulle à la limite de coups.
result-draw-agreed = Nulle d’un commun accord.
result-draw = Nulle.

## Resigning and draws on this device (src/app/verdict.rs)
verdict-draw-offered = { $offerer } propose la nulle : { $answerer }, acceptez ou refusez.
verdict-accept-draw = Accepter la nulle
verdict-decline = Refuser
verdict-confirm-resign = Confirmer l’abandon ?
verdict-resign = Abandonner
verdict-offer-draw = Proposer la nulle
verdict-resign-again = Appuyez de nouveau sur « Abandonner » pour abandonner.
verdict-rematch-swapped = Revanche : les camps sont inversés.

## The app's shell (src/app/, src/computer.rs, src/error.rs, scripts/lobby_cards.mjs)

## Computer levels: $level is the engine's name of the level (easy, medium…)

# A level's name, as the lobby's level picker and the seat pickers show it.
shell-level = { $level ->
    [random] Aléatoire
    [greedy] Glouton
    [easy] Facile
    [medium] Moyen
    [hard] Difficile
    [expert] Expert
    [master] Maître
   *[other] { $level }
}
# Who acts for a seat, in brackets after the seat's name in "North (expert) is thinking…"
# ($who in shell-thinking and shell-paused): a computer level, a player on another device
# (online) or the puzzle's own side (puzzle).
shell-who = { $who ->
    [online] en ligne
    [puzzle] problème
    [random] aléatoire
    [greedy] glouton
    [easy] facile
    [medium] moyen
    [hard] difficile
    [expert] expert
    [master] maître
   *[other] { $who }
}
# An option of the lobby's Computer level picker (scripts/lobby_cards.mjs): the level, named
# as in shell-level, and its rating.
shell-level-rated = { $level ->
    [random] Aléatoire
    [greedy] Glouton
    [easy] Facile
    [medium] Moyen
    [hard] Difficile
    [expert] Expert
    [master] Maître
   *[other] { $level }
} ≈ { $rating }
# Options of a seat's player picker: $level is the level's name (shell-level).
shell-seat-human = Humain
shell-seat-computer = Ordinateur · { $level }
shell-seat-computer-rated = Ordinateur · { $level } ≈ { $rating }
# Label of a seat's player picker, for screen readers: $seat is the seat's name.
shell-played-by = Joueur côté { $seat }
# Said when a seat's player is changed: $player is shell-seat-human or shell-seat-computer.
shell-now-played-by = { $seat } : désormais { $player }.
# Master's time a move, in seconds (0.5 to 5): $whole seconds and $tenths tenths.
shell-seconds = { $tenths ->
    [0] { $whole } s
   *[other] { $whole },{ $tenths } s
}

## The computer thinking, hints and pausing

shell-thinking = { $seat } ({ $who }) { $seat ->
    [Blancs] réfléchissent
    [Noirs] réfléchissent
   *[other] réfléchit
}…
shell-paused = { $seat } ({ $who }) en pause : appuyez sur « { shell-resume } ».
shell-moving = { $seat } { $seat ->
    [Blancs] jouent
    [Noirs] jouent
   *[other] joue
}…
shell-thinking-hint = Recherche d’un indice…
shell-hint-looking = Recherche d’un bon coup…
# $move is the move in notation.
shell-hint = Indice : { $move }
shell-pause = Pause
shell-resume = Relancer

## The game screen

shell-game-started = La partie commence.
# The board's label for screen readers: $game is the game's name.
shell-board-label = Plateau de { $game }
shell-status-earlier = Vous regardez une position antérieure.
shell-status-puzzle-solved = Problème résolu.
shell-status-live-waiting = En attente des autres joueurs dans la salle.
# A click on nothing on offer dropped the selection; $status is the status line that follows.
shell-status-missed = Rien à jouer ici : sélection annulée. { $status }
# Over the board while an earlier position is on show.
shell-viewing = Après le coup { $ply } sur { $moves }.
shell-showing-ply = Position après le coup { $ply } sur { $moves }.
# The first row of the move list, when a game starts by placing its pieces.
shell-moves-setup = Mise en place
shell-rematch = Revanche, camps inversés
shell-undone = Coup repris.
shell-redone = Coup rejoué.
shell-taken-back-agreed = Coups repris, comme convenu.
shell-took-over = La partie reprend d’ici ; les coups suivants sont effacés.
shell-error-earlier = Vous regardez une position antérieure : allez au dernier coup, ou jouez à partir d’ici.
shell-other-tab-newer = Un autre onglet a des coups plus récents de cette partie ; ceux de cet onglet ne sont pas enregistrés.
shell-other-tab-moves = Coups joués dans un autre onglet.
# $error says why, e.g. shell-error-fetching-rules.
shell-rules-failed = Impossible de charger les règles ({ $error }). Réessayez une fois en ligne.

## Leaving a game: the question under the status line

shell-ask-leave-saved = Commencer une nouvelle partie ? Celle-ci reste enregistrée sous « { lobby-saved-title } » à l’accueil.
shell-ask-new-game = Nouvelle partie
shell-ask-leave-live = Quitter la partie en ligne ? La quitter revient à abandonner, et votre adversaire en est averti.
shell-ask-resign-leave = Abandonner et quitter
shell-ask-stay = Rester

## Links, records and embedding

shell-link-copied = Lien vers cette partie copié.
shell-link-send-copied = Lien copié : envoyez-le à votre adversaire, qui joue et vous en renvoie un.
shell-exported = Partie téléchargée et copiée.
shell-imported = Partie ouverte.
shell-import-failed = Impossible d’ouvrir cette partie : { $error }
shell-file-too-large = Ce fichier est trop volumineux pour être une partie enregistrée.
shell-embed-copied = Code d’intégration copié.
# The embed code's frame title: $game is the game's name.
shell-embed-frame-title = { $game } sur gboards
# The line the embed code shows under the board on the other page.
shell-embed-ready = Plateau prêt
shell-embed-move = Coup { $ply } : { $move }
shell-embed-draw = Partie terminée : nulle
shell-embed-win = Partie terminée. Victoire : { $winner }
shell-embed-error = Erreur : { $error }

## The lobby: saved games and the cards' generated fields

# A saved game: $game its name, $players who plays, $moves the moves played, $state
# "finished" or "playing", $date when it was saved (YYYY-MM-DD hh:mm).
shell-saved-game = { $game } · { $players } · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} · { $state ->
    [finished] terminée
   *[other] en cours
} · { $date }
shell-saved-resume = Reprendre
# The ✕ button of a saved game.
shell-saved-delete =
    .aria-label = Supprimer cette sauvegarde
shell-save-unreadable = Impossible de lire cette sauvegarde : { $error }
shell-save-set-aside = Une partie enregistrée était illisible et a été mise de côté : { $error }
# Table Gype's First player menu: a random side.
shell-first-random = Au hasard

## Play online: looking for an opponent

shell-pairing-custom = Sur mesure
    .title = Les options et la pendule choisies sous « Plus d’options »
# The Custom choice as the panel names it: $clock is its clock (none, or like 10+5).
shell-pairing-custom-label = { $clock ->
    [none] Sur mesure · sans pendule
   *[other] Sur mesure · { $clock }
}
# $game is the game's name, $choice the choice pressed (like "Blitz · 3+2").
shell-pairing-title = Jouer en ligne : { $game } · { $choice }
shell-pairing-looking = Recherche d’un adversaire…
shell-pairing-long = Personne n’est venu depuis une minute. Jouer contre l’ordinateur en attendant ? La recherche s’arrête ; vous pourrez chercher à nouveau ensuite.
shell-pairing-unreachable = Le serveur d’appariement est injoignable ({ $error }). Réessayez plus tard, ou jouez avec un ami par lien.
shell-pairing-found = Adversaire trouvé : la partie commence…

## Errors

shell-error-computer-asked = Impossible d’interroger l’ordinateur : { $detail }
shell-error-computer-start = Impossible de démarrer l’ordinateur : { $detail }
shell-error-computer-not-asked = Impossible d’interroger l’ordinateur.
shell-error-computer-stopped = L’ordinateur s’est arrêté sur une erreur : { $error }
shell-error-computer-move = Le coup de l’ordinateur « { $move } » n’a pas pu être joué : { $error }
# Part of shell-rules-failed.
shell-error-fetching-rules = chargement des règles : { $detail }
shell-error-no-answer = pas de réponse
# Part of a sentence (shell-rules-failed).
shell-error-status = le serveur a répondu { $code }
shell-error-seats-ticked = Cochez { $players } places pour { $players } joueurs (cochées : { $ticked }).
# Part of a sentence: why a saved side game is not taken up.
shell-error-other-side-game = cette sauvegarde appartient à une autre partie annexe
shell-error-no-such-tile = Ce choix n’existe pas sous « Jouer en ligne ».
shell-error-link-ply = le numéro de coup du lien n’est pas un nombre
shell-error-link-damaged = Ce lien est endommagé : { $detail }
shell-error-link-too-large = Trop grand : { $detail }
shell-error-link-game = La partie de ce lien ne se charge pas : { $error }

## The engine's refusals (src/reason/): $detail is the reason in words (reason-*)
error-unknown-game = jeu inconnu « { $name } » (possibles : { $expected })
error-bad-option = option invalide : { $detail }
error-bad-position = position invalide : { $detail }
error-bad-notation = notation invalide : { $detail }
error-illegal-action = coup illégal : { $detail }
error-game-over = la partie est terminée
error-bad-link = ce lien est endommagé : { $detail }
error-bad-record = partie invalide, ligne { $line } : { $detail }
error-too-large = trop grand : { $detail }

## The engine's reasons (src/reason/): the detail inside an error's frame (error-*). Squares,
## cells, spots, moves and option text ($square, $cell, $spot, $point, $from, $to, $hop, $text,
## $value, $key, $item…) are notation, left as they are; $face is a Table Gype face's key
## (flame, book, sword, tree, hat, ear), $side and $row a side's (south, west, north, east),
## $colour a GIPF colour's (white, black).

# A reason about a piece of text: the text, then what is wrong with it.
reason-quoted = « { $text } » : { $why }

## Gygès: rules, notation, position strings, options and the position editor

reason-gyges-size = une pièce a une taille de 1, 2 ou 3, pas { $size }
reason-gyges-place-on-rank = les pièces se placent sur la rangée { $rank }
reason-gyges-taken = la case { $square } est prise
reason-gyges-none-left = il ne reste aucune pièce de taille { $size } à placer
reason-gyges-still-placing = les pièces sont encore en cours de placement
reason-gyges-setup-over = la mise en place est terminée
reason-gyges-not-legal = { $from }-{ $to } n’est pas un coup permis
reason-gyges-no-piece = il n’y a pas de pièce en { $square }
reason-gyges-nearest-row = il faut jouer une pièce de la rangée { $rank } (la plus proche qui puisse bouger)
reason-gyges-off-board = une case est hors du plateau
reason-gyges-path-end = le trajet doit finir sur la case d’arrivée du coup
reason-gyges-cannot-end = la pièce en { $from } ne peut pas finir en { $to } par ce trajet
reason-gyges-cannot-land = la pièce en { $from } ne peut pas arriver en { $to } par ce trajet
reason-gyges-cannot-reach = la pièce en { $from } ne peut pas atteindre { $to }
reason-gyges-cannot-replace = la pièce en { $from } ne peut pas remplacer celle en { $to } pour la poser en { $drop }
reason-gyges-replace-off = le remplacement demande la règle avancée (replace=on)
reason-gyges-drop-not-allowed = la pièce remplacée ne peut pas aller en { $square }
reason-gyges-no-pass = une pièce peut bouger : pas de passe
reason-gyges-placement-form = un placement s’écrit avec une taille et une case, p. ex. 3c1
reason-gyges-move-form = un coup s’écrit départ-arrivée, départ-arrivée@case ou comme un trajet, p. ex. a5-c4-c3-S
reason-gyges-path-too-long = le trajet est trop long
reason-gyges-not-a-square = « { $text } » n’est pas une case (a1..f6, ou les buts N et S)
reason-gyges-empty-position = la position est vide
reason-gyges-six-ranks = six rangées séparées par « / » étaient attendues, la rangée 6 en premier
reason-gyges-side-to-move = le camp qui joue (S ou N) doit suivre le plateau
reason-gyges-rank-squares = la rangée { $rank } doit avoir six cases
reason-gyges-rank-characters = rangée { $rank } : utilisez « . », « 1 », « 2 » ou « 3 »
reason-gyges-field-twice = « { $key } » est donné deux fois
reason-gyges-bad-value = valeur invalide dans « { $field } »
reason-gyges-ply-past = ply={ $ply } dépasse le dernier demi-coup, { $last }
reason-gyges-unknown-field = champ inconnu « { $field } » (possibles : setup, goal=, passes=, ply= ou hist=)
reason-gyges-four-of-each = il n’y a que quatre pièces de chaque taille
reason-gyges-loser-to-move = après une victoire, c’est au perdant de jouer
reason-gyges-setup-clean = pendant la mise en place, il n’y a ni but, ni passe, ni demi-coup, ni historique
reason-gyges-setup-ranks = pendant la mise en place, les pièces ne sont que sur les rangées 1 et 6
reason-gyges-setup-two-of-each = chaque joueur place deux pièces de chaque taille
reason-gyges-setup-all-placed = toutes les pièces sont placées : retirez le champ « setup »
reason-gyges-setup-none-left = le camp qui joue n’a plus de pièce à placer
reason-gyges-preset-digits = setup=preset:{ $row } : une rangée, c’est six chiffres de 1 à 3, p. ex. 321123
reason-gyges-preset-sizes = setup=preset:{ $row } : chaque rangée a deux pièces de chaque taille
reason-gyges-setup-contradicts = setup={ $setup } contredit first=
reason-gyges-unknown-setup = setup={ $setup } : alternate, south_then_north, north_then_south ou preset:<rangée> attendu (p. ex. preset:321123)
reason-gyges-not-a-board-square = « { $text } » n’est pas une case du plateau (a1..f6)
reason-gyges-rings = une pièce a 1, 2 ou 3 anneaux, pas { $size }
# $rings is 1, 2 or 3; $count pieces of that many rings stand on the board, $most is all there are.
reason-gyges-too-many = { $count } { $rings ->
    [1] { $count ->
        [one] simple
       *[other] simples
    }
    [2] { $count ->
        [one] double
       *[other] doubles
    }
   *[3] { $count ->
        [one] triple
       *[other] triples
    }
} sur le plateau, { $most } au plus
reason-gyges-empty-board = le plateau est vide

## Table Gype: rules, notation, position strings, options and the position editor

reason-gype-roll-first = le dé en { $cell } doit d’abord être lancé (p. ex. { $cell }=F)
reason-gype-not-next-die = c’est le dé en { $next } qu’on lance maintenant, pas celui en { $cell }
# The same, for a cell off the board.
reason-gype-not-next-die-off = c’est le dé en { $next } qu’on lance maintenant, pas celui de cette case
reason-gype-ears-rerolled = la face { board-gype-face } ne peut pas sortir : les Oreilles sont relancées au départ
reason-gype-no-piece = il n’y a pas de dé en { $cell }
# The same, for a cell off the board.
reason-gype-no-piece-off = il n’y a pas de dé sur cette case
reason-gype-belongs-to = le dé en { $cell } appartient { $side ->
    [south] à Sud
    [west] à Ouest
    [north] à Nord
   *[east] à Est
}
reason-gype-ear = le dé en { $cell } est une Oreille : il ne bouge pas
reason-gype-finished = le dé en { $cell } est arrivé : il ne bougera plus
reason-gype-dice-to-roll = des dés doivent encore être lancés
reason-gype-still-arranging = les joueurs arrangent encore leurs rangées
reason-gype-over = la partie est terminée
reason-gype-same-face = { $first } et { $second } montrent la même face : les échanger ne change rien
reason-gype-choose-off = les faces ne se choisissent qu’avec start=choose
reason-gype-already-shows = le dé en { $cell } montre déjà la face { board-gype-face }
reason-gype-no-roll = aucun dé n’est en train d’être lancé
reason-gype-arranging = les joueurs arrangent leurs rangées : échangez deux dés ou validez
reason-gype-setup-over = la mise en place est terminée
reason-gype-jumped-list = la liste des dés sautés ne correspond pas au trajet du coup
reason-gype-rolls-off = cette partie se joue sans lancers (rolls=off)
reason-gype-no-pass = on ne peut passer que s’il n’y a rien d’autre à faire
reason-gype-no-landing = un coup depuis { $cell } demande au moins une case d’arrivée
reason-gype-landing-off-board = une case d’arrivée est hors du plateau
# Why a die may not land on a cell, in reason-gype-cannot-land and reason-gype-hop-cannot-land.
reason-gype-landing = { $why ->
    [destination-row] un enchaînement qui a atteint sa rangée d’arrivée doit y rester
    [no-return] un dé sorti de sa rangée de départ ne peut pas y revenir (return_home=never)
    [off-board] cette case est hors du plateau
    [occupied] cette case est occupée
    [home-row] c’est la rangée de départ d’un autre joueur
   *[chaos] aucun dé ne peut s’arrêter au-delà du milieu tant qu’un dé de son joueur est encore au départ (chaos)
}
reason-gype-cannot-land = le dé { board-gype-face } ne peut pas s’arrêter en { $cell } : { reason-gype-landing }
reason-gype-hat-leap = un Chapeau fait un seul saut de cavalier (p. ex. deux en avant et un de côté), jamais davantage
reason-gype-no-step = un dé { board-gype-face } { $side ->
    [south] de Sud
    [west] d’Ouest
    [north] de Nord
   *[east] d’Est
} ne va pas de { $from } à { $to }
reason-gype-loop = sans lancers, un enchaînement qui revient à son départ ne change rien : ce n’est pas un coup
reason-gype-not-a-jump = { $hop } n’est pas un saut pour un dé { board-gype-face } { $side ->
    [south] de Sud
    [west] d’Ouest
    [north] de Nord
   *[east] d’Est
} (un saut franchit deux cases dans l’une de ses directions)
reason-gype-over-empty = { $hop } saute par-dessus { $cell }, qui est vide
reason-gype-jump-twice = { $hop } : un enchaînement ne peut pas refaire le même saut
reason-gype-hop-cannot-land = { $hop } : le dé { board-gype-face } ne peut pas s’arrêter en { $cell } : { reason-gype-landing }
reason-gype-perft-rolls = perft au-delà de la profondeur 1 demande --opt rolls=off : avec les lancers, chaque saut se ramifie en résultats de dés
reason-gype-cell-face-form = une case, « = » et la lettre d’une face étaient attendus, p. ex. e5=F
reason-gype-face-letter = la face est l’une des lettres F B S T H E (Flamme, Livre, Épée, Arbre, Chapeau, Oreille)
reason-gype-empty-action = l’action est vide
reason-gype-action-forms = un coup (p. ex. b0-c1 ou e4-e6-g6), « roll e4 », « pass », un dé « e5=F », « swap b0 c0 », « set b0=H » ou « confirm » était attendu
reason-gype-move-form = un coup demande une case de départ et au moins une case d’arrivée
reason-gype-ambiguous = plusieurs coups vont de { $from } à { $to } (en sautant des dés différents) : écrivez le trajet complet, p. ex. { $first } ou { $second }
reason-gype-not-a-cell = « { $text } » n’est pas une case : une case, c’est une colonne a..j et une rangée 0..9, p. ex. e4
reason-gype-corner = « { $text } » n’est pas une case : les coins a0, j0, a9 et j9 ne font pas partie du plateau
reason-gype-first-letter = first={ $value } : S, W, N ou E attendu
reason-gype-first-not-seated = first={ $first } : ce côté n’est pas parmi les places { $seats }
reason-gype-choose-needs-setup = start=choose demande setup=on : les faces se choisissent pendant la mise en place
reason-gype-seat-letters = seats={ $value } : utilisez les lettres S, W, N et E, p. ex. seats=SWN
reason-gype-seat-twice = seats={ $value } : un côté est nommé deux fois
reason-gype-seat-count = seats={ $value } : il faut de 2 à 4 places
reason-gype-too-short = « { $text } » est trop court : « <places> <qui joue> <dés> [clé=valeur ...] » attendu, p. ex. « SN S SFe4,NBe5 »
reason-gype-field-twice = le champ « { $key } » est donné deux fois
reason-gype-roll-or-opening = donnez roll= ou opening=, pas les deux
reason-gype-ply-number = ply={ $value } : un nombre entier était attendu
reason-gype-unknown-field = champ inconnu « { $key } » (possibles : setup, roll, opening, block, ply)
reason-gype-turn-order = les places « { $seats } » ne sont pas dans l’ordre du jeu (S W N E, chacun à la gauche du précédent), p. ex. SWN
reason-gype-not-a-seat = « { $text } » n’est pas l’une des places { $seats }
reason-gype-piece-form = dé « { $item } » : une place, une face et une case étaient attendues, p. ex. SFe4
# $error is an error in words (error-*).
reason-gype-piece = dé « { $item } » : { $error }
reason-gype-piece-face = dé « { $item } » : la face est l’une des lettres F B S T H E
reason-gype-two-pieces = deux dés en { $cell }
reason-gype-foreign-row = dé « { $item } » : un dé { $side ->
    [south] de Sud
    [west] d’Ouest
    [north] de Nord
   *[east] d’Est
} ne peut pas être sur la rangée { $row ->
    [south] de Sud
    [west] d’Ouest
    [north] de Nord
   *[east] d’Est
}
reason-gype-more-than-eight = { $side ->
    [south] Sud
    [west] Ouest
    [north] Nord
   *[east] Est
} a plus de 8 dés
# $key is roll or opening; $error is an error in words (error-*).
reason-gype-pending-cell = { $key }= : { $error }
reason-gype-no-die-to-roll = { $key }= : il n’y a pas de dé à lancer en { $cell }
reason-gype-setup-list = setup={ $value } : listez les places qui arrangent encore leur rangée, en commençant par celle qui joue
reason-gype-setup-order = setup={ $value } : les places étaient attendues dans l’ordre du jeu depuis celle qui joue ({ $expected } en position { $place })
reason-gype-block-empty = block= : élément vide
reason-gype-block-form = block={ $value } : des éléments comme N2 étaient attendus
reason-gype-roll-needs-rolls = des dés en attente de lancer (roll=) demandent rolls=on
reason-gype-setup-pending = pendant la mise en place, seuls les dés du départ (opening=) peuvent attendre un lancer
reason-gype-opening-ply = les dés du départ se lancent avant la partie : ply doit valoir 0
reason-gype-arranging-row = { $side ->
    [south] Sud
    [west] Ouest
    [north] Nord
   *[east] Est
} arrange encore sa rangée : tous ses dés doivent s’y trouver
reason-gype-setup-ply = la mise en place vient avant la partie : ply doit valoir 0
reason-gype-ply-past = ply={ $ply } dépasse max_plies={ $most }
reason-gype-two-seats = places « { $seats } » : il en faut au moins deux
reason-gype-too-many-dice = { $side ->
    [south] Sud
    [west] Ouest
    [north] Nord
   *[east] Est
} a { $count } { $count ->
    [one] dé
   *[other] dés
}, { $most } au plus
reason-gype-no-dice = { $side ->
    [south] Sud
    [west] Ouest
    [north] Nord
   *[east] Est
} n’a aucun dé

## GIPF: rules, notation, position strings, options and the position editor ($potential is a
## potential's name: TAMSK, ZÈRTZ, DVONN, PÜNCT, YINSH)

reason-gipf-no-announced = aucun coup de potentiel n’est annoncé
reason-gipf-extra-first = jouez ou refusez d’abord le coup supplémentaire TAMSK
reason-gipf-no-extra = aucun coup supplémentaire TAMSK n’est proposé
reason-gipf-rows-first = il faut d’abord retirer les rangées
reason-gipf-move-made = le coup de ce tour est déjà joué
reason-gipf-not-your-potential = ce n’est pas un de vos coups de potentiel
reason-gipf-reserve-short = pas assez de pièces en réserve
reason-gipf-first-gipf = la première pièce doit être une pièce GIPF
reason-gipf-no-more-gipf = les pièces GIPF ne peuvent plus entrer en jeu
reason-gipf-no-more-potential = les potentiels { $potential } ne peuvent plus entrer en jeu
reason-gipf-none-in-hand = plus aucun potentiel { $potential } en main
reason-gipf-not-brought-in = cette pièce ne peut pas entrer en jeu
reason-gipf-not-edge = { $spot } n’est pas un point au bord de la zone de jeu
reason-gipf-occupied = le point { $spot } est occupé
reason-gipf-no-entry = cette entrée n’existe pas
reason-gipf-line-full = cette ligne est pleine
reason-gipf-first-empty = le premier point est vide : c’est une entrée simple, pas une poussée
reason-gipf-no-row = il n’y a aucune rangée à retirer
reason-gipf-not-a-row = ces pièces ne forment pas une rangée avec son prolongement (les pièces GIPF et chargées peuvent rester)
reason-gipf-no-row-to-keep = il n’y a pas de telle rangée à garder
reason-gipf-only-gipf-row = seule une rangée faite uniquement de pièces GIPF peut rester
# What a challenged potential move waits for: $step is answer, starter, result or throw.
reason-gipf-challenged = un coup de potentiel est contesté : il faut d’abord { $step ->
    [answer] contester ou accepter le coup de potentiel annoncé
    [starter] choisir qui commence la partie annexe (first=W ou first=B)
    [result] donner le résultat de la partie annexe (win, tie ou loss)
   *[throw] jouer pierre, feuille ou ciseaux
}
reason-gipf-not-a-point = « { $text } » n’est pas un point (a1..i5, en minuscules)
reason-gipf-empty-move = coup vide
reason-gipf-kept-row-form = une rangée gardée s’écrit =<point d’extrémité>-<point d’extrémité>, p. ex. =b2-e5
reason-gipf-move-start = un coup commence par un point, ou par G, T, Z, D, P ou Y pour ce qui entre en jeu
reason-gipf-stay-on-dot = une pièce ne peut pas rester sur un point d’entrée : écrivez le point d’entrée et le point, p. ex. a1-b2
reason-gipf-not-a-dot = { $point } n’est pas un point d’entrée : un coup part de l’un des 24 points d’entrée
reason-gipf-push-ends-on-dot = { $point } est un point d’entrée : une poussée finit sur un point du plateau
reason-gipf-occupied-write-push = le point { $spot } est occupé : une poussée s’écrit point d’entrée-point d’arrivée, p. ex. a1-f5
reason-gipf-push-ends-on = cette poussée finit en { $end }, pas en { $given }
reason-gipf-just-place = le point { $spot } est vide : le coup s’écrit simplement { $spot }
reason-gipf-not-on-line = { $spot } n’est pas sur une ligne partant de { $dot }
reason-gipf-several-removals = plusieurs retraits sont possibles : listez les pièces, p. ex. xc2,d3,e4,f5
reason-gipf-sealed-throw = un choix caché ne se relit pas : écrivez rock, paper ou scissors
reason-gipf-not-one-line = ces deux points ne sont pas sur une même ligne
reason-gipf-not-row-set = ce n’est pas un ensemble de rangées à retirer ici
reason-gipf-long-option = { $key }={ $value } : plus long que toute option de GIPF
reason-gipf-challenges-value = challenges={ $value } : off, on (= { $default }) ou un nombre de 0 à 15
reason-gipf-challenges-need-potentials = les défis demandent des potentiels (potentials=...)
reason-gipf-potential-letters = potentials={ $value } : utilisez les lettres t z d p y, chacune suivie d’un nombre
reason-gipf-potential-count = potentials={ $value } : chaque lettre demande un nombre, p. ex. t6
reason-gipf-potential-twice = potentials={ $value } : « { $letter } » est donné deux fois : écrivez chaque type une seule fois avec son nombre
reason-gipf-six-of-one = potentials={ $value } : 6 potentiels d’un même type au plus
reason-gipf-fifteen-per-player = potentials={ $value } : 15 potentiels par joueur au plus
reason-gipf-stack-colour = chaque élément d’une pile commence par sa couleur, w ou b, p. ex. (b+wd)
reason-gipf-stack-potentials = les potentiels empilés s’écrivent wd, bd, wp ou bp
reason-gipf-stack-mixed = une pile porte des potentiels DVONN ou PÜNCT, pas les deux
reason-gipf-stack-alternate = les couleurs d’une pile alternent
reason-gipf-stack-height = une pile porte { $most } { $most ->
    [one] potentiel
   *[other] potentiels
} au plus
reason-gipf-stack-empty = une pile demande au moins un potentiel sur sa base, p. ex. (b+wd)
reason-gipf-stack-base = la base est w ou b, chargée du même type que la pile (wD, bP)
reason-gipf-stack-top = une pile se note sous la couleur de son potentiel du dessus
reason-gipf-taken-over = une pièce GIPF prise, c’est une pièce simple sous un potentiel PÜNCT
reason-gipf-stack-close = il manque à la pile sa « ) » fermante
reason-gipf-prefix = préfixe de pièce inconnu « { $letter } » (possibles : G, T, Z, D, P, Y ou t, z, d, p, y)
reason-gipf-point-like = « { $text } » n’est pas un point comme e5
reason-gipf-piece-on-dot = { $point } est un point d’entrée : les pièces ne se posent que sur les points du plateau
# $what is the counter: reserves, captured or challenges (the position string's fields).
reason-gipf-count = { $what ->
    [reserves] réserves
    [captured] prises (captured)
   *[challenges] défis (challenges)
} : « { $text } » n’est pas un nombre entier jusqu’à 255
reason-gipf-pair = { $what ->
    [reserves] les réserves s’écrivent
    [captured] les prises (captured) s’écrivent
   *[challenges] les défis (challenges) s’écrivent
} comme 12/12, pas « { $text } »
reason-gipf-position-form = « W:<points> B:<points> <réserves> <W|B> [clé=valeur...] » attendu, p. ex. « W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard »
reason-gipf-unknown-version = version inconnue « { $value } » (basic, standard, tournament, ultimate)
reason-gipf-word-prefix = le mot { $word } doit commencer par « { $prefix } »
reason-gipf-listed-twice = { $point } figure deux fois
reason-gipf-side-to-move = le camp qui joue est W ou B, pas « { $text } »
reason-gipf-hand-form = hand s’écrit comme t3/t3
reason-gipf-intro-form = intro={ $value } : deux lettres parmi F, G, L, P
# $key is a field of the position string: moved, extra or extra_first.
reason-gipf-yes-no = { $key } vaut yes ou no
reason-gipf-kept-line = kept : « { $text } » n’est pas une ligne nommée par ses points d’entrée, p. ex. a1-i5
reason-gipf-extra-next = extra_next vaut W ou B
reason-gipf-turn-number = turn « { $text } » n’est pas un nombre entier
reason-gipf-result-form = result vaut W, B ou draw
reason-gipf-extra-needs-tamsk = extra=yes demande une pile TAMSK du joueur qui joue en e5
reason-gipf-extra-first-moved = extra_first=yes : le coup normal reste à jouer, donc pas avec moved=yes
reason-gipf-finished-challenge = une partie terminée n’a pas de défi en cours
# $colour is W or B (notation); $version the version's name (basic, standard, tournament, ultimate).
reason-gipf-too-many-owned = { $colour } : { $reserve } en réserve et { $captured } pris par l’adversaire, c’est plus que les { $total } pièces de la version { $version }
reason-gipf-turn-past = turn={ $turn } dépasse max_plies={ $most }
reason-gipf-challenge-form = challenge={ $value } : écrivez <coup>,<étape>, p. ex. Zd4>g5,announced
# $error is an error in words (error-*).
reason-gipf-challenge-move = défi : { $error }
reason-gipf-challenge-not-potential = défi : « { $text } » n’est pas un coup de potentiel
reason-gipf-challenge-stage = étape du défi « { $text } » : announced, challenged, W, B ou W:rock
reason-gipf-no-challenge-left = défi : l’adversaire n’a plus de défi
reason-gipf-hidden-throw = défi : « { $text } » n’est ni rock, ni paper, ni scissors (un choix caché ne se relit pas)
reason-gipf-throws-need-rps = défi : les choix demandent side_game=rps
reason-gipf-not-a-board-spot = « { $text } » n’est pas un point du plateau (b2..h8, à l’intérieur des points d’entrée)
reason-gipf-editor-pieces = l’éditeur pose des pièces simples, des pièces GIPF, des pièces chargées et des potentiels utilisés
reason-gipf-too-many-pieces = les { $colour ->
    [white] Blancs
   *[black] Noirs
} ont { $count } { $count ->
    [one] pièce
   *[other] pièces
}, { $most } au plus

## Settings: option lists, clocks, computer levels and players

reason-setting-not-key-value = « { $item } » n’est pas de la forme clé=valeur
reason-setting-not-pair = « { $item } » n’est pas clé=valeur
reason-setting-unknown-field = champ inconnu « { $key } »
# $choices lists the values there are (notation).
reason-setting-choice = { $key }={ $value } : l’une de ces valeurs était attendue : { $choices }
reason-setting-number = { $key }={ $value } : un nombre entier de { $min } à { $max } était attendu
reason-setting-unknown-option = option inconnue « { $key } »
reason-setting-clock = pendule { $text } : none, ou minutes+secondes comme 3+2
reason-setting-level = niveau « { $text } » : easy, medium, hard, expert, master, greedy ou random attendu
reason-setting-players-for-seats = { $players } { $players ->
    [one] joueur nommé
   *[other] joueurs nommés
} pour { $seats } { $seats ->
    [one] place
   *[other] places
}
reason-setting-player-words = « players » demande de un à quatre mots (human ou un niveau de l’ordinateur)

## Records, matches and links

reason-record-header = « { $expected } » attendu, « { $found } » trouvé
reason-record-empty = la partie notée est vide
reason-record-end-form = « end resigned <place> », « end time <place> », « end abandoned <place> » ou « end agreed » attendu
reason-record-after-end = rien ne peut suivre la ligne « end »
reason-record-game-first = la ligne « game » doit venir avant les coups
reason-record-comment-end = un commentaire finit par « { "}" } » sur sa ligne
reason-record-long-comment = un commentaire dépasse { $most } { $most ->
    [one] caractère
   *[other] caractères
}
reason-record-side-line-start = une variante « ( » doit suivre le coup qu’elle remplace
reason-record-side-line-close = « ) » ne ferme aucune variante
reason-record-empty-side-line = une variante n’a aucun coup
reason-record-unclosed = une variante « ( » n’est jamais fermée par « ) »
reason-record-game-name = « game » demande un nom
reason-record-seed = seed « { $text } » n’est pas un nombre entier
reason-record-no-game = la partie notée ne nomme aucun jeu
reason-record-no-seed = la partie notée n’a pas de ligne « seed »
# $game and $expected are games' names as records write them (gyges, gype, gipf).
reason-record-other-game = c’est une partie de { $game }, pas de { $expected }
reason-record-cannot-end = ce jeu ne peut pas finir ainsi
reason-record-chance-acts = c’est au hasard d’agir, pas à un joueur
reason-record-not-a-clock = ce n’est pas une pendule sauvegardée
# A shared link's data (error-bad-link, shell-error-link-damaged).
reason-record-cut-short = il est coupé
reason-record-before-start = il renvoie avant le début des données
reason-record-unpacked = il se déplie en un texte trop grand
reason-record-character = il contient un caractère qui n’a rien à y faire
reason-record-too-long = il est trop long
reason-record-not-text = ce n’est pas du texte

## Limits: more than the engine reads, keeps or searches (error-too-large)

reason-limit-record-bytes = une partie notée de { $bytes } { $bytes ->
    [one] octet
   *[other] octets
} (la plus longue acceptée en fait { $most })
reason-limit-link-bytes = { $bytes } { $bytes ->
    [one] octet
   *[other] octets
} de texte : un lien en contient { $most } au plus
reason-limit-nests-deeper = les variantes s’imbriquent sur plus de { $most } { $most ->
    [one] niveau
   *[other] niveaux
}
reason-limit-nest-at-most = les variantes s’imbriquent sur { $most } { $most ->
    [one] niveau
   *[other] niveaux
} au plus
reason-limit-comment-characters = un commentaire a { $most } { $most ->
    [one] caractère
   *[other] caractères
} au plus
reason-limit-actions = plus de { $most } { $most ->
    [one] action
   *[other] actions
}
reason-limit-puzzle-search = le problème demande une recherche plus longue que le moteur ne le permet
reason-limit-perft-depth = perft à la profondeur { $depth } : la plus grande est { $most }
reason-limit-perft-leaves = perft { $depth } depuis cette position compte plus de { $most } { $most ->
    [one] feuille
   *[other] feuilles
} ; choisissez une profondeur plus petite

## Puzzles, the puzzle streak and lessons

reason-study-fields = problème : 6 ou 7 champs séparés par des tabulations attendus, { $found } trouvés
reason-study-moves = problème : « { $text } » n’est pas un nombre de coups de 1 à { $most }
reason-study-difficulty = problème : la difficulté « { $text } » n’est pas un nombre entier
reason-study-goal = problème : le but « { $text } » n’est ni win ni capture=K (K de 1 à { $most })
# $game is the game's name as records write it (gyges, gype, gipf).
reason-study-no-captures = problème : { $game } n’a pas de prises, donc pas de but matériel
reason-study-nobody-to-move = problème : personne n’a le trait
reason-study-other-side-turn = c’est à l’autre camp de jouer
reason-study-streak-pair = série de problèmes : « { $item } » n’est pas clé=valeur
reason-study-streak-count = série de problèmes : « { $text } » n’est pas un nombre
reason-study-streak-field = série de problèmes : champ inconnu « { $key } »
reason-study-streak-fields = série de problèmes : streak, best et solved sont tous nécessaires
reason-study-streak-sums = série de problèmes : les nombres ne concordent pas
reason-study-nobody-to-act = personne n’a le trait dans la position de l’étape
# Said to a player whose answer to a lesson step is refused.
reason-study-no-action = Jouez d’abord un coup.
reason-study-answer-too-long = Une réponse a { $most } { $most ->
    [one] action
   *[other] actions
} au plus.
reason-study-after-turn = « { $text } » vient après la fin de votre tour.
reason-study-demonstration = Cette étape est une démonstration : regardez-la.
# A lesson file that does not read, or a request for a step it does not have. $error is the
# rules' error in words (error-*), or the file's own words for a line that is not the format.
reason-lesson-file = fichier de leçons, ligne { $line } : { $error }
reason-lesson-no-step = la leçon { $lesson } n’a pas d’étape { $step }

## The analysis board and the position editor

reason-analysis-no-move = il n’y a pas de coup { $id } dans cette analyse
reason-analysis-delete-start = le début de l’analyse ne peut pas être supprimé
# $error is an error in words (error-*).
reason-analysis-line-move = coup { $number } d’une ligne, « { $text } » : { $error }
reason-analysis-comment-after = un commentaire après le coup { $after } d’une ligne de { $moves } { $moves ->
    [one] coup
   *[other] coups
}
reason-analysis-side-line-for = une variante pour le coup { $number } d’une ligne de { $moves } { $moves ->
    [one] coup
   *[other] coups
}
reason-analysis-already-over = la partie est déjà terminée dans cette position
reason-analysis-not-in-palette = « { $code } » n’est pas une pièce de la palette

## Live play: proposals

reason-live-no-draw = ce jeu n’a pas de nulle par accord
reason-live-no-move-of-theirs = il n’y a aucun coup de sa part à reprendre
reason-live-rematch-after = une revanche se propose une fois la partie terminée
reason-live-nothing-to-take-back = rien à reprendre

## The game screens (src/screens/, src/render/, src/input/): status lines, announcements for
## screen readers, buttons the screens make, canvas labels. Seat names ($who, $seat, $player,
## $other, $colour) come translated (seat-name) unless a note says otherwise; $move, $square,
## $cell, $spot and $path are notation.

## Every game

board-viewing = Ceci est une position antérieure : allez au dernier coup, ou continuez à jouer à partir d’ici.
board-played = Coup joué : { $move }.
board-position = Position : { $position }
# Between the seats' names in the list of saved games: "South v North".
board-versus = {" "}contre{" "}
# Gygès and Table Gype: $who is a side (South...).
board-passes = { $who } passe.

## Gygès

# $size is 1, 2 or 3: how many rings the piece has.
board-gyges-places = { $who } place une pièce { $size ->
    [1] simple
    [2] double
   *[other] triple
} en { $square }.
board-gyges-plays = { $who } joue { $move }.
board-gyges-setup = { $seat } place une pièce : choisissez une taille dans la réserve, puis une case de la rangée { $row }.
board-gyges-drop = { $seat } : cliquez sur une case vide pour y poser la pièce déplacée.
# A bounce chain being entered: $path is its squares so far ("c1→c3"), $left the steps still to go
# from its last square; $options says what the next click can do.
board-gyges-chain = { $seat } : { $path }, encore { $left } { $left ->
    [one] case
   *[other] cases
} : { $options ->
    [end] cliquez sur un point pour terminer
    [bounce] cliquez sur une pièce cerclée pour rebondir
    [replace] cliquez sur la dernière pièce pour la remplacer
    [end-bounce] cliquez sur un point pour terminer ou sur une pièce cerclée pour rebondir
    [end-replace] cliquez sur un point pour terminer ou sur la dernière pièce pour la remplacer
    [bounce-replace] cliquez sur une pièce cerclée pour rebondir ou sur la dernière pièce pour la remplacer
    [end-bounce-replace] cliquez sur un point pour terminer, sur une pièce cerclée pour rebondir ou sur la dernière pièce pour la remplacer
   *[none] cliquez sur une case
} ; Retour arrière pour revenir d’un pas.
board-gyges-to-move = Au tour de { $seat }, depuis la rangée { $row }.
board-gyges-must-pass = { $seat } n’a aucun coup et doit passer.
# Said as the keyboard cursor moves: the square and what stands on it.
board-gyges-square = { $square } : { $contents ->
    [empty] vide
    [single] simple
    [double] double
    [triple] triple
   *[goal] but
}
# The description of the position: each row lists its pieces, "single on c1, triple on f1".
board-gyges-ring-on = { $size ->
    [single] simple
    [double] double
   *[triple] triple
} en { $square }
board-gyges-row = Rangée { $row } : { $rings }.
board-gyges-empty = Le plateau est vide.
board-gyges-pick-tray = Choisissez d’abord une pièce dans votre réserve.
board-gyges-nearest-row = Seules les pièces de votre rangée la plus proche peuvent bouger.

## Table Gype

# A die's face; the messages below get it as $face.
board-gype-face = { $face ->
    [flame] Flamme
    [book] Livre
    [sword] Épée
    [tree] Arbre
    [hat] Chapeau
   *[ear] Oreille
}
# In place of a face's name, should a die have none.
board-gype-die = dé
board-gype-moves = { $who } joue le dé { $face } { $move }.
# $rolls lists the dice the move rolled and what they show (board-gype-shows, joined by commas).
board-gype-moves-rolling = { $who } joue le dé { $face } { $move } ; { $rolls }.
board-gype-rolls = { $who } lance { $cell } : { $rolls }.
board-gype-shows = { $cell } montre { $face }
board-gype-die-shows = { $cell } montre { $face }.
board-gype-swaps = { $who } échange { $first } et { $second }.
board-gype-turns = { $who } tourne { $cell } sur la face { $face }.
board-gype-arranged = { $who } a fini d’arranger sa rangée.
board-gype-shuffles = { $who } mélange sa rangée.
board-gype-set-up = { $who } se prépare : cliquez sur un dé pour choisir sa face, faites-en glisser un sur un autre pour les échanger, puis validez.
board-gype-arrange = { $who } arrange sa rangée : cliquez sur deux dés (ou faites-en glisser un sur un autre) pour les échanger, puis validez.
board-gype-pick-one = { $who } : plusieurs coups finissent en { $cell }. Choisissez-en un.
board-gype-chain = { $who } : { $count } { $count ->
    [one] saut
   *[other] sauts
} depuis { $cell } pour l’instant. Cliquez sur une case cerclée pour continuer à sauter, ou de nouveau sur la dernière arrivée (Terminé, Entrée) pour vous arrêter.
# A die is selected: $state is "stuck" (it cannot move), "hat" (a Hat: it leaps) or "other";
# $rolls is "yes" when the die may be rolled instead.
board-gype-selected = { $who } : { $state ->
    [stuck] le dé { $face } en { $cell } ne peut pas bouger
    [hat] { $face } en { $cell } : les losanges sont des bonds
   *[other] { $face } en { $cell } : les points sont des pas, les cercles des sauts
}{ $rolls ->
    [yes]  ; ou lancez-le (R).
   *[no] .
}
board-gype-must-pass = { $who } ne peut pas jouer et doit passer.
board-gype-to-play-roll = Au tour { $who ->
    [Ouest] d’Ouest
    [Est] d’Est
   *[other] de { $who }
} : choisissez un dé à déplacer ou à lancer.
board-gype-to-play = Au tour { $who ->
    [Ouest] d’Ouest
    [Est] d’Est
   *[other] de { $who }
} : choisissez un dé à déplacer.
# Said as the keyboard picks a face in the face picker.
board-gype-face-cursor = Face : { $face }
# Said as the keyboard goes through the moves that end on the same cell; $move is notation.
board-gype-choice = Choix { $number } sur { $count } : { $move }
board-gype-cell-die = { $cell } : { $face } ({ $seat })
board-gype-cell-empty = { $cell } : vide
board-gype-randomize = Mélanger
board-gype-confirm = Valider la rangée { $who ->
    [Ouest] d’Ouest
    [Est] d’Est
   *[other] de { $who }
}
board-gype-done = Terminé
board-gype-roll-a-die = Lancer un dé
board-gype-roll = Lancer { $cell }
board-gype-blocked = { $seat } est tenu hors de sa rangée d’arrivée : { $count } tours sur { $limit } ; victoire dans { $left } { $left ->
    [one] tour
   *[other] tours
}.
# A line of the final standings.
board-gype-standing = { $rank }. { $seat } : { $home } dés sur 8 arrivés, encore { $distance } { $distance ->
    [one] rangée
   *[other] rangées
} à parcourir
# Drawn on the board: a panel that offers the moves ending on the same cell.
board-gype-which = Plusieurs coups finissent en { $cell } : lequel ?
# A row of that panel: $cells are the dice the move rolls (may be none).
board-gype-route = { $number }. { $hops } { $hops ->
    [one] étape
   *[other] étapes
}, relance { $cells }
# Drawn along the cloth's edges: public-domain lines of G. K. Chesterton, with their source.
# Shrunk to fit the edge if longer.
board-gype-quote-south = « Une route qui titube, une route qui roule, qui vagabonde à travers le comté »  — G. K. Chesterton, La Route anglaise, 1914
board-gype-quote-west = « Les poètes ne deviennent pas fous ; mais les joueurs d’échecs, si. »  — G. K. Chesterton, Orthodoxie, 1908
board-gype-quote-north = « Une aventure n’est qu’un désagrément considéré sous le bon angle. »  — G. K. Chesterton, Courir après son chapeau, 1908
board-gype-quote-east = « Les anges peuvent voler parce qu’ils se prennent à la légère. »  — G. K. Chesterton, Orthodoxie, 1908
# Refusal of a click on another side's die: $seat is the side's English name in lower case.
board-gype-not-yours = Ce dé appartient à { $seat ->
    [south] Sud
    [west] Ouest
    [north] Nord
   *[east] Est
}.

## GIPF: the seats are White and Black (plural in some languages)

board-gipf-dot-first = Choisissez d’abord un point d’entrée sur le bord.
# The piece to bring in, in the three messages after it; $potential is a potential's name.
board-gipf-piece = { $kind ->
    [gipf] une pièce GIPF
    [loaded] une pièce chargée de { $potential }
    [tamsk] le potentiel TAMSK
   *[basic] une pièce
}
board-gipf-push-in = { $who } : cliquez sur une flèche ou sur son point pour pousser { board-gipf-piece }.
board-gipf-to-move-loaded = Au tour des { $who } : cliquez sur un point d’entrée pour faire entrer { board-gipf-piece }, ou sur une pièce chargée pour utiliser son potentiel.
board-gipf-to-move = Au tour des { $who } : cliquez sur un point d’entrée pour faire entrer { board-gipf-piece }.
board-gipf-potential-target = { $who } : cliquez là où doit aller le potentiel { $potential } de { $spot }.
# The same, should the piece carry no potential.
board-gipf-the-potential-target = { $who } : cliquez là où doit aller le potentiel de { $spot }.
board-gipf-extra-accepted = Les { $who } jouent le coup supplémentaire TAMSK : cliquez sur un point d’entrée, puis sur une flèche, pour pousser le potentiel.
board-gipf-extra-offered = Les { $who } peuvent jouer un coup supplémentaire TAMSK : Accepter (ou cliquez sur un point d’entrée) pour pousser le potentiel, ou Refuser.
board-gipf-rows = Les { $who } doivent retirer { $count } { $count ->
    [one] rangée
   *[other] rangées
} : cliquez sur celle à retirer en premier.
board-gipf-remove-row = Les { $who } retirent la rangée encadrée : appuyez sur Confirmer (ou Entrée).
board-gipf-keep-or-take = Les { $who } retirent la rangée encadrée : cliquez sur les pièces GIPF ou chargées pour les garder ou les prendre, puis Confirmer.
board-gipf-declines = Les { $who } refusent le coup supplémentaire.
board-gipf-plays = Les { $who } jouent { $move }.
board-gipf-confirm-keep = Confirmer : garder la rangée
board-gipf-confirm-remove = Confirmer : retirer la rangée
board-gipf-accept = Accepter le coup supplémentaire
board-gipf-accepted = Accepté : choisissez un point d’entrée
board-gipf-decline = Refuser le coup supplémentaire
board-gipf-accepts = Les { $seat } acceptent le coup supplémentaire : choisissez un point d’entrée, puis une direction.
# Said as the keyboard cursor moves: the spot and what stands on it. $colour is "white" or
# "black"; $potential is a potential's name.
board-gipf-spot = { $spot } : { $kind ->
    [basic] pièce { $colour ->
        [white] blanche
       *[black] noire
    }
    [gipf] pièce GIPF { $colour ->
        [white] blanche
       *[black] noire
    }
    [loaded] pièce { $colour ->
        [white] blanche
       *[black] noire
    } chargée de { $potential }
    [used] { $potential } { $colour ->
        [white] blanc
       *[black] noir
    } utilisé
    [stack] pile de potentiels utilisés ({ $colour ->
        [white] blancs
       *[black] noirs
    })
   *[punct] pièce GIPF { $colour ->
        [white] blanche
       *[black] noire
    } prise par PÜNCT
}
board-gipf-spot-empty = { $spot } : vide
# Drawn at the top right of the board, beside the toggle "a1"; shrunk if longer.
board-gipf-coordinates = Coordonnées
# Drawn in the trays beside the name of the player to act; shrunk if longer.
board-gipf-tray-to-move = au trait
board-gipf-tray-removes = retirent une rangée
board-gipf-tray-extra = coup en plus ?
board-gipf-tray-reserve = réserve { $count }
board-gipf-tray-captured = prises { $count }

## GIPF challenges (combining games): a potential move may be challenged and a side game decides

board-gipf-announced = Les { $player } annoncent { $move } ({ $potential }) : les { $other } peuvent le contester ou l’autoriser.
board-gipf-challenged = Les { $other } contestent { $move } : les { $player } choisissent qui commence la partie annexe.
board-gipf-side-throws = Partie annexe pour { $move } : les { $seat } font leur choix (l’autre joueur détourne les yeux).
board-gipf-side-report = Partie annexe pour { $move } : indiquez comment elle s’est terminée pour les { $player }.
# Buttons for the steps of a challenge.
board-gipf-challenge = Contester le coup
board-gipf-allow = Autoriser le coup
board-gipf-side-starts = Les { $seat } commencent la partie annexe
board-gipf-side-result = Les { $player } ont { $result ->
    [win] gagné
    [loss] perdu
   *[tie] fait match nul dans
} la partie annexe
board-gipf-throw = { $hand ->
    [rock] Pierre
    [paper] Feuille
   *[scissors] Ciseaux
}
# Said when a step is played: $step is one of the buttons above.
board-gipf-step = { $seat } : { $step }.
board-gipf-thrown = Les { $seat } ont fait leur choix.
board-gipf-side-settled = Les { $player } ont { $result ->
    [loss] perdu la partie annexe : le coup est annulé et le potentiel quitte la partie.
    [win] gagné la partie annexe : le coup est joué.
   *[tie] fait match nul dans la partie annexe : le coup est joué.
}

## A side game (Gygès or Table Gype) played on the GIPF board: $colour is a GIPF colour, $seat a
## side of the side game, $game the side game's name

board-side-status = Partie annexe : { $status }
# The header drawn above the side board, line by line (each shrunk to fit).
board-side-title = Partie annexe de { $game } : le coup { $move } des { $player } est en jeu
board-side-plays-first = Les { $colour } jouent { $seat } et commencent
board-side-plays = Les { $colour } jouent { $seat }
board-side-stake = Les { $player } gardent le coup en cas de victoire ou de nulle ; si les { $other } gagnent, le potentiel { $potential } est perdu.
# The header in one go, for screen readers.
board-side-introduction = { $title }. { $first }. { $second }. { $stake }
board-side-won = Les { $colour } ({ $seat }) gagnent la partie annexe de { $game }.
board-side-drawn = La partie annexe de { $game } est nulle.
board-side-gives-up-said = Les { $seat } abandonnent la partie annexe.
board-side-pass = Passer (partie annexe)
board-side-undo = Reprendre le coup
board-side-give-up = Les { $seat } abandonnent
board-side-taken-back = Coup de la partie annexe repris.
# $error says why, in words.
board-side-unreadable = La partie annexe enregistrée n’a pas pu être lue et a été mise de côté ({ $error }) ; elle recommence.

## The analysis panel (src/bin/analysis/panel.rs): $seat is a seat's name (seat-name)

analysis-panel =
    .aria-label = Analyse
analysis-lines =
    .aria-label = Meilleures variantes
analysis-moves =
    .aria-label = Coups de l’analyse : ← et → pour les parcourir
analysis-first =
    .title = Début (Origine)
    .aria-label = Position de départ
analysis-previous =
    .title = Coup précédent (←)
    .aria-label = Coup précédent
analysis-next =
    .title = Coup suivant (→)
    .aria-label = Coup suivant
analysis-last =
    .title = Fin de la variante (Fin)
    .aria-label = Fin de la variante
analysis-promote = Remonter
    .title = Remonter cette variante d’un rang
analysis-make-main = Rendre principale
analysis-delete = Supprimer d’ici
analysis-comment-text =
    .placeholder = Commenter cette position
    .aria-label = Commentaire sur cette position
analysis-comment = Commenter
# The search runs: the button stops it.
analysis-stop = Arrêter l’analyse
# The search is stopped: the button starts it again.
analysis-analyse = Analyser
analysis-continue = Continuer d’ici
    .title = Reprendre la partie à partir de cette position
analysis-export = Exporter
    .title = Afficher et copier la partie avec ses variantes
analysis-import = Importer
analysis-open = Ouvrir cette partie
analysis-share = Partager le lien
analysis-edit = Modifier la position
    .title = Composer une position à partir de celle-ci
analysis-review = Revoir
    .title = Revoir chaque coup de la partie
analysis-close = Fermer
    .title = Retour à la partie
analysis-record =
    .aria-label = Texte de l’analyse
analysis-loading = Chargement de l’analyse…
# $reason is the browser's or the computer's own words (English).
analysis-stopped = L’analyse s’est arrêtée : { $reason }
analysis-unanalysable = Impossible d’analyser cette position : { $reason }
# A seat without a name, by its number.
analysis-seat = Joueur { $seat }
# The evaluation of a decided position, in moves of the player to act.
analysis-win-in = gain en { $moves } { $moves ->
    [one] coup
   *[other] coups
}
analysis-loss-in = défaite en { $moves } { $moves ->
    [one] coup
   *[other] coups
}
# $eval is a score such as "+1.25", or analysis-win-in / analysis-loss-in.
analysis-eval = { $eval } pour { $seat }
# $positions is the number of positions searched.
analysis-depth = Profondeur { $depth }, { $positions } { $positions ->
    [one] position
   *[other] positions
}
analysis-depth-final = Profondeur { $depth } (finale), { $positions } { $positions ->
    [one] position
   *[other] positions
}
# Said to screen readers. $chance is a percentage; $line the moves in notation.
analysis-say-depth = Profondeur { $depth } : { $eval } pour { $seat }, { $chance } % de chances de gagner. Meilleure variante : { $line }.
# Table Gype's search plays games out to their end with the dice drawn: each seat's win chance.
analysis-chance = { $seat } { $chance } %
analysis-playouts = { $playouts } { $playouts ->
    [one] partie simulée
   *[other] parties simulées
} ; variantes avec dés tirés au sort
analysis-playouts-final = { $playouts } { $playouts ->
    [one] partie simulée
   *[other] parties simulées
} (final) ; variantes avec dés tirés au sort
analysis-playouts-unfinished = { $playouts } { $playouts ->
    [one] partie simulée
   *[other] parties simulées
}, { $unfinished } { $unfinished ->
    [one] inachevée
   *[other] inachevées
} ; variantes avec dés tirés au sort
analysis-playouts-unfinished-final = { $playouts } { $playouts ->
    [one] partie simulée
   *[other] parties simulées
}, { $unfinished } { $unfinished ->
    [one] inachevée
   *[other] inachevées
} (final) ; variantes avec dés tirés au sort
# $chances is a list of analysis-chance, joined by commas.
analysis-say-chances = Chances de gagner après { $playouts } { $playouts ->
    [one] partie simulée
   *[other] parties simulées
} : { $chances }.
analysis-say-chances-best = Chances de gagner après { $playouts } { $playouts ->
    [one] partie simulée
   *[other] parties simulées
} : { $chances }. Meilleure action : { $action }, { $chance } % de chances de gagner.
analysis-play-line = Jouer la variante jusqu’à ce coup
# The move list's first entry: the position before any move.
analysis-start = Départ
analysis-exported = La partie, avec ses variantes et ses commentaires, est ci-dessous et copiée.
analysis-link-copied = Lien vers cette analyse copié.

## The analysis's refusals (src/bin/analysis/session.rs, search.rs): $reason is the engine's words (English)

analysis-no-game = Aucune partie n’est ouverte pour l’analyse.
analysis-record-unopenable = Cette partie ne s’ouvre pas pour l’analyse : { $reason }
analysis-link-unopenable = L’analyse de ce lien ne s’ouvre pas : { $reason }
# $action is a move in notation.
analysis-unplayable = « { $action } » ne peut pas être joué ici : { $reason }
analysis-already-main = Ce coup est déjà dans la variante principale.
analysis-too-long = Cette analyse est trop longue pour un lien : { $reason }
# Follows analysis-stopped's "The analysis stopped:"; $error is the browser's words (English).
analysis-worker-unreadable = le processus de l’ordinateur a envoyé des données illisibles ({ $error })

## The game review (src/bin/analysis/review.rs): $class is inaccuracy, mistake or blunder

analysis-review-progress =
    .aria-label = Progression de la revue
analysis-review-stop = Arrêter la revue
analysis-learn = Apprendre de vos erreurs
analysis-lesson-answer = Voir la réponse
analysis-lesson-next = Erreur suivante
analysis-review-stopped = Revue arrêtée.
# $answer is a move in notation.
analysis-answer = La réponse : { $answer }.
analysis-reviewing = Revue de la partie…
analysis-review-failed = La revue s’est arrêtée : { $reason }
analysis-unreviewable = Impossible de revoir cette partie : { $reason }
analysis-review-move = Revue : coup { $done } sur { $total }…
analysis-reviewed = { $moves } coups revus : { $inaccuracies } { $inaccuracies ->
    [one] imprécision
   *[other] imprécisions
}, { $mistakes } { $mistakes ->
    [one] erreur
   *[other] erreurs
}, { $blunders } { $blunders ->
    [one] gaffe
   *[other] gaffes
}.
# The same review, kept on this device from before.
analysis-reviewed-saved = { $moves } coups revus : { $inaccuracies } { $inaccuracies ->
    [one] imprécision
   *[other] imprécisions
}, { $mistakes } { $mistakes ->
    [one] erreur
   *[other] erreurs
}, { $blunders } { $blunders ->
    [one] gaffe
   *[other] gaffes
}. (enregistrée avec la partie)
# After a move of the list of mistakes: $loss is the win chance lost, in percent; $better a move in notation.
analysis-mistake = { $class ->
    [inaccuracy] imprécision
    [mistake] erreur
   *[blunder] gaffe
} ({ $loss } % perdus)
analysis-mistake-better = { $class ->
    [inaccuracy] imprécision
    [mistake] erreur
   *[blunder] gaffe
} ({ $loss } % perdus, mieux : { $better })
# The evaluation graph's label.
analysis-graph = Évaluation au fil de la partie, { $moves } { $moves ->
    [one] coup
   *[other] coups
} : cliquez pour aller à un coup
# A marked move's title in the move list.
analysis-class = { $class ->
    [inaccuracy] imprécision
    [mistake] erreur
   *[blunder] gaffe
}
analysis-last-mistake = C’était la dernière de vos erreurs.
# $played is the move of the game, in notation; $ply its number.
analysis-lesson = Erreur { $number } sur { $count } : coup { $ply }, { $played } était { $class ->
    [inaccuracy] une imprécision
    [mistake] une erreur
   *[blunder] une gaffe
}. Trouvez un meilleur coup.
analysis-lesson-same = { $played } est le coup de la partie, { $class ->
    [inaccuracy] l’imprécision
    [mistake] l’erreur
   *[blunder] la gaffe
}. Essayez-en un autre.
analysis-lesson-right = Bien vu : { $played } est un bon coup. Erreur suivante ?
analysis-lesson-wrong = { $played } n’est pas meilleur. Réessayez.

## The position editor (src/bin/analysis/setup.rs, editor.rs): $place is a place in notation

analysis-editor-panel =
    .aria-label = Éditeur de position
analysis-editor-title = Composer une position
analysis-editor-help = Choisissez une pièce, puis cliquez sur un point du plateau pour l’y poser ; cliquez à nouveau, ou utilisez la gomme, pour l’enlever. Sur le plateau, les flèches déplacent un curseur, Entrée pose la pièce et Suppr l’enlève.
# Label of the menu of the seat to move.
analysis-editor-to-move = Au trait
analysis-editor-clear = Vider
    .title = Enlever toutes les pièces du plateau
analysis-editor-start = Position de départ
    .title = Le début de la partie
analysis-editor-analyse = Analyser cette position
analysis-editor-players =
    .aria-label = Qui joue à partir d’ici
analysis-editor-players-device = Joueurs sur cet appareil
analysis-editor-players-easy = Contre l’ordinateur · Facile
analysis-editor-players-medium = Contre l’ordinateur · Moyen
analysis-editor-players-hard = Contre l’ordinateur · Difficile
analysis-editor-play = Jouer à partir d’ici
analysis-editor-share = Partager le lien
analysis-editor-close = Fermer
analysis-editor-link =
    .aria-label = Lien vers cette position
analysis-editor-link-copied = Lien vers cette position copié.
analysis-editor-undrawable = Le plateau montre la dernière disposition que le jeu sait dessiner.
analysis-editor-ok = Cette position peut être analysée et jouée.
analysis-editor-eraser = Gomme
# The label of a group of the palette.
analysis-editor-group = { $group ->
    [piece] Pièce
    [seat] Joueur
    [face] Face
    [colour] Couleur
   *[kind] Type
}
# Gygès: a piece of the palette by its number of rings.
analysis-editor-gyges-piece = { $size } ({ $size ->
    [1] simple
    [2] double
   *[other] triple
})
# What stands on a place, for the board's keyboard cursor.
analysis-editor-at-empty = { $place } : vide
analysis-editor-at-gyges = { $place } : { $size ->
    [1] une pièce simple
    [2] une pièce double
   *[other] une pièce triple
}
# Table Gype: a face of a die.
analysis-face = { $face ->
    [flame] Flamme
    [book] Livre
    [sword] Épée
    [tree] Arbre
    [hat] Chapeau
   *[ear] Oreille
}
analysis-editor-at-gype = { $place } : un dé { $side ->
    [south] du Sud
    [west] de l’Ouest
    [north] du Nord
   *[east] de l’Est
}, face { $face ->
    [flame] Flamme
    [book] Livre
    [sword] Épée
    [tree] Arbre
    [hat] Chapeau
   *[ear] Oreille
}
# Table Gype: the turns a seat's blocked dice have waited.
analysis-editor-block-counter = { $side ->
    [south] Compteur de blocage du Sud
    [west] Compteur de blocage de l’Ouest
    [north] Compteur de blocage du Nord
   *[east] Compteur de blocage de l’Est
}
# GIPF: the palette's kinds of piece; $potential is a potential's name (TAMSK, ZÈRTZ, DVONN, PÜNCT, YINSH).
analysis-editor-gipf-basic = Pièce simple
analysis-editor-gipf-piece = Pièce GIPF
analysis-editor-gipf-loaded = { $potential } (chargé)
analysis-editor-gipf-used = { $potential } (utilisé)
analysis-editor-at-gipf = { $place } : { $kind ->
    [basic] une pièce
    [gipf] une pièce GIPF
   *[stack] une pile
} { $colour ->
    [white] blanche
   *[black] noire
}
analysis-editor-at-gipf-loaded = { $place } : une pièce { $colour ->
    [white] blanche
   *[black] noire
} chargée du potentiel { $potential }
analysis-editor-at-gipf-used = { $place } : une pièce { $colour ->
    [white] blanche
   *[black] noire
} au potentiel { $potential } utilisé
analysis-editor-reserve = { $colour ->
    [white] Réserve des Blancs
   *[black] Réserve des Noirs
}
analysis-editor-captured = { $colour ->
    [white] Prises des Blancs
   *[black] Prises des Noirs
}
analysis-editor-no-seat = Ce joueur n’existe pas.
analysis-editor-bad-count = Le nombre doit être un entier de 0 à 255.
analysis-editor-too-long = Cette position est trop longue pour un lien : { $reason }
analysis-editor-unshareable = Seule une position sans problème peut être partagée.
analysis-editor-unopenable = Cette position ne s’ouvre pas dans l’éditeur : { $reason }
analysis-editor-none = Aucune position n’est en cours de composition.

## Live play (src/bin/live/): $seat and $seats are seat numbers as people count (1, 2…);
## $who is a seat as this player says it: live-you, live-your-friend, live-seat or a player's own name

live-you = Vous
live-your-friend = Votre ami
live-seat = Place { $seat }

## Live play: the connection indicator

live-state-connecting = En ligne : connexion…
live-state-waiting = En ligne : en attente de votre ami
live-state-connected = En ligne : connecté
live-state-disconnected = En ligne : votre ami est déconnecté
live-state-unreachable = En ligne : serveur de signalisation injoignable
live-state-reconnecting = En ligne : connexion perdue, reconnexion…
live-state-watching = En ligne : spectateur
# The host's lobby of a game of more than two seats.
live-state-all-seated = En ligne : toutes les places sont prises
live-state-gathering = En ligne : en attente des joueurs

## Live play: notes about the connection and the room

live-joining = Connexion à la partie en ligne…
# $why is live-bad-room, the engine's reason (error-*, live-refusal-*) or pairing's (live-pairing-error-*).
live-could-not-start = Impossible de lancer la partie en ligne : { $why }
# A reason in live-could-not-start.
live-bad-room = un identifiant de salle compte de 16 à 64 lettres et chiffres
live-server-closed = Le serveur de signalisation a fermé la connexion.
# $error is live-socket-not-opened or live-socket-cut.
live-server-unreachable = Le serveur de signalisation est injoignable ({ $error }).
live-socket-not-opened = la connexion n’a pas pu s’ouvrir
live-socket-cut = la connexion a été coupée
live-server-ended = La connexion au serveur de signalisation a pris fin.
# $why is live-server-closed, live-server-unreachable or live-server-ended. "Share link" is the button play-share.
live-play-by-link = { $why } Jouez plutôt par lien : « Partager le lien » envoie toute la partie.
live-time-out = { $who } : temps écoulé, et l’appareil ne répond plus.
live-unknown-command = Non effectué : la page a envoyé une commande que cette version ne connaît pas.
live-busy = Non effectué : la connexion était occupée ; réessayez.
# $why is the rules' reason or live play's (live-refusal-*).
live-not-done = Non effectué : { $why }.
# $why is live play's reason (live-refusal-*), the rules' or live-not-text.
live-refused = Un message de l’autre appareil a été refusé : { $why }
live-not-text = un message qui n’est pas du texte
live-seat-left = Le joueur de la place { $seat } a quitté la salle.
# $why is live-unrated-*.
live-not-rated = Cette partie ne compte pas pour le classement : { $why }.
# Why live play refused a message or an action: $detail is live-garbage-*, live-commit-* or
# live-unrated-*; seats count from 1.
live-refusal-too-large = un message de { $bytes } { $bytes ->
    [one] octet
   *[other] octets
} est trop long ({ $most } au plus)
live-refusal-garbage = un message qui n’a pas de sens : { $detail }
live-refusal-version = l’autre côté parle la version { $theirs } du protocole en ligne, celui-ci la version { $ours }
live-refusal-wrong-seat = un coup pour la place { $seat } alors que c’est à la place { $turn } de jouer
live-refusal-wrong-seat-none = un coup ou une place pour la place { $seat }, qu’il ne peut pas avoir
live-refusal-stale = un coup joué après { $got } { $got ->
    [one] action
   *[other] actions
}, alors que la partie en compte { $expected }
live-refusal-hash = après le coup { $move }, les positions diffèrent
live-refusal-not-seated = un coup avant le début de la partie
live-refusal-unknown-seat = un message d’un appareil qui n’a pas dit quelle place il joue
live-refusal-bad-commit = l’échange pour des dés honnêtes a échoué : { $detail }
live-refusal-bad-token = une demande de la place { $seat } sans le jeton de cette place : son joueur la garde
# $what is draw, takeback or rematch.
live-refusal-too-soon = après un refus, { $what ->
    [draw] une nulle
    [takeback] une reprise
   *[rematch] une revanche
} peut être proposée de nouveau après { $actions ->
    [one] un coup de plus
   *[other] { $actions } coups de plus
}
live-refusal-not-rated = cette partie ne compte pas pour le classement : { $detail }
live-refusal-bad-ticket = un joueur est arrivé dans la partie sans place du tirage

## Live play: what makes no sense in a message from another device, or in this player's own
## action (the $detail of live-refusal-garbage). $line is the protocol's own text, as it came
## (notation); $choice a hidden choice as a move writes it; $what is draw, takeback or rematch.

live-garbage-line = « { $line } » : { $why }
# $most is the most characters a name may have.
live-garbage-name = un nom a de 1 à { $most } caractères, dont aucun caractère de contrôle
live-garbage-saved-without-record = une partie en ligne gardée sans sa partie notée
live-garbage-saved-without-seat = une partie en ligne gardée sans sa place
live-garbage-clock-from-guest = une cadence venue d’un appareil qui n’est pas l’hôte
live-garbage-everyone-here = tous les joueurs sont là
live-garbage-abandon-from-guest = un lancement annulé par un appareil qui n’est pas l’hôte, ou après l’ouverture de la partie
live-garbage-start-by-guest = seul l’hôte d’une partie de plus de deux places la lance
live-garbage-starting-already = la partie est déjà en train de commencer
live-garbage-seat-not-filled = la place { $seat } n’est pas encore prise
live-garbage-no-choice-due = un choix caché alors qu’aucun n’est attendu
live-garbage-not-a-choice = « { $choice } » n’est pas un choix possible ici
live-garbage-no-offer-standing = une réponse à une proposition { $what ->
    [draw] de nulle
    [takeback] de reprise
   *[rematch] de revanche
} qui n’existe pas
live-garbage-no-offer-to-answer = aucune proposition à laquelle répondre
# $claimed and $measured are milliseconds.
live-garbage-claimed-time = un coup qui annonce { $claimed } ms de réflexion alors que son tour dure ici depuis { $measured } ms
live-garbage-choice-as-move = un choix caché circule d’abord scellé puis montré, jamais comme un coup
live-garbage-before-draw = un message de partie avant le tirage des places

## Live play: what is wrong with a line of the protocol ($why in live-garbage-line). Seat, sync
## and place are the messages that carry a game's record; abandon is the host's word that a
## start is called off.

live-decode-extra-lines = seul un message de place, de synchronisation ou de placement a plus d’une ligne
live-decode-control-characters = caractères de contrôle
live-decode-seat-number = numéro de place incorrect
live-decode-ply-number = numéro de demi-coup incorrect
live-decode-round-number = numéro de manche incorrect
live-decode-unknown-proposal = proposition inconnue
live-decode-no-record = un message de place, de synchronisation ou de placement porte la partie notée
live-decode-version-number = version incorrecte
live-decode-commitment-hex = un engagement compte 64 chiffres hexadécimaux
live-decode-secret-hex = un secret compte 32 chiffres hexadécimaux
live-decode-link-hex = un maillon de jeton compte 64 chiffres hexadécimaux
live-decode-position-hash = empreinte de position incorrecte
live-decode-no-action = aucune action
live-decode-time-spent = temps passé incorrect
live-decode-time-control = cadence incorrecte
live-decode-hidden-choice = un choix caché est un seul mot de 16 caractères au plus
live-decode-abandon-fields = une annulation nomme une place et une manche
live-decode-chat-too-long = ligne de discussion trop longue
live-decode-rating-numbers = une annonce de classement compte deux ou trois nombres
live-decode-rating-implausible = une annonce de classement avec un nombre invraisemblable
live-decode-unknown-kind = type de message inconnu

## Live play: why the fair-dice exchange failed (the $detail of live-refusal-bad-commit): each
## player commits to a secret, then shows it; a hidden choice (rock, paper, scissors) likewise

live-commit-second = un deuxième engagement, différent du premier
live-commit-secret-first = un secret révélé avant son engagement
live-commit-secret-mismatch = le secret ne correspond pas à son engagement
live-commit-seat-outside = un engagement pour la place { $seat } dans une partie de { $seats } { $seats ->
    [one] place
   *[other] places
}
live-commit-chosen-already = le choix caché est déjà fait ici
live-commit-second-choice = un deuxième engagement, différent du premier, pour un choix caché
live-commit-choice-first = un choix montré avant son engagement
live-commit-choice-mismatch = le choix montré ne correspond pas à son engagement
live-commit-secret-from-outsider = un secret d’un appareil extérieur à l’échange
live-commit-from-outsider = un engagement d’un appareil extérieur à l’échange
live-commit-after-start = un engagement après le début de la partie
live-commit-unasked = un engagement que l’hôte n’a pas demandé
live-commit-seated-early = une place donnée avant l’accord sur la graine
live-commit-other-seed = la graine de la partie n’est pas celle convenue
live-commit-no-round = un engagement hors de l’échange
live-commit-after-open = un engagement ou un secret après le début de la partie

## Live play: why a game is not rated (live-not-rated, live-refusal-not-rated); $game is a game's name

live-unrated-no-game = aucune partie
live-unrated-watching = seules les parties des joueurs comptent pour le classement
live-unrated-goes-on = la partie continue
live-unrated-no-pool = aucun classement pour { $game } à { $seats } { $seats ->
    [one] joueur
   *[other] joueurs
}
live-unrated-no-claim = le joueur de la place { $seat } n’a annoncé aucun classement

## Live play: notes beside the game. Seats count from 1; "Start" is the button live-start.

# $claimed, $measured and $charged are times (live-seconds).
live-note-time-charged = Le coup de la place { $seat } annonçait { $claimed } de réflexion, mais son tour a duré { $measured } ici : on lui décompte { $charged }.
# A time to the tenth of a second: $seconds whole seconds and $tenths tenths.
live-seconds = { $seconds },{ $tenths } s
live-note-caught-up = Partie mise à jour depuis l’autre appareil ({ $added ->
    [one] { $added } nouvelle action
   *[other] { $added } nouvelles actions
}).
live-note-resynchronised = Les parties notées différaient : cette partie suit désormais celle de l’hôte.
live-note-watching = Cette partie est complète : vous la regardez.
live-note-start-called-off = Le joueur de la place { $seat } est parti pendant le lancement de la partie : le lancement est annulé. Appuyez de nouveau sur « Commencer » dès que la place est prise.
live-note-start-called-off-by-host = Le joueur de la place { $seat } est parti pendant le lancement de la partie : le lancement est annulé jusqu’à ce que la place soit reprise.
live-note-host-left = L’hôte est parti avant le début de la partie : on attend qu’il revienne et redonne les places.
live-note-starting = Lancement : chaque joueur s’engage sur un secret pour les dés…
# $what is draw, takeback or rematch; $waiting lists the seats that have not answered ($count of them).
live-note-accepted = La place { $seat } accepte { $what ->
    [draw] la nulle
    [takeback] la reprise
   *[rematch] la revanche
} ; on attend { $count ->
    [one] la place
   *[other] les places
} { $waiting }.
# What the other player chose in secret: $noun is hand (rock, paper or scissors).
live-note-chosen = { $noun ->
   *[hand] Votre ami a fait son choix.
}

## Live play: the room's link, its QR code, a stale link

# $link is the room's address.
live-invite = Envoyez ce lien à votre ami : { $link } — la partie commence dès qu’il l’ouvre.
live-invite-copied = Envoyez ce lien à votre ami (copié) : { $link } — la partie commence dès qu’il l’ouvre.
# $invite is live-invite or live-invite-copied; the QR code follows.
live-invite-scan = { $invite } Ou faites-lui scanner ce code :
live-qr = QR code du lien de la salle
live-nobody-hosts = Personne n’héberge cette salle : le lien est peut-être ancien, ou son hôte est parti.
live-nohost-back = Retour à l’accueil

## Live play: the host's lobby of seats (a game of more than two)

live-lobby-wait = Vous avez la place { $seat } sur { $seats } : la partie commence quand l’hôte appuie sur « Commencer ».
# One line per seat: this player's own, a free one, or one a friend has taken.
live-lobby-seat = Place { $seat } : { $who ->
    [you] vous
    [free] libre
   *[friend] un ami
}
live-lobby-count = Joueurs présents : { $filled } sur { $seats }.
live-start = Commencer

## Live play: who plays ($name is a player's own name or live-seat; $rating a number such as 1523 or 1500?)

# $players is a list of live-player and live-player-rated, separated by commas.
live-playing = Joueurs : { $players }
live-player = { $name } (place { $seat })
live-player-rated = { $name } (place { $seat }, classement { $rating })

## Live play: the buttons, and offers ($who made the offer)

live-rematch = Revanche en ligne
live-resign = Abandonner
live-resign-confirm = Confirmer l’abandon ?
live-offer-draw = Proposer la nulle
live-takeback = Reprendre le coup
live-accept = Accepter
live-decline = Refuser
live-asks-draw = { $who } propose la nulle.
live-asks-draw-all = { $who } propose la nulle : il faut l’accord de chacun des autres joueurs.
live-asks-takeback = { $who } demande à reprendre son dernier coup.
live-asks-takeback-all = { $who } demande à reprendre son dernier coup et les réponses : il faut l’accord de chacun des autres joueurs.
live-asks-rematch = { $who } propose une revanche, camps inversés.
live-asks-rematch-all = { $who } propose une revanche, chacun décalé d’une place : il faut l’accord de chacun des autres joueurs.
live-declined-draw = { $who } a refusé la nulle.
live-declined-takeback = { $who } a refusé la reprise du dernier coup.
live-declined-takeback-all = { $who } a refusé la reprise du dernier coup et des réponses.
live-declined-rematch = { $who } a refusé la revanche, camps inversés.
live-declined-rematch-all = { $who } a refusé la revanche, chacun décalé d’une place.
live-withdrawn-draw = { $who } est de retour : la proposition de nulle est annulée. Redemandez-la si vous le souhaitez toujours.
live-withdrawn-takeback = { $who } est de retour : la demande de reprise est annulée. Redemandez-la si vous le souhaitez toujours.
live-withdrawn-rematch = { $who } est de retour : la proposition de revanche est annulée. Redemandez-la si vous le souhaitez toujours.
# $seconds is a number of seconds.
live-away = Votre ami est absent depuis { $seconds } s.
live-claim = Réclamer la partie
live-keep-waiting = Attendre encore

## Live play: rock, paper, scissors (who begins a side game)

live-hands-others = Les joueurs choisissent : pierre, papier ou ciseaux.
live-hands-choose = Pierre, papier, ciseaux : faites votre choix (caché jusqu’à ce que les deux aient choisi).
# A hand's button.
live-hand = { $hand ->
    [rock] Pierre
    [paper] Papier
   *[scissors] Ciseaux
}
live-hand-chosen = Vous avez choisi { $hand ->
    [rock] pierre
    [paper] papier
    [scissors] ciseaux
   *[other] { $hand }
} : en attente du choix de votre ami.

## Live play: the chat and the player's name

# A line of the chat: $who said $text.
live-chat-line = { $who } : { $text }
live-chat-placeholder = Message
live-chat-label = Discuter avec votre ami
live-chat-send = Envoyer
live-chat-mute = Couper la discussion
# Canned phrases: each player sees them in their own language.
live-phrase-good-luck = Bonne chance !
live-phrase-good-game = Belle partie !
live-phrase-thanks = Merci !
live-name-placeholder = Votre nom
live-name-label = Votre nom, visible des autres joueurs
live-name-save = Enregistrer
# $max is the most characters a name may have.
live-name-length = Un nom compte de 1 à { $max } caractères.
live-name-saved = Les autres vous voient sous le nom { $name }.

## Live play: quick pairing, why the search goes on

# A reason in the page's sentence "The pairing server cannot be reached (…)".
live-pairing-closed = il a fermé la connexion
live-pairing-ended = la connexion a pris fin
live-pairing-left = L’adversaire trouvé est parti avant le début de la partie : nouvelle recherche…
live-pairing-silent = L’adversaire trouvé n’a pas répondu : nouvelle recherche…
live-pairing-unopened = Impossible d’ouvrir cette partie : nouvelle recherche…
live-pairing-wrong-seat = La place attribuée n’est pas celle tirée au sort (place { $seat }) : nouvelle recherche…
live-pairing-player-left = Un joueur est parti pendant le lancement de la partie : nouvelle recherche…
live-pairing-no-start = La partie avec l’adversaire trouvé n’a pas commencé : nouvelle recherche…
# $why is live-pairing-error-*.
live-pairing-again = Nouvelle recherche : { $why }.

## Live play: why pairing cannot go on ($why of live-pairing-again, live-could-not-start).
## $text and $value are text as they came (clipped); $game is a game's name.

# $why is live-pairing-error-not-at-start, live-pairing-error-too-many-seats or the engine's reason (error-*).
live-pairing-error-game = cette partie ne peut pas servir à trouver un adversaire : { $why }
live-pairing-error-not-a-room = « { $text } » n’est pas une salle de recherche
live-pairing-error-other-version = la page de l’autre joueur parle la version { $theirs } du protocole en ligne, celle-ci la version { $ours } : l’un de vous devrait recharger la page pour avoir la plus récente
# A field of a pairing room's id.
live-pairing-error-bad-field = une salle de recherche dont le champ « { $field ->
    [version] version
    [game] jeu
    [seats] places
    [clock] pendule
    [options] options
    [rating-band] tranche de classement
   *[salt] sel
} » est incorrect : « { $value } »
# $what is one of the four below, live-pairing-error-not-at-start, live-pairing-error-too-many-seats or the engine's reason.
live-pairing-error-mismatch = l’adversaire trouvé a ouvert une autre partie que celle choisie ({ $what })
live-pairing-error-seats = { $game } à { $seats } { $seats ->
    [one] joueur
   *[other] joueurs
}
# $clock is a time control such as 3+2.
live-pairing-error-clock = pendule { $clock }
live-pairing-error-untimed = sans pendule
# $options are the options as a record writes them.
live-pairing-error-options = options « { $options } »
live-pairing-error-not-at-start = une partie avec un adversaire trouvé commence au début
live-pairing-error-too-many-seats = trop de places
# $why is live-refusal-*.
live-pairing-error-refused = l’adversaire trouvé a envoyé un message refusé : { $why }
live-pairing-error-left = un joueur est parti pendant le tirage des places

## The profile module (src/bin/profile/): the profile panel, the rating lines of the banner
## after a rated game, the charts, import and export, the damaged-profile notices

profile-title = Profil
profile-close = Fermer le profil
# The banner after a game that could not be rated; $reason is a sentence without its final full stop.
profile-not-rated = Cette partie ne compte pas pour le classement. { $reason }.
profile-aside-discarded = Le profil endommagé a été supprimé.
profile-name-saved = Enregistré : vous vous appelez désormais { $name }.
profile-imported = Profil de { $name } importé.
profile-file-unreadable = Ce fichier n’a pas pu être lu. Votre profil est inchangé.
# Why a profile kept aside was not used, when it can be read after all (shown as $reason in profile-aside).
profile-aside-reads-now = il est lisible désormais ; exportez-le d’ici puis importez-le pour l’utiliser
profile-save-refused = Le profil enregistré est illisible et n’a pas pu être mis de côté (le stockage de ce navigateur est plein ou désactivé) ; rien n’a été modifié.
profile-save-failed = Le profil n’a pas pu être enregistré : le stockage de ce navigateur est plein ou désactivé.
profile-name-save-failed = Le nom n’a pas pu être enregistré : le stockage de ce navigateur est plein ou désactivé.
profile-no-game-id = une partie classée doit avoir un identifiant
# The name of the rating in the banner's line, $label of profile-rating-change.
profile-rating = Classement
# $line is the banner's rating line (profile-rating-change); $reason says why, in the engine's words.
profile-rated-anew = { $line }. Votre profil enregistré est illisible ({ $reason }) ; il est mis de côté et un nouveau profil a été créé : voir « Profil ».
profile-import-refused = Ce fichier n’a pas été importé ({ $reason }). Votre profil est inchangé.
profile-import-too-large = Ce fichier n’a pas été importé : un profil fait au plus { $size } Ko. Votre profil est inchangé.
# The name of a new profile, until the player chooses one.
profile-newcomer = Joueur
# A rating ("1437", "25.0"); $provisional is yes while few games stand behind it.
profile-rating-value = { $provisional ->
    [yes] { $rating } (provisoire)
   *[no] { $rating }
}
# A change of rating: $label is the rating's name (profile-rating), $after a profile-rating-value.
profile-rating-change = { $label } { $before } → { $after }

## The profile panel: the rating pools of each game

profile-pool-computer = Contre l’ordinateur
profile-pool-puzzles = Problèmes
# Live games between two people, by the clock: $class is blitz, rapid, classical or untimed.
profile-pool-live = En ligne, { $class ->
    [blitz] blitz
    [rapid] rapide
    [classical] classique
   *[untimed] sans pendule
}
# Live games at a table of $count (3 or 4).
profile-pool-table = En ligne, { $count } joueurs
# A stored profile that could not be read; followed by the buttons profile-aside-download and profile-aside-discard.
profile-aside = Un profil enregistré sur cet appareil est illisible ({ $reason }). Il est mis de côté et n’est pas utilisé.
profile-aside-download = Le télécharger
profile-aside-discard = Le supprimer
profile-name = Nom
profile-name-save = Enregistrer le nom
profile-name-about = Ce nom est aussi celui que voient les autres joueurs dans les parties en ligne.
profile-none-yet = Aucune partie classée ni aucun problème pour l’instant.
# A pool's line: $pool its name, $rating a profile-rating-value (in bold), $count the games played in it.
profile-pool-games-line = { $pool } : { $rating } · { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
profile-pool-puzzles-line = { $pool } : { $rating } · { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
}
profile-counts = Parties classées : { $games } · Problèmes : { $solved ->
    [one] { $solved } résolu
   *[other] { $solved } résolus
}, { $failed ->
    [one] { $failed } raté
   *[other] { $failed } ratés
}
# A chart's description for screen readers: $lines lists each pool's name in lower case and its rating.
profile-chart-label = Historique du classement, { $game } : { $lines }
# The chart's axes.
profile-chart-rating = Classement
profile-chart-games = Parties jouées dans cette catégorie
profile-export = Exporter
profile-import = Importer
profile-export-about = Exporter télécharge votre profil dans un fichier, à conserver ou à importer sur un autre appareil. Importer remplace le profil de cet appareil par celui du fichier.

## The profile: why a rating, a game to rate or a profile file is refused.

profile-reason-implausible = { $field ->
    [rating] classement
    [deviation] écart
    [volatility] volatilité
   *[uncertainty] incertitude
} invraisemblable : { $value }
profile-reason-no-pool = aucun classement pour { $game } à { $seats } { $seats ->
    [one] joueur
   *[other] joueurs
}
profile-reason-seats = une table se classe à 2, 3 ou 4 joueurs, pas à { $found }
profile-reason-ranks = il faut un rang par joueur, chacun de 1 au nombre de joueurs
profile-reason-no-such-seat = le joueur { $index } n’est pas l’un des { $seats } { $seats ->
    [one] joueur
   *[other] joueurs
}
profile-reason-wrong-system = la catégorie { $pool } prend l’autre sorte de classement
profile-reason-wrong-pool = la catégorie { $pool } n’est pas faite pour ce genre de résultat
profile-reason-name = un nom a de 1 à { $most } caractères, dont aucun caractère de contrôle
profile-reason-garbled = une partie à classer illisible : { $detail }
profile-reason-garble-no-such-pool = aucune catégorie de ce nom
profile-reason-garble-no-seat = pas de place
profile-reason-garble-no-ranks = pas de rangs
profile-reason-garble-rank-number = un rang est un nombre
profile-reason-garble-no-claims = pas d’annonces de classement
profile-reason-garble-extra-parts = plus de quatre parties
profile-reason-garble-per-seat = un rang et une annonce de classement par place, dont ceux de cet appareil
profile-reason-garble-claim-numbers = une annonce de classement est faite de nombres
profile-reason-garble-claim-count = une annonce de classement compte deux ou trois nombres
profile-reason-too-large = un fichier de profil fait au plus { $most } { $most ->
    [one] octet
   *[other] octets
} ; celui-ci en fait { $bytes }
profile-reason-not-text = un fichier de profil est du texte UTF-8
profile-reason-line = profil, ligne { $line } : { $detail }
profile-reason-no-name = le profil n’a pas de ligne de nom
profile-reason-header = un profil commence par « gboards-profile 1 »
profile-reason-version = la version « { $version } » du format de profil n’est pas lue par cette application (elle lit la version 1)
profile-reason-unknown-item = élément inconnu « { $item } »
profile-reason-fields = { $expected } { $expected ->
    [one] champ attendu
   *[other] champs attendus
}, { $found } { $found ->
    [one] trouvé
   *[other] trouvés
}
profile-reason-number = « { $text } » n’est pas un nombre
profile-reason-unknown-pool = catégorie de classement inconnue « { $key } »
profile-reason-unknown-game = jeu inconnu « { $name } »
profile-reason-again = déjà dit sur une ligne précédente
profile-reason-history-full = plus de { $most } { $most ->
    [one] point
   *[other] points
} pour une catégorie
profile-reason-history-order = le numéro de partie d’un point doit dépasser celui du point précédent
profile-reason-no-rating = des points pour une catégorie sans ligne de classement

## The rules pane (www/rules/<game>.html): each element's text, markup included where it is
## marked data-l10n-html, and the diagrams' ARIA labels.

### Gygès (www/rules/gyges.html)

rulebook-gyges-goal-title = But du jeu
rulebook-gyges-goal = Soyez le premier à amener une pièce dans le but du côté adverse. Sud joue vers le haut, vers le but N ; Nord joue vers le bas, vers le but S.
rulebook-gyges-rings-title = Les pièces n’appartiennent à personne
rulebook-gyges-rings = Il y a douze pièces : quatre simples (un anneau), quatre doubles et quatre triples. Chaque joueur en place six, une à la fois et chacun son tour, sur sa première rangée. Ensuite, les pièces ne sont plus à personne : vous pouvez jouer n’importe quelle pièce de votre <em>rangée jouable</em>, la rangée occupée la plus proche de vous.
rulebook-gyges-moving-title = Déplacement
rulebook-gyges-moving = Une pièce avance d’exactement autant de cases qu’elle a d’anneaux : une, deux ou trois. Elle va tout droit ou tourne entre deux cases, jamais en diagonale, et ne peut pas emprunter deux fois le même passage entre deux cases dans un même coup. Les cases traversées doivent être vides.
rulebook-gyges-move-diagram =
    .aria-label = Une pièce double peut atteindre cinq cases
rulebook-gyges-bouncing-title = Rebond
rulebook-gyges-bouncing = Si la dernière case du trajet est occupée, la pièce s’y pose et repart aussitôt pour un nouveau trajet, aussi long que la pièce sur laquelle elle est arrivée : sur une triple, vous repartez de trois cases. Les rebonds peuvent s’enchaîner encore et encore. Dans l’appli, cliquez sur la pièce où vous êtes arrivé pour continuer ; les cases possibles s’allument.
rulebook-gyges-bounce-diagram =
    .aria-label = Une simple rebondit sur une triple et repart de trois cases
rulebook-gyges-winning-title = Victoire
rulebook-gyges-winning = Une pièce sur la rangée la plus éloignée de vous peut entrer dans le but situé au-delà, mais seulement au dernier pas d’un trajet. La partie est alors gagnée. Vous ne pouvez jamais entrer dans votre propre but.
rulebook-gyges-blocked-title = Rangées bloquées, passe et nulle
rulebook-gyges-blocked = Si aucune pièce de votre rangée la plus proche ne peut bouger, jouez depuis la rangée occupée suivante. Si rien ne peut bouger, vous passez ; deux passes de suite font une partie nulle. À l’accueil, vous pouvez aussi rendre nulle une position répétée trois fois.
rulebook-gyges-advanced-title = Règle avancée (option)
rulebook-gyges-advanced = Quand un trajet se termine sur une pièce, vous pouvez faire un <em>remplacement</em> au lieu de rebondir : votre pièce reste là, et vous posez la pièce sur laquelle vous êtes arrivé sur n’importe quelle case vide, sauf au-delà de la rangée jouable adverse. Dans l’appli, cliquez une seconde fois sur cette pièce, puis sur la case où la poser.

### Table Gype (www/rules/gype.html)

rulebook-gype-goal-title = But du jeu
rulebook-gype-goal = Chaque joueur a huit dés sur une rangée de départ, au bord du tapis. Amenez-les tous les huit jusqu’à la rangée opposée. Le premier qui y parvient gagne.
rulebook-gype-faces-title = Un dé, c’est sa face
rulebook-gype-faces = La face du dessus d’un dé dit comment il se déplace. Les directions se lisent depuis le côté de son propriétaire : « en avant », c’est vers sa rangée d’arrivée.
rulebook-gype-flame = <b>Flamme</b> : un pas dans l’une des huit directions.
rulebook-gype-book = <b>Livre</b> : un pas en ligne droite (en avant, en arrière ou de côté).
rulebook-gype-sword = <b>Épée</b> : un pas en diagonale.
rulebook-gype-tree = <b>Arbre</b> : en avant, en diagonale avant, ou droit en arrière.
rulebook-gype-hat = <b>Chapeau</b> : un saut de cavalier ; rien ne l’arrête.
rulebook-gype-ear = <b>Oreille</b> : ne peut pas bouger du tout.
rulebook-gype-jumping-title = Sauts et enchaînements
rulebook-gype-jumping = Au lieu d’avancer d’un pas, un dé peut sauter par-dessus un dé voisin (à n’importe qui) dans l’une de ses directions, jusqu’à la case vide juste derrière. Après un saut, il peut sauter encore et encore, tant qu’il ne refait pas le même saut ; il peut s’arrêter après n’importe quel saut. Dans l’appli, cliquez tour à tour sur chaque case d’arrivée, puis de nouveau sur la dernière, ou appuyez sur Entrée ou sur Terminé.
rulebook-gype-rolled = Une fois le coup terminé, chaque dé sauté est relancé une fois et montre une nouvelle face. Un Chapeau relance les dés des cases qu’il survole. C’est tout le sel du jeu : sauter une Épée adverse peut la changer en Oreille.
rulebook-gype-jump-diagram =
    .aria-label = La Flamme de Sud en d3 va sauter l’Épée de Nord en d4 et atterrir en d5 ; l’Épée est marquée pour être relancée
rulebook-gype-rolled-diagram =
    .aria-label = Après le saut, la Flamme est en d5 et le dé en d4 a été relancé : il montre maintenant une Oreille et ne peut plus bouger
rulebook-gype-jump-caption = Une Flamme saute une Épée adverse (à gauche). À la fin du coup, l’Épée est relancée et donne ici une Oreille, qui ne peut plus bouger du tout (à droite).
rulebook-gype-chain = Dans un enchaînement, chaque arrivée est numérotée et chaque dé déjà sauté porte une flèche tournante : tous sont relancés dès que l’enchaînement s’arrête.
rulebook-gype-chain-diagram =
    .aria-label = Le Livre de Sud en c2 a sauté en c4 puis en e4 ; les dés en c3 et d4 sont marqués pour être relancés, et un troisième saut par-dessus e5 vers e6 est proposé
rulebook-gype-roll-title = Relancer au lieu de jouer
rulebook-gype-roll = Votre tour peut aussi consister à relancer sur place l’un de vos dés, dans l’espoir d’une meilleure face.
rulebook-gype-where-title = Où vont les dés
rulebook-gype-where = Jamais sur la rangée de départ d’un autre joueur, sauf celle que vous visez. Un dé qui termine son tour sur sa rangée d’arrivée est arrivé : il y reste (il peut encore être relancé et sauté). Dès qu’un enchaînement a atterri dans votre rangée d’arrivée, les sauts suivants doivent y rester.
rulebook-gype-blocking-title = Blocage
rulebook-gype-blocking = Si votre rangée d’arrivée est pleine alors qu’il vous reste des dés à y amener, vous êtes bloqué. Bloqué plusieurs tours de suite (5 par défaut), vous gagnez : le jeu ne laisse personne tenir une rangée fermée indéfiniment. L’appli vous prévient à mesure que le compte augmente.
rulebook-gype-options-title = Options
rulebook-gype-options = L’accueil propose les variantes du livret : aucun lancer, faces de départ aléatoires ou choisies, chaos (pas de course en avant tant que des dés sont encore au départ), jamais de retour sur la rangée de départ, la façon dont le Chapeau survole les dés, et le nombre de tours de blocage.

### GIPF (www/rules/gipf.html)

rulebook-gipf-goal-title = But du jeu
rulebook-gipf-goal = Mettez votre adversaire dans l’impossibilité de faire entrer une pièce en jeu : plus aucune pièce en réserve ou (dans le jeu standard) plus aucune pièce GIPF sur le plateau.
rulebook-gipf-move-title = Un coup
rulebook-gipf-move = Prenez une pièce de votre réserve, posez-la sur l’un des points du pourtour et poussez-la d’un pas le long d’une ligne, sur le plateau. Les pièces sur son chemin glissent d’un point plus loin. On ne peut pas pousser dans une ligne pleine jusqu’au bout. Dans l’appli, cliquez sur un point, puis sur la flèche (ou sur le point qu’elle désigne) ; une ombre montre ce qui va bouger.
rulebook-gipf-push-diagram =
    .aria-label = Une pièce poussée depuis le point e1 décale d’un point vers le haut les trois pièces de la ligne e
rulebook-gipf-rows-title = Lignes de quatre
rulebook-gipf-rows = Quatre de vos pièces ou plus alignées forment une ligne. Cette ligne, et toutes les pièces qui la prolongent sans interruption (de l’une ou l’autre couleur), quittent le plateau : les vôtres retournent dans votre réserve, celles de l’adversaire sont prises pour de bon. Vous pouvez laisser les pièces GIPF en place, une par une. Si un coup forme des lignes pour les deux joueurs, celui qui a joué retire les siennes d’abord. Votre adversaire retire les lignes de sa couleur au début de son tour.
rulebook-gipf-row-diagram =
    .aria-label = Quatre pièces blanches alignées et la pièce noire qui les prolonge sont toutes marquées pour être retirées
rulebook-gipf-pieces-title = Pièces GIPF
rulebook-gipf-pieces = Une pièce GIPF, ce sont deux pièces empilées. Dans le jeu standard, chaque joueur en a trois au départ ; perdez-les toutes et vous perdez. Dans le jeu tournoi, vous les faites entrer vous-même au début, autant que vous l’osez.
rulebook-gipf-piece-diagram =
    .aria-label = Dans une ligne de quatre, la pièce GIPF blanche en e4 est cerclée : elle peut rester pendant que les autres partent
rulebook-gipf-potentials-title = Potentiels
rulebook-gipf-potentials = Un potentiel est un jeton venu d’un autre jeu du projet GIPF, mis en jeu sur une pièce. L’utiliser prend tout votre tour, puis il reste sur le plateau comme pièce usée :
rulebook-gipf-tamsk = <b>TAMSK</b> : poussé sur le point central, il donne à son propriétaire un coup supplémentaire.
rulebook-gipf-zertz = <b>ZÈRTZ</b> : saute par-dessus une ou plusieurs pièces alignées.
rulebook-gipf-yinsh = <b>YINSH</b> : glisse le long d’une ligne jusqu’à n’importe quel point libre.
rulebook-gipf-dvonn = <b>DVONN</b> : saute sur une pièce adverse voisine et prend sa place.
rulebook-gipf-punct = <b>PÜNCT</b> : saute sur un PÜNCT ou une pièce GIPF adverse. Prendre le contrôle d’une pièce GIPF est notre interprétation d’une règle que le texte publié laisse ouverte.
rulebook-gipf-challenges-title = Défis
rulebook-gipf-challenges = Avec les défis activés, un joueur peut contester un coup de potentiel adverse. Une partie annexe tranche : pierre-feuille-ciseaux, une partie complète de Gygès ou de Table Gype jouée sur cet écran (au choix de l’accueil ; le joueur qui a joué le potentiel choisit qui commence), ou un résultat que vous saisissez après une partie jouée ailleurs. Victoire ou égalité : le coup tient ; défaite : le potentiel quitte le jeu et vous choisissez un autre coup.

## Puzzles and lessons: the study module (src/bin/study/). Game names ($game) are not
## translated; $error is the engine's or the browser's reason, in English; moves ($action,
## $replies, $refutation) are notation.

## The page side (src/bin/study/page.rs)
study-page-cannot-start = Le module d’entraînement n’a pas pu démarrer ({ $error }).
study-page-unreadable = Le module d’entraînement a envoyé quelque chose que la page ne sait pas lire.
study-page-stopped = Le module d’entraînement s’est arrêté : { $error }
study-page-no-lesson-screen = L’écran de leçon n’a pas pu être construit ({ $error }).
study-page-opening = Ouverture du problème…
study-not-a-command = Le module d’entraînement a reçu autre chose qu’une commande.

## The puzzle bar (src/bin/study/page/puzzle_bar.rs)
study-bar-hint = Indice
study-bar-try-again = Réessayer
study-bar-next = Problème suivant
# Before the menu of themes.
study-bar-theme = Thème
study-bar-all-puzzles = Tous les problèmes
# A theme in the menu: its name and how many puzzles have it.
study-bar-theme-choice = { $theme } ({ $count })
study-bar-no-themes = Les thèmes des problèmes n’ont pas pu être affichés ({ $error }).

## Puzzle themes (src/bin/study/said.rs). A puzzle's length, also used in sentences ("win in
## 3 moves", "2 moves left"): GIPF counts turns (a move and its row removals).
study-theme-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
study-theme-turns = { $count ->
    [one] { $count } tour
   *[other] { $count } tours
}
study-theme-win = Gagner la partie
study-theme-material = Gagner du matériel
study-theme-straight = Sans rebond
study-theme-one-bounce = Un rebond
study-theme-bounce-chain = Rebonds en chaîne
study-theme-replacement = Remplacement
study-theme-step = Pas
study-theme-jump = Un saut
study-theme-jump-chain = Sauts en chaîne
study-theme-hat-leap = Saut du Chapeau
study-theme-roll = Relance sur place
study-theme-row-at-once = Ligne d’emblée
study-theme-quiet = Premier coup tranquille
study-theme-no-game = Il n’y a pas de jeu « { $game } » où choisir un thème.
study-theme-unknown = Il n’y a pas de thème de problème « { $theme } » ; tous les problèmes sont proposés.

## A puzzle (src/bin/study/session.rs). $length is study-theme-moves or study-theme-turns.
# The goal of a puzzle, inside study-puzzle-open.
study-puzzle-goal-win = gagnez en { $length }
study-puzzle-goal-capture = prenez { $pieces ->
    [one] { $pieces } pièce
   *[other] { $pieces } pièces
} de plus que vous n’en perdez (ou gagnez) en { $length }
study-puzzle-goal-gype = terminez la course ou bloquez en { $length }
study-puzzle-open = Problème { $game } nº { $number } : { $goal }. Votre camp est en bas ; vous jouez en premier.
study-puzzle-file-unread = Un fichier de problèmes n’a pas pu être lu : { $error }
# $why: one of the reasons below, or the engine's.
study-puzzle-cannot-open = Ce problème ne peut pas être ouvert : { $why }.
study-puzzle-no-retry = il n’y a pas de problème à réessayer
study-puzzle-none-loaded = aucun problème n’est chargé
study-puzzle-none-with-theme = aucun problème { $game } n’a le thème { $theme }
study-puzzle-none = il n’y a pas de problème { $game }
study-puzzle-bad-id = « { $id } » ne désigne aucun problème (ils s’appellent par exemple gyges-17)
study-puzzle-out-of-range = il y a { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
} { $game }, donc { $id } n’en fait pas partie
study-puzzle-none-open = Aucun problème n’est ouvert.
study-puzzle-try-over = Cet essai est terminé : appuyez sur Réessayer ou Problème suivant.
study-puzzle-out-of-step = Le plateau ne suivait plus le problème ({ $error }) ; on recommence.
study-puzzle-solved = Résolu ! { $action } gagne.
study-puzzle-solved-material = Résolu ! { $action } gagne le matériel.
study-puzzle-streak-grows = Votre série s’allonge.
# $themes: the puzzle's themes (study-theme-*), separated by " · ".
study-puzzle-themes = Thèmes : { $themes }.
study-puzzle-right-goes-on = Bien joué. Votre tour continue ; encore { $left }.
study-puzzle-right-reply = Bien joué. La réponse : { $replies }. Encore { $left }.
study-puzzle-wrong-wins = Pas celui-là : { $action } laisse filer la victoire, et { $refutation } gagne pour l’autre camp.
study-puzzle-wrong-no-win = Pas celui-là : { $action } laisse filer la victoire. La réfutation : { $refutation }, et il n’y a plus de gain forcé.
study-puzzle-press-try-again = Appuyez sur Réessayer.
study-puzzle-no-win-left = Il n’y a plus de coup gagnant d’ici : appuyez sur Réessayer.
study-puzzle-no-hint = Pas d’indice : { $error }.
study-puzzle-hint-piece = Indice : la pièce à jouer est en surbrillance. Appuyez de nouveau sur Indice pour voir le coup.
study-puzzle-hint-move = Indice : jouez { $action }.

## The puzzle streak and ratings (src/bin/study/session.rs, rating.rs). $rating, $after: a
## rating as the profile writes it (profile-rating-value).
study-streak = Série { $streak } · record { $best } · résolus { $solved }
study-streak-reset = Série { $streak } · record { $best } · résolus { $solved }. { $why }
study-streak-unread = Votre série de problèmes enregistrée est illisible ({ $error }) ; elle repart de zéro.
study-rating-yours = Votre classement aux problèmes { $game } : { $rating }
study-rating-tried-before = Classement aux problèmes { $rating } : ce problème a déjà été tenté ici, il ne compte donc pas une seconde fois
study-rating-change = Classement aux problèmes { $before } → { $after }
study-rating-profile-aside = Votre profil enregistré est illisible ({ $error }) ; il est mis de côté et un nouveau profil commence : voir « Profil » à l’accueil.
study-rating-unread = Les classements des problèmes enregistrés sont illisibles ({ $error }) ; les problèmes repartent de leur longueur.
# Inside study-rating-unread.
study-rating-line = ligne { $line } : { $error }
study-rating-expected = un identifiant et trois nombres étaient attendus

## Lessons (src/bin/study/lesson.rs). The lower-case reasons are said on their own with a
## capital and a full stop.
study-learn-not-loaded = les leçons de { $game } ne sont pas chargées
study-learn-unreadable = les leçons de { $game } n’ont pas pu être lues ({ $error })
study-learn-wrong-file = le fichier de leçons de { $game } enseigne { $teaches }
study-learn-bad-name = « { $name } » ne désigne aucune leçon (elles s’appellent par exemple gyges-1)
study-learn-out-of-range = il y a { $count ->
    [one] { $count } leçon
   *[other] { $count } leçons
} de { $game }, donc { $name } n’en fait pas partie
study-learn-none-open = aucune leçon n’est ouverte
study-learn-steps = cette leçon a les étapes 1 à { $steps }
study-learn-cannot-show = cette étape ne peut pas être montrée ({ $error })
study-learn-nobody-to-act = personne n’a le trait
study-learn-no-seed = aucune graine ne lance les dés comme il faut
study-learn-progress-unread = Votre progression enregistrée dans les leçons de { $game } est illisible ({ $error }) ; elle repart de zéro.
# Inside study-learn-progress-unread: $text is what was stored.
study-learn-progress-not-number = « { $text } » n’est pas un nombre de 1 à { $max }
study-learn-progress-not-item = « { $text } » n’est pas de la forme leçon:étapes
study-learn-progress-reset = Votre progression dans les leçons de { $game } est remise à zéro.
study-learn-no-lessons = Il n’y a pas de leçons pour « { $game } ».
study-learn-fetch-failed = Les leçons de { $game } n’ont pas pu être téléchargées ({ $error }) ; réessayez une fois en ligne.
# The status line under the board.
study-learn-watch = Regardez la démonstration.
study-learn-right-press-next = Exact. Appuyez sur Suivant pour continuer.
study-learn-set-back = Pas ça : la position est remise en place. Réessayez.
study-learn-no-step-open = Aucune étape de leçon n’est ouverte.
study-learn-step-done = Cette étape est faite : appuyez sur Suivant.
study-learn-demonstration-seen = C’était la démonstration.
# A step's praise and hint where the lesson file gives none.
study-learn-right = Exact.
study-learn-missed = C’est permis, mais ce n’est pas ce que demande cette étape.
# After the lesson's last step: the praise, then one of these two, then study-learn-next-or-all
# or study-learn-was-last. $title is the lesson's title.
study-learn-complete = Leçon terminée : « { $title } », { $done ->
    [one] { $done } étape
   *[other] { $done } étapes
} sur { $steps }.
study-learn-last-step = La dernière étape de « { $title } » : { $done ->
    [one] { $done } étape faite
   *[other] { $done } étapes faites
} sur { $steps } ; les autres sont accessibles ci-dessus.
study-learn-next-or-all = Leçon suivante, ou toutes les leçons ?
study-learn-was-last = C’était la dernière leçon.
study-learn-is-demonstration = Cette étape est une démonstration : appuyez sur Revoir pour la regarder de nouveau.
study-learn-any-move = N’importe quel coup permis fera l’affaire ici.
study-learn-like-this = Comme ceci : { $action }.
study-learn-no-hint = Pas d’indice pour cette étape.

## The lessons' map (src/bin/study/page/lesson_screen/map.rs)
study-map-title = Apprendre { $game }
study-map-game-lessons = Leçons de { $game }
study-map-all-games = Tous les jeux
study-map-reset = Réinitialiser la progression
study-map-reset-again = Appuyez de nouveau pour réinitialiser votre progression
study-map-failed = La carte des leçons n’a pas pu être affichée ({ $error }).
# Read out after the lesson's number (or its tick).
study-map-lesson = Leçon { $number } :
study-map-lesson-complete = Leçon { $number }, terminée :
# Read out after "3/5".
study-map-steps-done = étapes faites

## The step's bar (src/bin/study/page/lesson_screen/step_bar.rs)
study-step-to-map = Toutes les leçons de { $game }
study-step-lesson = Leçon { $number } : { $title }
study-step-heading = Étape { $step } sur { $steps } : { $title }.
study-step-list = Étapes de la leçon
study-step-dot = Étape { $step }
study-step-dot-done = Étape { $step }, faite
study-step-next = Suivant
study-step-next-lesson = Leçon suivante
study-step-show-me = Montrez-moi
study-step-replay = Revoir
study-step-all = Toutes les leçons

## The lessons (www/lessons/<game>.txt, src/bin/study/said.rs: lesson_id): the lesson file is the
## English; study-lesson-<game>-<lesson>-<field> and study-lesson-<game>-<lesson>-<step>-<field>
## (numbers from 1) are its lines, looked up by id. Moves and squares are notation.

## Gygès (www/lessons/gyges.txt)
study-lesson-gyges-1-title = Premiers coups
study-lesson-gyges-1-about = Placez vos pièces, puis jouez-en une : une pièce avance d’exactement autant de cases qu’elle a d’anneaux.
study-lesson-gyges-1-1-title = La mise en place
study-lesson-gyges-1-1-say = Avant la partie, chaque joueur pose ses pièces une à une sur la rangée la plus proche de lui. Vous êtes Sud : posez la pièce de votre choix sur la rangée 1.
study-lesson-gyges-1-1-praise = Bien. Les pièces n’appartiennent à personne : c’est le joueur le plus proche qui peut les jouer.
study-lesson-gyges-1-2-title = Un anneau, une case
study-lesson-gyges-1-2-say = Une pièce à un anneau avance d’exactement une case, tout droit, en arrière ou de côté ; jamais en diagonale. Jouez la simple en c1.
study-lesson-gyges-1-2-praise = Exact : un anneau, une case.
study-lesson-gyges-1-3-title = Une double fait exactement deux cases
study-lesson-gyges-1-3-say = Une double avance d’exactement deux cases, et peut tourner entre les deux. Elle ne peut pas s’arrêter après une seule. Jouez la double en c1.
study-lesson-gyges-1-3-praise = Exact : deux anneaux, deux cases, ni plus ni moins.
study-lesson-gyges-1-4-title = Une triple fait exactement trois cases
study-lesson-gyges-1-4-say = Une triple avance d’exactement trois cases. Menez-la de trois cases tout droit, jusqu’en c4.
study-lesson-gyges-1-4-hint = Cela fait bien trois cases, mais pas tout droit jusqu’en c4.
study-lesson-gyges-1-4-praise = Exactement trois.
study-lesson-gyges-1-5-title = La rangée la plus proche joue
study-lesson-gyges-1-5-say = Vous devez jouer une pièce de la rangée occupée la plus proche de vous : ici la rangée 1. La triple en c3 doit attendre.
study-lesson-gyges-1-5-praise = Exact : la rangée la plus proche joue toujours en premier.
study-lesson-gyges-1-6-title = Le début d’une partie
study-lesson-gyges-1-6-say = Les deux rangées sont pleines, la partie commence donc : celui qui a posé la dernière pièce joue en premier, ici Sud. Regardez Sud rebondir sur la triple en b1, puis Nord répondre.
study-lesson-gyges-2-title = Rebonds et but
study-lesson-gyges-2-about = Arriver sur une pièce vous fait rejouer ; entrez dans le but d’en face pour gagner.
study-lesson-gyges-2-1-title = Rebond
study-lesson-gyges-2-1-say = Un trajet peut se terminer sur une autre pièce. Vous repartez alors aussitôt, d’autant de cases que cette pièce a d’anneaux. Posez la simple sur la double et rebondissez.
study-lesson-gyges-2-1-hint = Ce coup s’arrête sur une case vide. Arrivez plutôt sur la double en c2.
study-lesson-gyges-2-1-praise = Rebond : la double vous a envoyé deux cases plus loin.
study-lesson-gyges-2-2-title = Deux rebonds
study-lesson-gyges-2-2-say = Les rebonds peuvent s’enchaîner. Arrivez sur la double, puis sur la simple, et terminez le troisième trajet sur une case vide.
study-lesson-gyges-2-2-hint = Cela ne fait qu’un rebond. Depuis la double, continuez jusqu’à la simple en c4.
study-lesson-gyges-2-2-praise = Deux rebonds en un seul coup.
study-lesson-gyges-2-3-title = Jamais deux fois le même passage
study-lesson-gyges-2-3-say = Un coup ne peut jamais franchir deux fois la même limite entre deux cases, dans un sens ou dans l’autre. Depuis a1, vous pouvez rebondir sur la double, mais pas repasser par la limite que vous venez de franchir. Rebondissez et arrivez en a4.
study-lesson-gyges-2-3-hint = Ce coup rebondit, mais n’arrive pas en a4.
study-lesson-gyges-2-3-praise = Exact. Revenir en b1 par a1 franchirait deux fois la limite a1–a2.
study-lesson-gyges-2-4-title = Dans le but
study-lesson-gyges-2-4-say = Le but se trouve au-delà de la rangée du fond. Un trajet ne peut y entrer qu’avec son tout dernier pas. Atteignez le but de Nord avec la triple : rebondissez sur l’autre triple.
study-lesson-gyges-2-4-hint = Ce coup n’atteint pas le but. Depuis c4, le rebond fait trois pas : c5, c6, puis le but.
study-lesson-gyges-2-4-praise = Gagné : la pièce est entrée dans le but.
study-lesson-gyges-2-5-title = Jamais dans son propre but
study-lesson-gyges-2-5-say = Le but derrière votre propre rangée n’est pas pour vous : aucune pièce n’y entre jamais. Jouez la simple en a1.
study-lesson-gyges-2-5-praise = Exact. Seul le but d’en face, N pour Sud, fait gagner.
study-lesson-gyges-3-title = Quand la rangée la plus proche est coincée
study-lesson-gyges-3-about = Une pièce bloquée attend ; une rangée bloquée passe la main à la rangée suivante.
study-lesson-gyges-3-1-title = Une pièce bloquée
study-lesson-gyges-3-1-say = Chaque pas, sauf le dernier, doit mener à une case vide. La triple en b1 est enfermée et ne peut pas bouger, mais ses voisines de rangée le peuvent encore. Jouez l’une d’elles.
study-lesson-gyges-3-1-praise = Exact. La rangée a encore une pièce qui peut bouger, c’est donc elle qui joue.
study-lesson-gyges-3-2-title = Toute la rangée est bloquée
study-lesson-gyges-3-2-say = Quand aucune pièce de votre rangée la plus proche ne peut bouger, vous jouez depuis la rangée suivante. Toutes les pièces de la rangée 1 sont enfermées : jouez-en une de la rangée 2.
study-lesson-gyges-3-2-praise = Exact. C’est la seule exception à la règle de la rangée la plus proche.
study-lesson-gyges-4-title = La règle avancée : le remplacement
study-lesson-gyges-4-about = Dans le jeu avancé, un trajet qui se termine sur une pièce peut prendre sa place au lieu de rebondir.
study-lesson-gyges-4-1-title = Remplacer une pièce
study-lesson-gyges-4-1-say = Avec la règle avancée, quand votre trajet se termine sur une pièce, vous pouvez vous arrêter là et poser cette pièce ailleurs. Arrivez avec la simple sur la double et posez la double en a2.
study-lesson-gyges-4-1-hint = Ce coup est permis, mais ici la double doit aller en a2.
study-lesson-gyges-4-1-praise = Remplacement : votre simple a pris la case de la double, et la double est allée en a2.
study-lesson-gyges-4-2-title = Où poser la pièce
study-lesson-gyges-4-2-say = La pièce remplacée va sur une case vide, jamais au-delà de la rangée depuis laquelle Nord doit jouer (ici la rangée 4, où se trouve la triple). La rangée 4 est permise ; votre propre case de départ aussi. Remplacez la double et posez-la sur la rangée 4.
study-lesson-gyges-4-2-hint = Cette pose est permise, mais pas sur la rangée 4. Le plus loin où la poser, c’est la rangée jouable de Nord.
study-lesson-gyges-4-2-praise = Exact : ici, la rangée 4 est le plus loin où l’on puisse poser une pièce.

## Table Gype (www/lessons/gype.txt)
study-lesson-gype-1-title = Les six faces
study-lesson-gype-1-about = Un dé se déplace selon le symbole qu’il montre. Voici la Flamme, le Livre, l’Épée, l’Arbre, le Chapeau et l’Oreille.
study-lesson-gype-1-1-title = La Flamme
study-lesson-gype-1-1-say = Un dé, c’est la face qu’il montre. La Flamme avance d’une case dans l’une des huit directions. Déplacez-la d’une case, dans le sens de votre choix.
study-lesson-gype-1-1-hint = Cette fois, déplacez la Flamme d’une case au lieu de la relancer.
study-lesson-gype-1-1-praise = Exact : la Flamme va dans tous les sens, une case à la fois.
study-lesson-gype-1-2-title = Le Livre
study-lesson-gype-1-2-say = Le Livre n’avance qu’en ligne droite : en avant, en arrière ou de côté, jamais en diagonale. Déplacez-le.
study-lesson-gype-1-2-praise = Exact : quatre directions droites.
study-lesson-gype-1-3-title = L’Épée
study-lesson-gype-1-3-say = L’Épée n’avance qu’en diagonale. Déplacez-la.
study-lesson-gype-1-3-praise = Exact : quatre diagonales.
study-lesson-gype-1-4-title = L’Arbre
study-lesson-gype-1-4-say = L’Arbre pousse vers votre rangée du fond : il avance tout droit ou en diagonale, et ne recule que tout droit. Il ne va jamais de côté. Reculez-le d’une case.
study-lesson-gype-1-4-hint = L’Arbre peut reculer, mais seulement tout droit : en e3.
study-lesson-gype-1-4-praise = Exact : reculer tout droit, c’est le seul chemin de l’Arbre vers son départ.
study-lesson-gype-1-5-title = Le Chapeau
study-lesson-gype-1-5-say = Le Chapeau saute comme un cavalier : deux cases dans un sens et une de côté, par-dessus tout ce qui se trouve entre les deux. Faites-le sauter.
study-lesson-gype-1-5-praise = Exact : le saut du Chapeau ignore tout ce qui se trouve sur son passage.
study-lesson-gype-1-6-title = L’Oreille
study-lesson-gype-1-6-say = L’Oreille ne fait qu’écouter : elle ne peut pas bouger. Au lieu de jouer un coup, vous pouvez relancer sur place l’un de vos dés pour lui donner une nouvelle face. Relancez l’Oreille.
study-lesson-gype-1-6-hint = Là, c’est le Livre qui bouge. Relancez plutôt l’Oreille en e4 : 'roll e4'.
study-lesson-gype-1-6-praise = Relancé : l’Oreille va montrer une nouvelle face. Une relance prend tout un tour.
study-lesson-gype-2-title = Sauter et relancer
study-lesson-gype-2-about = Sautez par-dessus n’importe quel dé, enchaînez les sauts et voyez les dés sautés être relancés.
study-lesson-gype-2-1-title = Le saut
study-lesson-gype-2-1-say = Un dé (sauf le Chapeau et l’Oreille) peut sauter par-dessus un voisin dans l’une de ses directions, jusqu’à la case vide juste derrière. N’importe quel dé peut être sauté, le vôtre ou celui d’un autre joueur. Faites sauter le Livre par-dessus l’Arbre.
study-lesson-gype-2-1-hint = Ça, c’est un pas. Sautez plutôt par-dessus l’Arbre en e5.
study-lesson-gype-2-1-praise = Sauté.
study-lesson-gype-2-2-title = Le dé sauté est relancé
study-lesson-gype-2-2-say = Chaque dé que vous sautez est relancé à la fin de votre coup. Regardez : l’Arbre en e5 est sauté et donne une Flamme.
study-lesson-gype-2-3-title = Les sauts en chaîne
study-lesson-gype-2-3-say = Après un saut, vous pouvez sauter encore, tant qu’il y a un dé à sauter. Sautez trois dés en un seul coup.
study-lesson-gype-2-3-hint = Cet enchaînement s’arrête trop tôt : sautez les dés en e3, e5 et e7.
study-lesson-gype-2-3-praise = Trois sauts, trois dés à relancer.
study-lesson-gype-2-4-title = Pas de pas après un saut
study-lesson-gype-2-4-say = Un coup est soit un pas, soit un enchaînement de sauts, jamais les deux. Sautez une fois, et arrêtez-vous là.
study-lesson-gype-2-4-hint = Sautez par-dessus e3 jusqu’en e4 et arrêtez-vous.
study-lesson-gype-2-4-praise = Exact. Depuis e4, vous pourriez sauter encore, mais pas faire un pas.
study-lesson-gype-2-5-title = Tourner en rond
study-lesson-gype-2-5-say = Un enchaînement peut même se terminer là où il a commencé, tant qu’il ne refait jamais le même saut. Sautez les quatre dés et revenez en e4.
study-lesson-gype-2-5-hint = Cet enchaînement ne revient pas en e4. Faites le tour : e6, g6, g4, e4.
study-lesson-gype-2-5-praise = Retour au point de départ, et quatre dés seront relancés.
study-lesson-gype-2-6-title = Relancer son propre dé
study-lesson-gype-2-6-say = À tout moment, au lieu de jouer un coup, vous pouvez relancer l’un de vos dés, même un dé arrivé. Relancez le Livre.
study-lesson-gype-2-6-hint = Ça, c’est un coup. Cette fois, relancez le Livre : 'roll e4'.
study-lesson-gype-2-6-praise = Relancé. Une nouvelle face vaut parfois bien un tour entier.
study-lesson-gype-3-title = Le Chapeau survole
study-lesson-gype-3-about = Le Chapeau ne saute jamais par-dessus un dé, mais les dés qu’il survole sont relancés.
study-lesson-gype-3-1-title = Le Chapeau relance ce qu’il survole
study-lesson-gype-3-1-say = Le saut du Chapeau survole les deux cases de sa grande branche, et chaque dé qui s’y trouve est relancé, même les vôtres. Sautez de façon à survoler e5 et e6.
study-lesson-gype-3-1-hint = Ce saut survole des cases vides. Sautez d’abord de deux cases vers le haut : en d6 ou en f6.
study-lesson-gype-3-1-praise = Les deux dés en e5 et e6 seront relancés.
study-lesson-gype-4-title = Les rangées de départ
study-lesson-gype-4-about = Courez jusqu’à la rangée du fond, où un dé arrive ; les rangées des autres joueurs vous sont fermées.
study-lesson-gype-4-1-title = Les rangées des autres
study-lesson-gype-4-1-say = Les quatre rangées du bord sont des rangées de départ. Vous ne pouvez vous poser que sur les deux vôtres : votre rangée de départ et celle d’en face, la rangée 9. Les rangées latérales a et j vous sont fermées. Jouez un premier coup au choix.
study-lesson-gype-4-1-praise = Exact. Les rangées latérales appartiennent à Ouest et à Est, même quand personne n’y est assis.
study-lesson-gype-4-2-title = Arriver
study-lesson-gype-4-2-say = Un dé qui termine son coup sur votre rangée d’arrivée, la rangée 9, est arrivé. Amenez le Livre à bon port.
study-lesson-gype-4-2-hint = Ainsi, il reste sur le tapis. Avancez d’un pas jusqu’à la rangée 9.
study-lesson-gype-4-2-praise = Arrivé. Un dé arrivé ne bouge plus jamais.
study-lesson-gype-4-3-title = Les dés arrivés restent
study-lesson-gype-4-3-say = Le Livre en e9 est arrivé : il peut encore être relancé, et d’autres dés peuvent le sauter, mais il ne bougera plus jamais. Jouez un coup.
study-lesson-gype-4-3-praise = Exact : seuls vos dés pas encore arrivés se déplacent.
study-lesson-gype-5-title = La règle du blocage
study-lesson-gype-5-about = Un joueur qui garde trop longtemps votre rangée d’arrivée pleine perd la course.
study-lesson-gype-5-1-title = Bloqué cinq tours
study-lesson-gype-5-1-say = Sud a un dé arrivé, un dé encore à amener, et les dés de Nord remplissent le reste de la rangée d’arrivée de Sud. Chaque tour que Sud commence ainsi compte ; le cinquième donne la victoire à Sud. Regardez Nord jouer et Sud gagner par la règle du blocage.
study-lesson-gype-6-title = Variantes
study-lesson-gype-6-about = Les options du livret, de l’absence totale de hasard jusqu’aux parties à quatre.
study-lesson-gype-6-1-title = Sans relance
study-lesson-gype-6-1-say = Sans relances, il n’y a plus aucun hasard : les dés sautés gardent leur face et personne ne relance. Sautez l’Arbre.
study-lesson-gype-6-1-hint = Sautez par-dessus l’Arbre en e5.
study-lesson-gype-6-1-praise = Exact, et l’Arbre reste un Arbre.
study-lesson-gype-6-2-title = Le Chapeau élargi
study-lesson-gype-6-2-say = Avec hat_pass=rect, le Chapeau survole les quatre cases intérieures du rectangle que couvre son saut. Sautez de deux cases à droite et d’une vers le haut, et quatre dés seront relancés.
study-lesson-gype-6-2-hint = Ce saut ne fait pas deux cases à droite et une vers le haut. Sautez en g5.
study-lesson-gype-6-2-praise = Exact : f4, g4, e5 et f5 sont tous survolés.
study-lesson-gype-6-3-title = Pas de retour
study-lesson-gype-6-3-say = Avec return_home=never, un dé qui a quitté sa rangée de départ ne peut plus jamais s’y poser. Déplacez le Livre.
study-lesson-gype-6-3-praise = Exact : la rangée 0 est derrière vous pour de bon.
study-lesson-gype-6-4-title = Chaos
study-lesson-gype-6-4-say = Avec le chaos, tant que l’un de vos dés se trouve encore sur votre rangée de départ, aucun d’eux ne peut se poser dans la moitié éloignée du tapis. Déplacez le Livre en e4.
study-lesson-gype-6-4-praise = Exact : le Livre en c0 retient tout le monde.
study-lesson-gype-6-5-title = Quatre joueurs
study-lesson-gype-6-5-say = À trois ou quatre joueurs, les mêmes règles s’appliquent, chacun courant vers la rangée d’en face. Ouest court vers la rangée est, son « en avant » pointe donc vers la colonne j. Avancez l’Arbre d’Ouest.
study-lesson-gype-6-5-hint = Un Arbre d’Ouest pousse vers la droite : en e4, e5 ou e3. Tout droit en arrière, c’est c4.
study-lesson-gype-6-5-praise = Exact : en avant, c’est toujours vers la rangée opposée à votre départ.

## GIPF (www/lessons/gipf.txt)
study-lesson-gipf-1-title = Faire entrer des pièces
study-lesson-gipf-1-about = À chaque tour, vous faites entrer une pièce par le bord, en poussant tout ce qui se trouve sur son chemin.
study-lesson-gipf-1-1-title = Sur un point libre
study-lesson-gipf-1-1-say = À chaque tour, vous prenez une pièce de votre réserve, la posez sur l’un des points du pourtour et la poussez sur le point voisin. Si ce point est libre, la pièce s’y arrête tout simplement. Faites entrer une pièce sur n’importe quel point libre du bord.
study-lesson-gipf-1-1-praise = Exact. Seuls les points voisins du pourtour sont accessibles directement.
study-lesson-gipf-1-2-title = Pousser
study-lesson-gipf-1-2-say = Si le point voisin est occupé, votre pièce pousse les pièces sur son chemin d’un point le long de la ligne, jusqu’au premier trou. Poussez depuis e1 : votre pièce GIPF en e2 monte en e3.
study-lesson-gipf-1-2-hint = Ce coup est permis, mais cette fois, poussez depuis le point e1.
study-lesson-gipf-1-2-praise = Poussé : le coup s’écrit du point du pourtour jusqu’à l’endroit où s’arrête la pièce poussée la plus éloignée.
study-lesson-gipf-1-3-title = Une ligne pleine
study-lesson-gipf-1-3-say = On ne peut pas pousser dans une ligne sans point libre. La ligne de e1 à e9 est pleine. Faites entrer une pièce ailleurs.
study-lesson-gipf-1-3-praise = Exact : la ligne pleine est fermée dans les deux sens.
study-lesson-gipf-2-title = Lignes de quatre
study-lesson-gipf-2-about = Quatre pièces de votre couleur alignées quittent le plateau, et emportent leurs voisines avec elles.
study-lesson-gipf-2-1-title = Former une ligne et la retirer
study-lesson-gipf-2-1-say = Quatre pièces ou plus de votre couleur alignées forment une ligne. Vous retirez la ligne du plateau, et vos pièces retournent dans votre réserve. Formez une ligne de quatre et retirez-la.
study-lesson-gipf-2-1-hint = Ce coup ne forme pas de ligne. Complétez l’alignement c3, c4, c5.
study-lesson-gipf-2-1-praise = Ligne retirée : vos quatre pièces sont de retour dans votre réserve.
study-lesson-gipf-2-2-title = Prendre le prolongement
study-lesson-gipf-2-2-say = Les pièces de toute couleur qui prolongent la ligne sans interruption partent avec elle. Les vôtres retournent dans votre réserve ; celles de l’adversaire sont prises et quittent la partie. Formez la ligne et prenez la pièce noire en c6.
study-lesson-gipf-2-2-hint = Ce coup ne prend rien. Complétez la ligne de c2 à c5 : c6 la prolonge.
study-lesson-gipf-2-2-praise = Prise : les Noirs ont une pièce de moins pour le reste de la partie.
study-lesson-gipf-2-3-title = Les pièces GIPF peuvent rester
study-lesson-gipf-2-3-say = Une pièce GIPF (deux pièces empilées) compte pour une dans une ligne, et quand sa ligne est retirée, vous pouvez la laisser en place. Formez la ligne, et gardez votre pièce GIPF sur le plateau.
study-lesson-gipf-2-3-hint = Votre pièce GIPF est partie avec la ligne. Retirez la ligne, mais laissez la pièce GIPF en c5.
study-lesson-gipf-2-3-praise = Gardée : une pièce GIPF sur le plateau, ça se garde.
study-lesson-gipf-3-title = Versions
study-lesson-gipf-3-about = Les versions de base, standard et tournoi de GIPF diffèrent par leurs pièces et par la façon de perdre.
study-lesson-gipf-3-1-title = De base : pas de pièce, pas de coup
study-lesson-gipf-3-1-say = Dans le jeu de base, toutes les pièces sont simples, et vous perdez quand vous devez faire entrer une pièce et qu’il ne vous en reste aucune. La réserve des Noirs est vide. Regardez les Blancs jouer ; les Noirs ne peuvent ensuite plus jouer.
study-lesson-gipf-3-2-title = Standard : la dernière pièce GIPF
study-lesson-gipf-3-2-say = Dans le jeu standard, chaque joueur commence avec trois pièces GIPF, et celui qui perd la dernière perd la partie. La seule pièce GIPF des Noirs prolonge votre alignement. Formez la ligne et retirez-la avec la ligne.
study-lesson-gipf-3-2-hint = Vous avez laissé la pièce GIPF des Noirs sur le plateau. En retirant la ligne, prenez aussi c6.
study-lesson-gipf-3-2-praise = Gagné : les Noirs n’ont plus de pièce GIPF.
study-lesson-gipf-3-3-title = Tournoi : les pièces GIPF d’abord
study-lesson-gipf-3-3-say = Le jeu tournoi commence sur un plateau vide. Votre première pièce doit être une pièce GIPF, et vous pouvez en faire entrer d’autres jusqu’à votre première pièce simple. Faites entrer une pièce GIPF : écrivez G devant le point.
study-lesson-gipf-3-3-praise = Exact. Chaque pièce GIPF que vous faites entrer, c’est une vie de plus, et deux pièces de votre réserve.
study-lesson-gipf-4-title = Potentiels
study-lesson-gipf-4-about = Les cinq potentiels, chacun une pièce capable d’un coup spécial.
study-lesson-gipf-4-1-title = Une pièce chargée
study-lesson-gipf-4-1-say = Un potentiel entre sur le plateau posé sur une pièce simple, comme pièce chargée, par un coup ordinaire, et tous les vôtres entrent avant votre première pièce ordinaire. Faites entrer votre potentiel YINSH : écrivez Y devant le coup.
study-lesson-gipf-4-1-hint = C’est une pièce ordinaire, et votre potentiel serait perdu. Écrivez Y devant le coup, par exemple Yc2.
study-lesson-gipf-4-1-praise = Chargée. Le potentiel YINSH attend maintenant son heure sur le plateau.
study-lesson-gipf-4-2-title = YINSH
study-lesson-gipf-4-2-say = Utiliser un potentiel prend tout le tour. YINSH fait glisser le potentiel le long d’une ligne jusqu’à n’importe quel point libre, sans passer par-dessus une pièce. Utilisez le potentiel YINSH en f5.
study-lesson-gipf-4-2-hint = Ce n’est pas le potentiel YINSH. Utilisez Yf5>…, par exemple vers f7.
study-lesson-gipf-4-2-praise = Le potentiel a glissé plus loin, et une pièce ordinaire reste en f5.
study-lesson-gipf-4-3-title = ZÈRTZ
study-lesson-gipf-4-3-say = ZÈRTZ saute par-dessus une ou plusieurs pièces alignées, jusqu’au premier point libre au-delà. Faites sauter le potentiel ZÈRTZ en d4 par-dessus e5 et f5.
study-lesson-gipf-4-3-hint = Utilisez le potentiel ZÈRTZ en d4.
study-lesson-gipf-4-3-praise = Par-dessus deux pièces d’un seul saut.
study-lesson-gipf-4-4-title = DVONN
study-lesson-gipf-4-4-say = DVONN grimpe sur une pièce simple adverse voisine : tant qu’il est dessus, le point est à vous. Grimpez en e5, et retirez la ligne ainsi formée.
study-lesson-gipf-4-4-hint = Utilisez le potentiel DVONN en d4 : Dd4>e5.
study-lesson-gipf-4-4-praise = Le point e5 est devenu blanc, a formé votre ligne, et la pièce des Noirs est ressortie de dessous.
study-lesson-gipf-4-5-title = PÜNCT
study-lesson-gipf-4-5-say = PÜNCT saute sur une pièce GIPF adverse voisine (ou sur sa pièce chargée PÜNCT). Une pièce GIPF dont on prend le contrôle devient la vôtre. Prenez le contrôle de la pièce GIPF noire en e5.
study-lesson-gipf-4-5-hint = Utilisez le potentiel PÜNCT en d4 : Pd4>e5.
study-lesson-gipf-4-5-praise = La pièce GIPF des Noirs est maintenant à vous.
study-lesson-gipf-4-6-title = TAMSK : le coup supplémentaire
study-lesson-gipf-4-6-say = Quand une poussée amène votre pile TAMSK sur le point central e5, vous pouvez retirer le potentiel et le faire entrer de nouveau comme coup supplémentaire, dans le même tour. Poussez depuis e1 pour amener la pile en e5, puis jouez le coup supplémentaire : écrivez t devant.
study-lesson-gipf-4-6-hint = Vous avez refusé le coup supplémentaire. Après e1-e5, faites entrer de nouveau le potentiel TAMSK, par exemple th3.
study-lesson-gipf-4-6-praise = Deux coups en un seul tour.
study-lesson-gipf-4-7-title = TAMSK : rien entre les deux
study-lesson-gipf-4-7-say = Le coup normal et le coup supplémentaire forment un seul tour, et rien n’est retiré entre les deux. Poussez depuis e1 : cela forme une ligne et amène votre pile au centre. Jouez d’abord le coup supplémentaire, puis retirez la ligne.
study-lesson-gipf-4-7-hint = Votre tour s’est terminé sans ligne retirée. Poussez depuis e1, jouez le coup supplémentaire, puis retirez la ligne.
study-lesson-gipf-4-7-praise = Exact : la ligne a attendu que votre coup supplémentaire soit joué.
study-lesson-gipf-4-8-title = TAMSK : le coup supplémentaire d’abord
study-lesson-gipf-4-8-say = Les Noirs ont poussé votre pile TAMSK en e5 : votre coup supplémentaire vient donc en premier, avant votre coup normal. Formez la ligne de c2 à c5 avec le coup supplémentaire, jouez h3, puis retirez la ligne.
study-lesson-gipf-4-8-hint = Votre tour s’est terminé sans ligne retirée. Commencez par le coup supplémentaire tc2.
study-lesson-gipf-4-8-praise = Exact : la ligne formée par le coup supplémentaire a attendu le coup normal.
study-lesson-gipf-5-title = Ultimate GIPF
study-lesson-gipf-5-about = Les cinq potentiels dans une même partie.
study-lesson-gipf-5-1-title = Les pièces GIPF d’abord
study-lesson-gipf-5-1-say = Ultimate GIPF commence sur un plateau vide, avec 21 pièces et 15 potentiels chacun, trois de chaque sorte. Comme dans le jeu tournoi, commencez par une pièce GIPF.
study-lesson-gipf-5-1-praise = Exact. Viennent ensuite les pièces chargées, et en dernier les pièces ordinaires.
study-lesson-gipf-5-2-title = Puis les potentiels
study-lesson-gipf-5-2-say = Une fois vos pièces GIPF entrées, faites entrer les potentiels, chacun sur une pièce simple. Une pièce ordinaire maintenant ferait perdre tous les potentiels qu’il vous reste en main. Faites entrer un potentiel ZÈRTZ.
study-lesson-gipf-5-2-hint = Faites entrer un potentiel ZÈRTZ : écrivez Z devant le coup, par exemple Zc2.
study-lesson-gipf-5-2-praise = Chargée. Plus que quatorze.
study-lesson-gipf-6-title = Défis et parties annexes
study-lesson-gipf-6-about = Avec les jeux combinés, un coup de potentiel peut être contesté et tranché par une partie annexe.
study-lesson-gipf-6-1-title = Annoncer un coup de potentiel
study-lesson-gipf-6-1-say = Quand les défis sont activés, un coup de potentiel est d’abord annoncé : votre adversaire peut le laisser passer, ou le contester. Annoncez le coup DVONN en e5.
study-lesson-gipf-6-1-hint = Utilisez le potentiel DVONN en d4 : Dd4>e5.
study-lesson-gipf-6-1-praise = Annoncé. Aux Noirs de décider.
study-lesson-gipf-6-2-title = Le contester
study-lesson-gipf-6-2-say = Vous jouez maintenant les Noirs. Les Blancs ont annoncé un coup DVONN. Vous avez trois défis pour la partie : contestez celui-ci.
study-lesson-gipf-6-2-hint = Vous avez laissé jouer le coup. Contestez-le plutôt.
study-lesson-gipf-6-2-praise = Contesté : une partie annexe va trancher.
study-lesson-gipf-6-3-title = Une partie annexe de pierre-feuille-ciseaux
study-lesson-gipf-6-3-say = Le joueur contesté choisit qui commence la partie annexe ; une victoire ou une égalité maintient le coup. Regardez : les Noirs contestent, les Blancs commencent, la pierre bat les ciseaux, et le coup DVONN est joué.
study-lesson-gipf-6-4-title = Une partie annexe perdue
study-lesson-gipf-6-4-say = Une partie annexe peut être une partie complète de Gygès ou de Table Gype, jouée sur la même page. Si le joueur contesté la perd, le coup est annulé et le potentiel quitte le jeu, mais le tour n’est pas fini : les Blancs jouent de nouveau. Regardez.
