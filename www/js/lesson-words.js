// The words of the lesson view (lessons.js), merged into the page's words (i18n.js `addWords`)
// when the lessons load: they are not in www/i18n/<lang>.json, which is fetched before the first
// board, because only someone who opens a lesson needs them. Same rules as those files: every
// language has every key with the same {parameters} (tests/js/lessons.test.mjs checks it).

export const WORDS = {
  fr: {
    "lesson.step": "Étape {n} sur {total}",
    "lesson.retry": "Réessayer",
    "lesson.next": "Suivant",
    "lesson.next_lesson": "Leçon suivante",
    "lesson.back": "Retour à la partie",
    "lesson.help": "Jouez sur le plateau comme dans une partie. Échap : retour à la partie.",
    "lesson.right": "Bravo !",
    "lesson.wrong": "Pas tout à fait.",
    "lesson.wrong_generic": "Ce n’est pas ce que demande cette étape : relisez-la, ou demandez un indice.",
    "lesson.what_happened": "Ce qui s’est passé : {what}",
    "lesson.complete": "Leçon terminée.",
    "lesson.all_done": "C’était la dernière leçon de ce jeu : à vous de jouer une partie !",
    "lesson.hint_retry": "Vous avez quitté le chemin de la leçon : « Réessayer » pour reprendre l’étape, puis demandez l’indice.",
    "lesson.hint_here": "Jouez la case marquée.",
    "lesson.list": "Leçons",
    "lesson.games": "Les leçons de quel jeu",
    "lesson.done_mark": "(terminée)",
    "lesson.unknown": "Cette leçon n’existe pas : voici la première.",
  },
  en: {
    "lesson.step": "Step {n} of {total}",
    "lesson.retry": "Try again",
    "lesson.next": "Next",
    "lesson.next_lesson": "Next lesson",
    "lesson.back": "Back to the game",
    "lesson.help": "Play on the board as in a game. Escape: back to the game.",
    "lesson.right": "Right!",
    "lesson.wrong": "Not quite.",
    "lesson.wrong_generic": "That is not what this step asks: read it again, or ask for a hint.",
    "lesson.what_happened": "What happened: {what}",
    "lesson.complete": "Lesson finished.",
    "lesson.all_done": "That was the last lesson of this game: off you go, play a game!",
    "lesson.hint_retry": "You have left the lesson’s path: “Try again” to start the step over, then ask for the hint.",
    "lesson.hint_here": "Play the marked place.",
    "lesson.list": "Lessons",
    "lesson.games": "The lessons of which game",
    "lesson.done_mark": "(finished)",
    "lesson.unknown": "This lesson does not exist: here is the first one.",
  },
};
