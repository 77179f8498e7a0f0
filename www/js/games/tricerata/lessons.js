// Tricérata's lessons: short steps, each a real position of the engine (its one-line text form)
// with one thing to do. The step format and why the words live here: games/mraha/lessons.js.
// Cells are named by their number, as the board's labels and the notation name them.

export const lessons = [
  {
    id: 'lift',
    title: { fr: 'Soulever', en: 'Lifting' },
    steps: [
      {
        position: 't3.2.0.0.100030000.00',
        text: {
          fr: 'Un tour commence en soulevant toutes les pierres d’une case. Soulevez les 3 pierres de la case 4 (en bas à gauche).',
          en: 'A turn starts by lifting all the stones of one cell. Lift the 3 stones of cell 4 (bottom left).',
        },
        answer: ['4'],
        mistake: {
          tokens: ['0'],
          text: {
            fr: 'Vous avez soulevé la case 0, qui n’a qu’une pierre. La case 4 en a trois.',
            en: 'You lifted cell 0, which holds one stone. Cell 4 holds three.',
          },
        },
        done: {
          fr: 'Les 3 pierres sont dans votre main ; la case 4 est vide.',
          en: 'The 3 stones are in your hand; cell 4 is empty.',
        },
      },
    ],
  },
  {
    id: 'step',
    title: { fr: 'Une pierre par pas, chez une voisine', en: 'One stone a step, to a neighbour' },
    steps: [
      {
        position: 't3.2.0.0.100000000.00.p43',
        text: {
          fr: 'Vous tenez 3 pierres. Posez-en une à la fois, chaque fois dans une case qui touche par un bord la dernière servie : 5, puis 6, puis 7.',
          en: 'You hold 3 stones. Drop them one at a time, each in a cell sharing an edge with the last one served: 5, then 6, then 7.',
        },
        answer: ['5', '6', '7'],
        mistake: {
          tokens: ['5', '4'],
          text: {
            fr: 'Revenir en arrière est permis, mais ici on va vers la droite : 5, 6, 7.',
            en: 'Going back is allowed, but here the path goes right: 5, 6, 7.',
          },
        },
        done: {
          fr: 'Le chemin est libre : n’importe quelle voisine de la dernière case, même déjà servie.',
          en: 'The path is free: any neighbour of the last cell, even one served before.',
        },
      },
    ],
  },
  {
    id: 'relay',
    title: { fr: 'Les relais', en: 'Relays' },
    steps: [
      {
        position: 't3.2.0.0.110201100.00',
        text: {
          fr: 'Si la dernière pierre tombe sur une case occupée, vous soulevez tout ce qu’elle contient et continuez. Soulevez la case 3 (2 pierres), posez dans 2, puis dans 1, qui est occupée.',
          en: 'When the last stone falls on an occupied cell, you lift everything in it and go on. Lift cell 3 (2 stones), drop in 2, then in 1, which is occupied.',
        },
        answer: ['3', '2', '1'],
        expect: { type: 'relay' },
        done: {
          fr: 'Relais : vous tenez maintenant les 2 pierres de la case 1.',
          en: 'A relay: you now hold cell 1’s 2 stones.',
        },
      },
    ],
  },
  {
    id: 'capture',
    title: { fr: 'Les prises', en: 'Captures' },
    steps: [
      {
        position: 't3.2.0.0.000200104.00',
        text: {
          fr: 'Si la dernière pierre tombe seule dans une case vide, vous prenez toutes les pierres d’une de ses voisines. Soulevez la case 6, posez sa pierre dans la case 7, puis prenez la voisine la plus riche.',
          en: 'When the last stone falls alone into an empty cell, you take all the stones of one of its neighbours. Lift cell 6, drop its stone in cell 7, then take the richest neighbour.',
        },
        answer: ['6', '7', '8'],
        expect: { type: 'capture', cell: 8 },
        mistake: {
          tokens: ['6', '7', '3'],
          text: {
            fr: 'La case 3 n’avait que 2 pierres ; la case 8 en avait 4.',
            en: 'Cell 3 held only 2 stones; cell 8 held 4.',
          },
        },
        done: {
          fr: 'Les 4 pierres vont dans votre réserve ; la pierre posée reste sur le plateau.',
          en: 'The 4 stones go to your store; the stone you dropped stays on the board.',
        },
      },
    ],
  },
  {
    id: 'seize',
    title: { fr: 'La saisie', en: 'Seizing' },
    steps: [
      {
        position: 't3.2.0.1.001000304.10.s',
        text: {
          fr: 'La dernière pierre de l’adversaire est tombée seule en 2, sans voisine occupée : c’est à vous de saisir la case de votre choix, et c’est tout votre tour. Saisissez la plus riche.',
          en: 'The opponent’s last stone fell alone on 2 with no occupied neighbour: you seize any cell you like, and that is your whole turn. Seize the richest.',
        },
        answer: ['8'],
        expect: { type: 'seize', cell: 8 },
        mistake: {
          tokens: ['6'],
          text: {
            fr: 'La case 6 avait 3 pierres ; la case 8 en avait 4.',
            en: 'Cell 6 held 3 stones; cell 8 held 4.',
          },
        },
      },
    ],
  },
  {
    id: 'end',
    title: { fr: 'La fin de la partie', en: 'How the game ends' },
    steps: [
      {
        position: 't3.2.0.1.001000000.53.s',
        text: {
          fr: 'La partie finit quand le plateau est vide ; le plus de pierres en réserve gagne. Saisissez la dernière pierre.',
          en: 'The game ends when the board is empty; the most stones in store wins. Seize the last stone.',
        },
        answer: ['2'],
        expect: { type: 'game_end' },
        done: {
          fr: 'Plateau vide : 6 pierres contre 3, vous gagnez.',
          en: 'The board is empty: 6 stones to 3, you win.',
        },
      },
    ],
  },
  {
    id: 'solitaire',
    title: { fr: 'Le solitaire et son par', en: 'The solitaire and its par' },
    steps: [
      {
        position: 't2.1.0.1.1000.3',
        text: {
          fr: 'Seul, on vide le plateau en un minimum de tours (les saisies comptent). Il reste une pierre et 2 tours pour tenir le par : soulevez la case 0, posez en 2, puis saisissez-la.',
          en: 'Alone, you empty the board in as few turns as you can (seizures count). One stone is left and 2 turns to make par: lift cell 0, drop in 2, then seize it.',
        },
        answer: ['0', '2', '2'],
        expect: { type: 'game_end' },
        turns: 2,
      },
      {
        position: 't2.1.0.0.1111.0',
        text: {
          fr: 'Le plateau entier, en 3 tours : on ne peut pas faire moins. Idée : soulevez la case 2 et faites des relais entre le centre et les coins, jusqu’à prendre 3 pierres d’un coup.',
          en: 'The whole board in 3 turns: it cannot be done in fewer. The idea: lift cell 2 and relay between the centre and the corners until you take 3 stones at once.',
        },
        answer: ['2', '0', '2', '3', '2', '1', '2', '0', '2', '0', '2', '2'],
        expect: { type: 'game_end' },
        turns: 3,
        done: {
          fr: 'Par tenu : 3 tours. Essayez ensuite les grands plateaux en solitaire.',
          en: 'Par made: 3 turns. Then try the larger boards in solitaire.',
        },
      },
    ],
  },
];
