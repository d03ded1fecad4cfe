/**
 * Secrets of the Universe's How to play, in our own words: the Basic Version, then what the
 * Intermediate Version changes (the rules as played here: docs/games/secrets-of-the-universe.md).
 */
import type { Guide } from '../guide.js';

const INTERMEDIATE = 'Intermediate Version';

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
      id: 'scoring',
      title: 'Scoring',
      paragraphs: [
        'When a game ends every hand is shown and scored in its best arrangement (for the player who went out, the best one that goes out). A card counts in one meld at most; leftover cards score nothing.',
        'Sequences score 10 for 3 cards, 15 for 4, 25 for 5 and up to 120 for 9. A 3-Set scores 10 (15 for 9s), a 4-Set 20 (25 for 8s, 30 for 9s). An [exposed](#exposed) 3-Unity scores 20 and a 4-Unity 100, more for 8s and 9s, and a [concealed](#concealed) unity scores double. For a 3-Set of 8s its owner calls a [coin](#coin): 15 on a right call, 10 otherwise.',
        'Going out fully adds 10.',
        'Intermediate Version: Magic melds score more, a 5-Set scores 40 (50 for 8s, 60 for 9s), going out by deck draw adds 5, and when anyone scores a Magic 5-Sequence a [Duel](#duel) gives 10 more for each one held by its winner (or by everyone tying for the win).',
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
      text: 'A unity is exposed when one of its cards was [taken](#taken) from the discards; it scores half as much as a concealed one. In the Intermediate Version, a meld you lay on the table when you [pick up](#pick-up) is an exposed meld: everyone sees it and it is locked. You may extend it with cards of your hand after drawing, or join two exposed sequences that line up, but never rearrange it.',
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
      text: 'In a [claim window](#claim-window), if you hold a pair of the card just discarded, or have an exposed 3-Unity of it, you may bump it: the copies you hold are shown to everyone and the card goes to the middle as an inactive discard. On your next turn you pick it up into your unity (that is your draw). If someone goes out first, your cards stay in your hand and score as they are.',
    },
    {
      id: 'super-bump',
      term: 'Super-bump',
      scope: INTERMEDIATE,
      text: 'A [bump](#bump) with a concealed 3-Unity of the card in your hand: all three are shown. If someone goes out before your next turn, they still score as a concealed 3-Unity.',
    },
  ],
} as const satisfies Guide;
