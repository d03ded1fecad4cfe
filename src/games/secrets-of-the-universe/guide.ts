/**
 * Secrets of the Universe's How to play, in our own words: the Basic Version, then what the
 * Intermediate and Advanced Versions change (the rules as played here:
 * docs/games/secrets-of-the-universe.md).
 */
import type { Guide } from '../guide.js';

const INTERMEDIATE = 'Intermediate Version';
const ADVANCED = 'Advanced Version';
const EXPERT = 'Expert Addition';

export const secretsGuide = {
  sections: [
    {
      id: 'goal',
      title: 'The goal',
      paragraphs: [
        'Score the most points over a [match](#match) by gathering your cards into [melds](#meld): [sequences](#sequence), [sets](#set) and [unities](#unity). [Going out](#going-out) ends a game, and stops everyone else from scoring more.',
      ],
    },
    {
      id: 'cards',
      title: 'The cards and the deal',
      paragraphs: [
        'The Basic Version plays with 144 cards: the four Plain Suits, Earth, Fire, Water and Air, each 1 to 9, four copies of every card.',
        'Everyone gets 12 cards, and one card from the deck is turned up to start the discards. The dealer plays first, and turns go counterclockwise. With 2 or 3 players, [dummies](#dummy) fill the empty places.',
      ],
    },
    {
      id: 'turn',
      title: 'A turn',
      paragraphs: [
        'Draw one card: the top card of the deck, or the most recent discard. Then discard a card (it may be the one you just took).',
        'A card you take from the discards stays [marked](#taken) for everyone to see, with a dashed gold outline and ↺.',
        'After drawing, if your cards allow it, you may [go out](#going-out) instead of discarding.',
      ],
    },
    {
      id: 'intermediate',
      title: 'The Intermediate Version',
      scope: INTERMEDIATE,
      paragraphs: [
        'Everything above holds, with these changes. 180 cards: the [Magic](#magic) suit joins the Plain Suits. A [Duel](#duel) decides the first dealer.',
        'The deck lies in four [quarters](#deck-quarter) at the corners. Each player takes six cards from the quarter at their right and six from the one at their left, and the dealer gets one more, the [face-down card](#face-down-card), which later starts the main discards: no card is turned up at the deal.',
        'You discard into your own [discard area](#discard-area). When you discard again, your older card moves to the middle as the [main discard](#main-discard), which the next player may draw.',
        'Any card in a discard area may be [picked up](#pick-up), but only into a meld that you then lay on the table: an [exposed](#exposed) meld. If you pick up or take a discard, you do not draw from the deck that turn, and the other way round.',
        'After every discard the others get a short [claim window](#claim-window), in which a player holding a pair of that card may [bump](#bump) it. Nobody has to click anything: it closes by itself.',
      ],
    },
    {
      id: 'advanced',
      title: 'The Advanced Version',
      scope: ADVANCED,
      paragraphs: [
        'Everything of the Intermediate Version holds, with these changes. 192 cards: the 180 and twelve [Bonus Cards](#bonus-card), four Voids, four Plain 0s, a Special 0, Divinity, Eternity and Infinity. The bottom 48 cards of the deck are six [packets](#packet), never drawn: when only they are left the deck is empty.',
        'A Bonus Card is never discarded: it is set aside in front of you, scores 5, and you draw a replacement. [Public](#public-bonus) ones are set aside at once, at the deal too. [Private](#private-bonus) ones (Void and Plain 0) you may keep: at the start, in turn from the dealer, each player may set them aside, and later on any of your turns.',
        'Set-aside Bonus Cards can come back: a [Plain 0 or Special 0](#zero) is a 0 that goes below a 1 or above a 9 in a sequence, up to a [10-Sequence](#ten-sequence); [Divinity](#divinity) stands for any card; Eternity and Infinity let you use inactive discards for sequences or sets. Except for your own Plain 0, you pick them up only to go out fully at once.',
        'A game score never passes 1,100. Eleven or more 1s make [11+ Aces](#aces), which score that limit; the Ultimate 11+ Aces ends the whole match.',
        'The Optional Expert Addition, when the table plays it, charges [careless discards](#careless-discard): a discard that the table shows would complete or extend another player’s meld. Of two identical discards for a sequence or a set, pick up the one of higher priority first: your own, the next player’s, the one across, the one before (the main discard is exempt).',
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      paragraphs: [
        'When a game ends every hand is shown and scored in its best arrangement (for the player who went out, the best one that goes out). A card counts in one meld at most; leftover cards score nothing.',
        'Sequences score 10 for 3 cards, 15 for 4, 25 for 5 and up to 120 for 9. A 3-Set scores 10 (15 for 9s), a 4-Set 20 (25 for 8s, 30 for 9s). An [exposed](#exposed) 3-Unity scores 20 and a 4-Unity 100, more for 8s and 9s, and a [concealed](#concealed) unity scores double. For a 3-Set of 8s its owner calls a [coin](#coin): 15 on a right call, 10 otherwise.',
        'Going out fully adds 10.',
        'Intermediate Version: Magic melds score more, a 5-Set scores 40 (50 for 8s, 60 for 9s), going out by deck draw adds 5, and when anyone scores a Magic 5-Sequence a [Duel](#duel) gives 10 more for each one held by its winner (or by everyone tying for the win).',
        'Advanced Version: every set-aside Bonus Card adds 5, a [10-Sequence](#ten-sequence) scores 160 (200 for Magic), and the [packets](#packet) replace the coin: each 3-Set of 8s or unity of Magic 8s takes the next packet, whose Bonus Cards add 5 each. The packets also hold the cards of the Duel. No game score passes 1,100.',
      ],
    },
    {
      id: 'end',
      title: 'The end',
      paragraphs: [
        'A game ends when a player goes out, or when a player draws from an empty deck (a dummy’s turn on an empty deck too); facing an empty deck you may still take a discard instead.',
        'A [match](#match) is 4, 8 or 16 games. The highest total at the end wins; the table also shows the chips each player would pay: the difference in score to every player above them.',
      ],
    },
  ],
  terms: [
    {
      id: 'meld',
      term: 'Meld',
      text: 'A group of cards that scores: a [sequence](#sequence), a [set](#set) or a [unity](#unity). A card belongs to one meld at most, and a pair is no meld.',
    },
    {
      id: 'sequence',
      term: 'Sequence',
      text: '3 to 9 cards of one suit with consecutive ranks, like Fire 4, 5, 6; 9 and 1 are never consecutive. The longer, the more it scores: 10, 15, 25, 40, 60, 80 and 120 points for 3 to 9 cards, and for a Magic sequence 15, 20, 30, 50, 75, 100 and 150.',
    },
    {
      id: 'set',
      term: 'Set',
      text: '3 or 4 cards of one rank, each of a different Plain Suit. A 3-Set scores 10 (of 8s 10 or 15 by a [coin](#coin), of 9s 15), a 4-Set 20 (of 8s 25, of 9s 30). In the Intermediate Version Magic cards make no 3- or 4-Set, but one Magic card added to a 4-Set of the four Plain Suits makes a 5-Set: 40 (of 8s 50, of 9s 60).',
    },
    {
      id: 'unity',
      term: 'Unity',
      text: '3 or 4 identical cards: the same suit and rank. Unities score high: an [exposed](#exposed) 3-Unity 20 and 4-Unity 100 (of 8s 25 and 125, of 9s 30 and 150), a [concealed](#concealed) one double that. Magic unities score more again.',
    },
    {
      id: 'exposed',
      term: 'Exposed',
      text: 'A unity is exposed when one of its cards was [taken](#taken) from the discards or shown in a [bump](#bump); it scores half as much as a concealed one. In the Intermediate Version, a meld you lay on the table when you [pick up](#pick-up) is an exposed meld: everyone sees it and it is locked. You may extend it with cards of your hand after drawing, or join two exposed sequences that line up, but never rearrange it.',
    },
    {
      id: 'concealed',
      term: 'Concealed',
      text: 'A unity whose cards all came from the deal or the deck: none was [taken](#taken) from the discards. It scores double an exposed one.',
    },
    {
      id: 'taken',
      term: 'Taken card',
      text: 'A card taken from the discards. It stays marked for everyone (the book turns it upside down; here it has a dashed gold outline and ↺), and any unity holding it is [exposed](#exposed).',
    },
    {
      id: 'going-out',
      term: 'Going out',
      text: 'After drawing, if all your cards but at most 2 form melds (11 of your 13 in the Basic Version), you may go out instead of discarding: the game ends and every hand is scored. Going out fully, with every card melded or the 2 left over an identical pair, adds 10. In the Intermediate Version your exposed melds count with your hand, and going out by deck draw adds 5: the card you drew from the deck this turn must be in a meld or in the pair.',
    },
    {
      id: 'coin',
      term: 'Coin',
      text: 'Some melds’ points are settled by a coin: a 3-Set of 8s scores 15 on a right call and 10 otherwise, and in the Intermediate Version a unity of Magic 8s scores 5 more (exposed) or 10 more (concealed) on a right call. Its owner calls heads or tails, then the host flips.',
    },
    {
      id: 'dummy',
      term: 'Dummy',
      text: 'With 2 players, two dummies sit between them; with 3, one dummy takes a turn after every four (the first after three). On its turn a dummy discards the top card of the deck (of its deck quarter in the Intermediate Version). Dummies hold no cards and never score.',
    },
    {
      id: 'match',
      term: 'Match',
      text: '4, 8 or 16 games, chosen when the table is created. The deal passes counterclockwise from game to game. The highest total wins, and players tied for it share the win.',
    },
    {
      id: 'magic',
      term: 'Magic',
      scope: INTERMEDIATE,
      text: 'The fifth suit, 1 to 9. Magic cards make sequences and unities that score more than the Plain Suits’, but no 3- or 4-Sets; one Magic card on a 4-Set of the four Plain Suits makes a 5-Set. In a [Duel](#duel) Magic beats every Plain Suit.',
    },
    {
      id: 'duel',
      term: 'Duel',
      scope: INTERMEDIATE,
      text: 'One card is dealt to each player and the highest wins: Magic above every Plain Suit (the Plain Suits are equal), then the rank. A Duel decides the first dealer, the tied drawing again. At the end of a game in which anyone scores a Magic 5-Sequence, another Duel: every Magic 5-Sequence of its winner, and of everyone tying for the win, scores 10 more.',
    },
    {
      id: 'deck-quarter',
      term: 'Deck quarter',
      scope: INTERMEDIATE,
      text: 'The deck is cut into four quarters, one at each corner. You draw from the quarter at your right, or when it is empty from the next one counterclockwise that still has cards.',
    },
    {
      id: 'face-down-card',
      term: 'Face-down card',
      scope: INTERMEDIATE,
      text: 'The dealer’s extra card, lying face down in the middle; only the dealer sees it. At the start of the dealer’s second turn it is turned up as the [main discard](#main-discard): the dealer may take it, or leave it to turn inactive.',
    },
    {
      id: 'discard-area',
      term: 'Discard area',
      scope: INTERMEDIATE,
      text: 'Every place, a dummy’s too, has its own discard area at its edge of the table. Its card stays there until its owner discards again; then, unless someone [picked it up](#pick-up), it moves to the middle as the [main discard](#main-discard).',
    },
    {
      id: 'main-discard',
      term: 'Main discard',
      scope: INTERMEDIATE,
      text: 'The discards in the middle of the table. The newest is active: the next player may draw it as their draw for the turn, no meld needed. When that player’s turn ends it turns inactive and lies crosswise; only a unity can still use an inactive discard.',
    },
    {
      id: 'pick-up',
      term: 'Pick up',
      scope: INTERMEDIATE,
      text: 'On your turn, unless you drew from the deck, you may pick up cards from any discard area or the active main discard, but only into a meld: a new one, with cards of your hand and other discards, or one of your exposed melds. The meld is laid in front of you, [exposed](#exposed). You may pick up several times in a turn. A pair is no meld: only the main discard, drawn, may complete one. At the table, select the discards and the cards of your hand: it shows the meld they would form, and Pick up lays it down.',
    },
    {
      id: 'claim-window',
      term: 'Claim window',
      scope: INTERMEDIATE,
      text: 'After every discard, a dummy’s too, every other player gets the same few seconds (3 unless the table chose otherwise) in which they may [bump](#bump) the card. Nobody has to do anything: the window closes by itself and play goes on.',
    },
    {
      id: 'bump',
      term: 'Bump',
      scope: INTERMEDIATE,
      text: 'In a [claim window](#claim-window), if you hold a pair of the card just discarded, or have an exposed 3-Unity of it, you may bump it: the copies you hold are shown to everyone, and are [exposed](#exposed) from then on, and the card goes to the middle as an inactive discard. On your next turn you pick it up into your unity (that is your draw). If someone goes out first, your cards stay in your hand and score as they are.',
    },
    {
      id: 'super-bump',
      term: 'Super-bump',
      scope: INTERMEDIATE,
      text: 'A [bump](#bump) with a concealed 3-Unity of the card in your hand: all three are shown. If someone goes out before your next turn, they still score as a concealed 3-Unity; once your next turn begins they are [exposed](#exposed).',
    },
    {
      id: 'bonus-card',
      term: 'Bonus Card',
      scope: ADVANCED,
      text: 'One of the twelve cards beyond the suits: four Voids and four Plain 0s ([Private](#private-bonus)), a Special 0, Divinity, Eternity and Infinity ([Public](#public-bonus)). A Bonus Card is never discarded: set aside in front of you, it scores 5 as long as it stays there, and you draw a replacement for it. A dummy sets its Bonus Cards aside too, for nobody.',
    },
    {
      id: 'private-bonus',
      term: 'Private Bonus Card',
      scope: ADVANCED,
      text: 'A Void or a Plain 0: you may keep it in your hand, where a Void is a meld of one card worth 5 and a Plain 0 a 0 of any suit in a sequence. Set it aside at the start of the game, or on any of your turns, for 5 and a replacement; a set-aside Void is out of play.',
    },
    {
      id: 'public-bonus',
      term: 'Public Bonus Card',
      scope: ADVANCED,
      text: 'A Special 0, Divinity, Eternity or Infinity: set aside as soon as it is dealt or drawn, with a replacement; drawn in your turn, you may still draw from the discards instead of the replacement. Anyone may pick up a Divinity, Eternity or Infinity, and its owner loses its 5, but only to go out fully at once. Eternity and Infinity are one-card melds of 5 that let their player use inactive discards for sequences (Eternity) or sets (Infinity). Drawn and picked up alone to go out, it counts as going out by deck draw.',
    },
    {
      id: 'zero',
      term: '0',
      scope: ADVANCED,
      text: 'A Plain 0 or the Special 0 is a 0 of any suit, Magic too: below a 1 or above a 9 in a sequence, one 0 per sequence. A Plain 0 in your hand melds freely; set aside, only you may pick it up, into a sequence with 1, 2, 3 or 7, 8, 9, or one starting from it with both other cards in your hand (or one there and the main discard). The Special 0 may be picked up by its owner only, to go out fully; before drawing from the discards, its owner may swap it with another player’s set-aside Plain 0, or the other way round.',
    },
    {
      id: 'divinity',
      term: 'Divinity',
      scope: ADVANCED,
      text: 'The only wildcard: it stands for any card, Magic or a 0 too, in one meld, but not in a pair nor on a 10-Sequence, 5-Set or 4-Unity. When all your other melds are such, it stands for a Void, worth 5. A unity with it is exposed, and only the player who set it aside may use it in [11+ Aces](#aces).',
    },
    {
      id: 'ten-sequence',
      term: '10-Sequence',
      scope: ADVANCED,
      text: 'A sequence of ten cards, 0 to 9 or 1 to 0 of one suit, with one 0: 160 points, 200 for Magic.',
    },
    {
      id: 'packet',
      term: 'Packet',
      scope: ADVANCED,
      text: 'The bottom 48 cards of the deck make six packets of eight, never drawn. When a game is scored, each 3-Set of 8s, in turn from the dealer, then each unity of Magic 8s takes the topmost packet left and reveals it: every Bonus Card in it scores 5 for the meld’s owner, and the first one twice for a concealed unity of Magic 8s. A [Duel](#duel) at scoring takes its cards from the bottommost packet.',
    },
    {
      id: 'careless-discard',
      term: 'Careless discard',
      scope: EXPERT,
      text: 'A discard that public information shows another player could use: with their exposed melds, the cards in their hand marked taken or shown in a bump, and the discards lying there. If they pick it up for that meld, its discarder is charged the points it gained on what was public (a 3-Set of 8s fetching no Bonus Card). The first 10 points charged in a game are the buffer; the rest come off the game score. The table warns you before you discard. A tie for the match goes to the most unused buffer: 10 for a game with none charged, 5 for half.',
    },
    {
      id: 'aces',
      term: '11+ Aces',
      scope: ADVANCED,
      text: 'Eleven or more 1s of any suits in your hand (from the deck or the main discard), one meld: it scores 1,100, the limit, and you may always go out. The Ultimate 11+ Aces, at least two 1s of every suit and a third Magic 1 or a Divinity, ends the match: its player wins, everyone else’s score becomes 0.',
    },
  ],
} as const satisfies Guide;
