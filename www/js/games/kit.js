// The interface every game's kit offers the shared page (controller, animation, words,
// settings, address, records, seats). A kit is a game's id plus everything the page does
// differently for it: where its places are drawn, how a tap becomes a token, how each event of
// the engine's trace is animated, its words, its part of the settings dialog. The facts of the
// game (places, topology, presets, switches, ranges) are never written in a kit: it reads them
// from the engine's `geometry()` and `catalogue()`.
//
// Only JSDoc lives here: the kits are plain objects (games/<id>/kit.js), registered in
// games/index.js.

/**
 * @typedef {object} Kit
 *
 * The address and the records (games/<id>/address.js: plain data, no page):
 * @property {string} id      the engine's game id (`view.game`, a link's `game=`)
 * @property {string} title   its name (not translated: it is a proper name)
 * @property {(p: URLSearchParams) => object} optionsFromParams  a link's options
 * @property {(key: string) => boolean} ownsParam  whether a link's parameter is one of the
 *   game's options (a link naming one opens that game, not the one remembered)
 * @property {(options: object, p: URLSearchParams) => void} writeParams  the inverse
 * @property {(view: object) => number} seatCount  how many seats a match has
 * @property {(options: object) => (string|null)} openingName  the name of the engine's recorded
 *   opening that answers `options`, a new game (null: none is recorded for it)
 * @property {(entry: object) => object[]} recordedStarts  the new games the build records
 *   (tools/record-openings.mjs), from the game's catalogue entry: each one's options, as a link
 *   asking for it gives them (`openingName` names each)
 *
 * The board, loaded on demand (a page opening on another game never fetches it):
 * @property {() => Promise<Board>} board
 * @property {() => Promise<Turn>} turn  what a turn shows (its animation, its words), loaded
 *   once the first board is drawn and awaited before a turn is animated
 * @property {() => Promise<{lessons: object[]}>} lessons  the game's lessons (Learn to play),
 *   loaded on demand: real positions with one thing to do each (format: mraha/lessons.js)
 * @property {boolean} boardPerMatch  the geometry differs from match to match (a new board is
 *   drawn for each), or is the same for every match (the board is kept)
 * @property {((view: object) => boolean)|null} finishTurn  whether "finish my turn" may be
 *   asked of the engine now (null: the game has no such button)
 *
 * Words (each an i18n key's text): `playerName` at once (a game's seats are named before its
 * board is loaded: the settings, the games by link); `status` and the keys once `board()` has
 * resolved (they come with the board: every view of the game is drawn after it); `summarise`,
 * `played`, `hint` and `end` once `turn()` has (a game opened finished says its end once they
 * are there).
 * @property {Words} words
 *
 * The settings dialog (its part in `#settings-<id>`), loaded with the dialog (on demand):
 * @property {() => Promise<Settings>} settings
 *
 * Its puzzles (`www/puzzles/<id>.json`), loaded on demand by the puzzle mode (puzzles.js):
 * @property {() => Promise<Puzzle>} [puzzle]
 */

/**
 * A game's part of the puzzle mode (games/<id>/puzzle.js, pure): when an attempt is over, how
 * it is judged, the goal's words. `puzzle` is an entry of the game's puzzle list
 * (`{id, position, goal, solution, …}`, written by the referee's `puzzles` command).
 * @typedef {object} Puzzle
 * @property {(puzzle: object) => {key: string, params: object}} goal  the goal in words
 * @property {(puzzle: object, view: object) => ({key: string, params: object}|null)} progress
 *   what the attempt has done so far, beside the goal (null: nothing to say)
 * @property {(puzzle: object, view: object) => boolean} done  the attempt is over: judge it
 * @property {(puzzle: object, start: object, end: object, best: object) =>
 *   {right: boolean, key: string, params: object}} judge  the verdict on the attempt that led
 *   from the puzzle's view `start` to `end`, knowing the view `best` its solution leads to
 */

/**
 * A game's board: one renderer and one input per drawn board.
 * @typedef {object} Board
 * @property {new (host: HTMLElement, geometry: object, how?: {asWords?: boolean}) => Renderer} Renderer
 *   draws the engine's `geometry()` and then views; `asWords` (the lessons): the board kept
 *   where words about it say, never turned to fit the screen (a kit whose board never turns
 *   ignores it)
 * @property {new (renderer: Renderer, intents: Intents) => Input} Input
 *   turns taps and keys on the renderer into tokens among the view's choices
 */

/**
 * What a turn shows on a game's board (games/<id>/turn.js), not needed by the first board.
 * @typedef {object} Turn
 * @property {(renderer: Renderer) => import('../anim.js').Steps} steps
 *   how each event of a turn's trace is played on the renderer (one set per drawn board)
 * @property {Function} marks  draws a turn's marks: given to each renderer as its `drawMarks`
 *   (the renderer calls it with its own layer, places and sizes)
 */

/**
 * @typedef {object} Renderer
 * @property {SVGSVGElement} root   the board (listeners go here)
 * @property {SVGGElement} overlay  choices and other drawings over the board
 * @property {(view: object) => void} draw            every count, hand and mark of a view
 * @property {(view: object, selected?: any) => void} showChoices  the playable places
 * @property {(choice: object) => Element|null} choiceElement  where a choice is played (hints)
 * @property {(events: object[]) => void} markTurn  marks a turn on the board from the engine's
 *   events of that turn (where it started, its path or the places it sowed, its captures and
 *   where they went) until the next call; [] clears. Drawn by its `drawMarks` (the kit's
 *   `turn().marks`), given with the animation steps.
 * @property {Function|null} [drawMarks]
 * @property {() => void} relabel      the words of the current language
 * @property {() => void} stopEffects  ends every flight and mark of the animation at once
 * @property {() => void} [detach]     stops following the screen (the board is replaced)
 * @property {(seat: number) => void} [face]  draws the board seen from that seat's side (the one
 *   person playing here, else the first seat); a kit whose board has no near side leaves it out
 */

/**
 * What an input asks of the page.
 * @typedef {object} Intents
 * @property {(token: string) => void} play     a choice of the view was chosen
 * @property {(code: string, params?: object) => void} refuse  a gesture that is no choice
 *   (`refuse.<code>` in the i18n files)
 * @property {() => void} [calm]  a choice taken up that waits for more (a pit chosen, before its
 *   direction): a refusal still said under the board is taken back (a lesson or a puzzle, which
 *   say refusals in their own panel, may leave it out)
 * @property {() => boolean} interrupt  called before every gesture: ends a running animation,
 *   true when there was one
 * @property {() => (boolean|string|null)} [locked] while the board refuses gestures, the
 *   refusal's code (`reviewing`, `held`, `computer_turn`…) or true (the computer's turn)
 */

/**
 * @typedef {object} Input
 * @property {(view: object) => void} setView  a new position: forget the selection, show its choices
 * @property {() => void} hideChoices          while a turn is animated
 * @property {() => void} detach               stop listening (the board is replaced)
 */

/**
 * @typedef {object} Words
 * @property {(view: object, p: number) => string} playerName
 * @property {(events: object[], turn?: object[]) => string[]} summarise  what a trace did, in
 *   parts (`turn`: every event of its turn so far, when the turn took several engine calls)
 * @property {(choice: object|null) => string|null} played  the choice played, when its token
 *   says less than words (a sowing's pit and direction); null: "plays <token>"; '' when the
 *   turn's own words already name it (a Tricérata capture or seizure). `choice.then`: the
 *   tokens played after it in the same engine call (a sowing finished at once), when any
 * @property {(view: object) => string} status  whose turn, what to decide (game going on)
 * @property {string} sowingKey       the status while a turn is animated
 * @property {boolean} [briefDecisions]  each decision is drawn in a moment: one that leaves the
 *   turn going keeps the status as it was, rather than the sowing's (it would flicker)
 * @property {string} movesEmptyKey   said where the move list is empty
 * @property {(view: object, params: object) => {params: object, head?: string, text?: string}} end
 *   the end sentence's parameters (`loser`), or its whole `head` and `text`
 * @property {(choice: object) => string|null} hint  a hint's first decision in words
 */

/**
 * @typedef {object} Settings
 * @property {(box: HTMLElement, entry: object, rules: object|null, last: object|null) => void} build
 *   builds the part from the game's catalogue entry, showing the match's `rules` (or the `last`
 *   options chosen, or the defaults)
 * @property {(form: HTMLFormElement, entry: object, name: string) => void} changed  a field changed
 * @property {(data: FormData, entry: object) => object} read  the options the form asks for
 * @property {(form: HTMLFormElement, id: string) => object} seatView  a view naming the seats
 */

export {};
