// Mraha wa tso's lessons: short steps, each a real position of the engine (its one-line text
// form) with one thing to do. The words of each lesson live here, in both languages, rather than
// in www/i18n/: the i18n files are fetched before the first board, and these sentences are only
// needed by someone who opens a lesson (this module loads on demand, from the kit's `lessons()`).
//
// A step: `position` (the text form), `text` (what to do), `answer` (the tokens of one right
// answer: the hint follows it, the tests play it), and optionally `expect` (an event the engine's
// trace must contain: then any answer that makes it happen is right, and the step lasts until
// `turns` turns are over, 1 by default), `mistake` (a usual wrong answer's tokens and its
// explanation) and `done` (said when the step is solved). The shared runner is www/js/lessons.js;
// tests/js/lessons.test.mjs replays every step on the engine.

/** The positions the lessons share. */
const START = 'mraha.s.0000622000000000mn.0000622000000000mn';
const ONE_PIT = 'mraha.s.00030000222222220x.55555555500000000x';

export const lessons = [
  {
    id: 'sowing',
    title: { fr: 'Semer et son sens', en: 'Sowing and its direction' },
    steps: [
      {
        position: ONE_PIT,
        text: {
          fr: 'Vos ngama sont les deux rangées du bas ; A1 est à votre gauche. Prenez les 3 tso de A4 et semez-les vers la gauche : un tso dans chaque ngama, A3, A2, A1. Touchez A4, puis la flèche de gauche.',
          en: 'Your pits (ngama) are the two bottom rows; A1 is on your left. Lift the 3 tso of A4 and sow them to the left: one tso in each pit, A3, A2, A1. Tap A4, then the left arrow.',
        },
        answer: ['A4L'],
        mistake: {
          tokens: ['A4R'],
          text: {
            fr: 'Vous avez semé vers la droite (A5, A6, A7). La flèche de gauche sème vers A1.',
            en: 'You sowed to the right (A5, A6, A7). The left arrow sows toward A1.',
          },
        },
        done: {
          fr: 'Le dernier tso est tombé dans A1, qui était vide : le tour s’arrête là.',
          en: 'The last tso fell into A1, which was empty: the turn ends there.',
        },
      },
      {
        position: ONE_PIT,
        text: {
          fr: 'La même case, dans l’autre sens : semez A4 vers la droite (A5, A6, A7). Le sens choisi au début du tour reste le même jusqu’au bout.',
          en: 'The same pit the other way: sow A4 to the right (A5, A6, A7). The direction chosen at the start of a turn is kept to its end.',
        },
        answer: ['A4R'],
        mistake: {
          tokens: ['A4L'],
          text: {
            fr: 'Vous avez semé vers la gauche (A3, A2, A1). Vers la droite, on sème en s’éloignant de A1, vers A8.',
            en: 'You sowed to the left (A3, A2, A1). To the right you sow away from A1, toward A8.',
          },
        },
        done: {
          fr: 'Le dernier tso est tombé dans A7, qui était vide. Un semis plus long continuerait après A8 dans la rangée arrière (B8, B7…) : vos 16 ngama forment une boucle.',
          en: 'The last tso fell into A7, which was empty. A longer sowing would go on after A8 along the back row (B8, B7…): your 16 pits make one loop.',
        },
      },
    ],
  },
  {
    id: 'namua',
    title: { fr: 'Le namua : un tso de la main', en: 'The namua: a tso from the hand' },
    steps: [
      {
        position: START,
        text: {
          fr: 'Au début, chacun a 22 tso en main. Tant qu’il en reste, chaque tour commence par poser l’un d’eux dans une case non vide de la rangée de devant. Posez-le dans A6, puis semez les 3 tso de A6 vers la gauche.',
          en: 'At the start each player holds 22 tso. While some are left, every turn begins by putting one of them into a non-empty pit of the front row. Put it into A6, then sow A6’s 3 tso to the left.',
        },
        answer: ['A6L'],
        mistake: {
          tokens: ['A6R'],
          text: {
            fr: 'Vous avez bien choisi A6, mais vous avez semé vers la droite. Choisissez la flèche de gauche.',
            en: 'A6 is right, but you sowed to the right. Choose the left arrow.',
          },
        },
        done: {
          fr: 'Vous avez maintenant 21 tso en main, et non plus 22. Le namua dure jusqu’à ce que les deux mains soient vides.',
          en: 'You now hold 21 tso, not 22. The namua lasts until both hands are empty.',
        },
      },
      {
        position: START,
        text: {
          fr: 'Le carré, A5, est votre nyumba (la maison) : au namua, un tour sans prise (un trakatra, vu plus loin) ne commence pas par elle. Jouez A7 vers la droite.',
          en: 'The square pit, A5, is your nyumba (the house): in the namua a turn without a capture (a trakatra, seen later) may not start from it. Play A7 to the right.',
        },
        answer: ['A7R'],
        mistake: {
          tokens: ['A7L'],
          text: {
            fr: 'Vous avez bien choisi A7, mais vous avez semé vers la gauche. Vers la droite, le semis va vers A8 puis dans la rangée arrière.',
            en: 'A7 is right, but you sowed to the left. To the right the sowing goes toward A8, then along the back row.',
          },
        },
      },
    ],
  },
  {
    id: 'capture',
    title: { fr: 'Les prises du mtaji', en: 'Captures in the mtaji' },
    steps: [
      {
        position: 'mraha.s.00030010222222220x.55555555400000000x',
        text: {
          fr: 'Les mains sont vides : c’est le mtaji, on soulève une case d’au moins 2 tso. Si votre dernier tso tombe dans une case déjà occupée de devant, face à une case adverse pleine, vous prenez cette case. Semez A4 vers la droite : le dernier tso tombe dans A7, face à a2.',
          en: 'Both hands are empty: this is the mtaji, you lift a pit of 2 tso or more. If your last tso falls into an occupied front pit facing a full pit of the opponent, you take that pit. Sow A4 to the right: the last tso falls into A7, facing a2.',
        },
        answer: ['A4R'],
        expect: { type: 'capture' },
        done: {
          fr: 'Vous avez pris les 5 tso de a2. Ils rentrent aussitôt chez vous par un kotso (un coin) et sont semés à leur tour.',
          en: 'You took a2’s 5 tso. They come straight into your side through a kotso (a corner) and are sown in turn.',
        },
      },
      {
        position: 'mraha.s.30000000222222220x.55555555500000000x',
        text: {
          fr: 'Prendre est obligatoire : s’il existe une prise, seules les prises sont permises. Ici B2 vers la droite finit dans A1, face à a8 : jouez-le. Sur la rangée arrière, la boucle va en sens inverse : vers la droite, on y sème vers B1, puis on revient dans A1.',
          en: 'Capturing is compulsory: when a capture exists, only captures may be played. Here B2 to the right ends in A1, facing a8: play it. On the back row the loop runs the other way: to the right you sow toward B1 there, then on into A1.',
        },
        answer: ['B2R'],
        expect: { type: 'capture' },
        done: {
          fr: 'A1 vers la droite ne prenait rien : le moteur ne le proposait même pas.',
          en: 'A1 to the right captured nothing: the engine did not even offer it.',
        },
      },
    ],
  },
  {
    id: 'kotso',
    title: { fr: 'Où rentrent les tso pris : le kotso', en: 'Where captured tso enter: the kotso' },
    steps: [
      {
        position: 'mraha.s.01003000222222220x.55555555400000000x',
        text: {
          fr: 'A1, A2, A7 et A8 sont les kimbi. Une prise dans un kimbi rentre par le kotso le plus proche. Semez A5 vers la gauche : la prise a lieu en A2, les tso pris rentrent par A1.',
          en: 'A1, A2, A7 and A8 are the kimbi. A capture in a kimbi enters through the nearest kotso. Sow A5 to the left: the capture is at A2, and the captured tso enter at A1.',
        },
        answer: ['A5L'],
        expect: { type: 'enter', kotso: 'A1' },
        done: {
          fr: 'Entrés en A1, les tso pris sont semés vers le centre : le sens du tour s’est inversé.',
          en: 'Entering at A1, the captured tso are sown toward the centre: the turn’s direction turned round.',
        },
      },
      {
        position: 'mraha.s.0001702000000000ln.0000632100000000ln',
        text: {
          fr: 'Au namua, une première prise au centre (A3 à A6) laisse le choix du kotso. Posez votre tso en A4 pour prendre a5, et faites rentrer les tso pris par A8, le kotso de droite : flèche de gauche.',
          en: 'In the namua a first capture in the centre (A3 to A6) lets you choose the kotso. Put your tso into A4 to take a5, and bring the captured tso in at A8, the right-hand kotso: the left arrow.',
        },
        answer: ['A4L'],
        expect: { type: 'enter', kotso: 'A8' },
        mistake: {
          tokens: ['A4R'],
          text: {
            fr: 'Les tso sont rentrés par A1 : la flèche donne le sens du semis depuis le kotso, et vers la droite on part de A1.',
            en: 'The tso entered at A1: the arrow is the direction of the sowing from the kotso, and to the right it starts at A1.',
          },
        },
        done: {
          fr: 'a5 était la nyumba adverse : prise, elle est détruite pour le reste de la partie.',
          en: 'a5 was the opponent’s nyumba: captured, it is destroyed for the rest of the game.',
        },
      },
    ],
  },
  {
    id: 'nyumba',
    title: { fr: 'La nyumba et ses questions', en: 'The nyumba and its questions' },
    steps: [
      {
        position: 'mraha.s.0000600000000000an.0000622044443333an',
        text: {
          fr: 'Votre nyumba est la seule case occupée de devant : vous y posez votre tso, mais vous n’en sortez que 2 (l’impôt) et la maison reste debout. Jouez A5, dans le sens que vous voulez.',
          en: 'Your nyumba is the only occupied front pit: you put your tso in, but take only 2 out (the tax), and the house stands. Play A5, either way.',
        },
        answer: ['A5L'],
        expect: { type: 'tax' },
        done: {
          fr: 'Deux tso seulement sont partis : la nyumba garde les autres.',
          en: 'Only two tso left it: the nyumba keeps the rest.',
        },
      },
      {
        position: 'mraha.s.0000600200000000an.0550522044333000ax',
        text: {
          fr: 'Posez votre tso dans A8 et semez ses 3 tso vers la gauche : le dernier tombe dans votre nyumba, A5. Le jeu vous demande alors de semer (on la sème, elle est détruite) ou de rester (le tour s’arrête, la maison reste debout). Choisissez « Rester ».',
          en: 'Put your tso into A8 and sow its 3 tso to the left: the last falls into your nyumba, A5. The game then asks you to sow on (it is sown and destroyed) or to stop (the turn ends, the house stands). Choose “Stop”.',
        },
        answer: ['A8L', 'stop'],
        expect: { type: 'nyumba_stop' },
        mistake: {
          tokens: ['A8L', 'go'],
          text: {
            fr: 'Vous avez continué : la nyumba est semée et détruite. Ici il fallait s’arrêter.',
            en: 'You went on: the nyumba is sown and destroyed. Here you were to stop.',
          },
        },
        done: {
          fr: 'Le tour s’arrête dans la nyumba, qui reste debout.',
          en: 'The turn stops in the nyumba, which still stands.',
        },
      },
    ],
  },
  {
    id: 'trakatra',
    title: { fr: 'Le trakatra', en: 'The trakatra' },
    steps: [
      {
        position: 'mraha.s.00030010000000000x.50555555997000000x',
        text: {
          fr: 'Sans prise possible, le tour est un trakatra : il ne prend rien. Quand le dernier tso tombe dans une case occupée, on en soulève tout le contenu et on continue à semer (un relais). Semez A4 vers la droite.',
          en: 'When no capture is possible the turn is a trakatra: it takes nothing. When the last tso falls into an occupied pit, you lift all of it and sow on (a relay). Sow A4 to the right.',
        },
        answer: ['A4R'],
        expect: { type: 'relay' },
        mistake: {
          tokens: ['A4L'],
          text: {
            fr: 'Vers la gauche, le dernier tso tombe dans A1, vide : pas de relais.',
            en: 'To the left the last tso falls into empty A1: no relay.',
          },
        },
        done: {
          fr: 'A7 avait déjà un tso : vous avez soulevé les deux et continué jusqu’à une case vide.',
          en: 'A7 already held a tso: you lifted both and went on to an empty pit.',
        },
      },
      {
        position: 'mraha.s.30000000222222220x.55555550910000000x',
        text: {
          fr: 'Un trakatra ne doit jamais vider votre rangée de devant. Seul A1 y est occupé : semez-le vers le centre.',
          en: 'A trakatra may never empty your front row. Only A1 holds tso there: sow it toward the centre.',
        },
        answer: ['A1R'],
        done: {
          fr: 'Vers la gauche, le premier tso serait parti dans B1 et votre rangée de devant serait restée vide : interdit.',
          en: 'To the left the first tso would have gone to B1, leaving your front row empty: not allowed.',
        },
      },
      {
        position: 'mraha.s.02010100000000000x.55550555333333340x',
        text: {
          fr: 'Un trakatra ne prend jamais, même quand un relais finit face à une case adverse pleine. Semez A2 vers la droite : le semis relaie en A4, puis de nouveau en A6, face aux 5 tso de a3.',
          en: 'A trakatra never captures, even when a relay ends facing a full pit of the opponent. Sow A2 to the right: the sowing relays at A4, then again at A6, facing a3’s 5 tso.',
        },
        answer: ['A2R'],
        expect: { type: 'relay', pit: 'A6' },
        mistake: {
          tokens: ['A2L'],
          text: {
            fr: 'Vers la gauche, le semis finit dans B1, vide : le tour s’arrête sans relais. Semez A2 vers la droite.',
            en: 'To the left the sowing ends in empty B1: the turn stops without a relay. Sow A2 to the right.',
          },
        },
        done: {
          fr: 'A6 faisait face à a3, plein, et pourtant rien n’a été pris : vous avez soulevé les 2 tso de A6 et continué. Au début du tour, aucun semis ne pouvait prendre : c’est ce qui en faisait un trakatra, jusqu’au bout.',
          en: 'A6 faced the full a3, yet nothing was taken: you lifted A6’s 2 tso and went on. At the start of the turn no sowing could capture: that made it a trakatra, to its end.',
        },
      },
    ],
  },
  {
    id: 'takasia',
    title: { fr: 'La takasia (règle de Zanzibar)', en: 'Takasia (the Zanzibar rule)' },
    steps: [
      {
        position: 'zanzibar.s.00400300222222220x.55000000444444430x.t3',
        text: {
          fr: 'Avec les règles de Zanzibar, après un trakatra l’adversaire peut « takasier » une de vos cases : pendant votre tour, vous ne pouvez pas commencer par elle. Ici A3 est takasiée : jouez A6, dans le sens que vous voulez.',
          en: 'Under the Zanzibar rules, after a trakatra the opponent may “takasia” one of your pits: for your next turn you may not start from it. Here A3 is takasiaed: play A6, either way.',
        },
        answer: ['A6R'],
        expect: { type: 'lift', pit: 'A6' },
        done: {
          fr: 'A3, takasiée, ne pouvait pas commencer ce tour : A6 le pouvait, vers la gauche comme vers la droite.',
          en: 'A3, takasiaed, could not start this turn: A6 could, to the left as to the right.',
        },
      },
      {
        position: 'zanzibar.s.00400300222222220x.55000000444444430x.t3',
        text: {
          fr: 'Un semis qui finit dans la case takasiée s’y arrête. Semez A6 vers la gauche : le dernier tso tombe dans A3.',
          en: 'A lap that ends in the takasiaed pit stops there. Sow A6 to the left: the last tso falls into A3.',
        },
        answer: ['A6L'],
        expect: { type: 'takasia_stop' },
        mistake: {
          tokens: ['A6R'],
          text: {
            fr: 'Vers la droite, le semis ne passe pas par A3. Choisissez la flèche de gauche.',
            en: 'To the right the sowing never reaches A3. Choose the left arrow.',
          },
        },
        done: {
          fr: 'Sans la takasia, on aurait relayé les 5 tso de A3.',
          en: 'Without the takasia you would have relayed A3’s 5 tso.',
        },
      },
    ],
  },
  {
    id: 'end',
    title: { fr: 'La fin de la partie', en: 'How the game ends' },
    steps: [
      {
        position: 'mraha.s.00030010222222220x.02000000555555570x',
        text: {
          fr: 'On perd quand sa rangée de devant est vide (kamu) ou qu’on n’a plus de coup permis. L’adversaire n’a plus que a2 devant : prenez-le. Semez A4 vers la droite.',
          en: 'A player loses when their front row is empty (kamu) or they have no legal turn. The opponent has only a2 left in front: take it. Sow A4 to the right.',
        },
        answer: ['A4R'],
        expect: { type: 'game_end' },
        done: {
          fr: 'Sa rangée de devant est vide : vous avez gagné, même en pleine prise.',
          en: 'Their front row is empty: you win, even in the middle of a capture.',
        },
      },
      {
        position: 'mraha.s.01022010777776660x.01010020001000000x',
        text: {
          fr: 'Au mtaji, un tour commence par une case d’au moins 2 tso. L’adversaire n’en a plus qu’un : a7. Prenez-le et il n’aura plus aucun coup permis. Semez A4 vers la gauche.',
          en: 'In the mtaji a turn starts from a pit of 2 tso or more. The opponent has only one left: a7. Take it and they have no legal turn at all. Sow A4 to the left.',
        },
        answer: ['A4L'],
        mistake: {
          tokens: ['A5R'],
          text: {
            fr: 'Vous avez pris a2, un seul tso : a7 garde ses 2 tso et l’adversaire peut jouer. Prenez a7 : A4 vers la gauche.',
            en: 'You took a2, a single tso: a7 keeps its 2 tso and the opponent can play. Take a7: A4 to the left.',
          },
        },
        done: {
          fr: 'Il ne lui reste que des tso isolés (a2, b3) : il n’a aucun tour permis et perd, bien que sa rangée de devant ne soit pas vide.',
          en: 'They have only single tso left (a2, b3): no legal turn, so they have lost, though their front row is not empty.',
        },
      },
    ],
  },
];
