## Page: index.html

page-title = gboards — Gygès, Table Gype et GIPF

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
