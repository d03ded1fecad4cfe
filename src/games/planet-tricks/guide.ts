/** Planet Tricks' How to play, in our own words (the rules as played here: docs/games/planet-tricks.md). */
import type { Guide } from '../guide.js';

export const planetGuide = {
  sections: [
    {
      id: 'goal',
      title: 'The goal',
      paragraphs: [
        'Take as few [tricks](#trick) as you can. Cards of the same rank [collide](#collision) and stop counting, so the card you feared may never count.',
        'Rounds follow one another until someone’s total reaches the [end-game number](#end-game-number); then the fewest tricks in total wins.',
      ],
    },
    {
      id: 'cards',
      title: 'The cards and the deal',
      paragraphs: [
        '65 cards: four planet suits (Sun, Saturn, Collapsar and Nebula; in each, the 1, 2, 3 and 9 once and the 4 to 8 twice), 8 [Black Cards](#black-card) ranked 1 to 8, and the [Break](#break) Card, which lies face down beside the table.',
        'The top four cards of the shuffled deck are turned up as the [field](#field); the rest are dealt out: 20 each with 3 players, 15 with 4, 12 with 5, 10 with 6.',
      ],
    },
    {
      id: 'turn',
      title: 'A trick',
      paragraphs: [
        'The [Starting player](#starting-player) plays a card, then everyone else in turn, clockwise: one card each.',
        '[Must-Follow](#must-follow): if a face-up card on the table is of a suit you hold, you must play that suit. Otherwise you may play any card, with one limit: while nothing on the table is face up, a [Black Card](#black-card) only after the [Break](#break), or when your hand holds nothing else.',
        'When your card has the rank of a face-up card already on the table, both turn face down: a [Collision](#collision). Face-down cards count for nothing.',
        'Who takes the trick: the highest face-up Black Card if there is one; otherwise the suit with the most face-up cards wins, and its highest card takes the trick (when suits tie for most, the highest card among them). If every card ended face down, it is a [Big Bang](#big-bang). Whoever takes the trick starts the next one.',
        'At this table your playable cards are lit; a dimmed card says why it cannot be played.',
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      paragraphs: [
        'When the hands are empty the round is over: each player adds the tricks they took to their total.',
        'With the [Null](#null) rule (on unless the table turned it off), a player whose tricks hold all four planet 9s counts 0 tricks for that round.',
      ],
    },
    {
      id: 'end',
      title: 'The end',
      paragraphs: [
        'After a round, if anyone’s total has reached the [end-game number](#end-game-number), the game ends and the player with the fewest tricks in total wins (players tied for the fewest all win). Otherwise a new round is dealt, started by the player with the fewest tricks so far.',
      ],
    },
  ],
  terms: [
    {
      id: 'trick',
      term: 'Trick',
      text: 'One card from every player. Whoever played the best card takes them all, and every trick taken counts against you.',
    },
    {
      id: 'starting-player',
      term: 'Starting player',
      text: 'Plays first in a trick. In the first round it is drawn at random, in later rounds it is the player with the fewest tricks in total; then whoever takes a trick starts the next one.',
    },
    {
      id: 'must-follow',
      term: 'Must-Follow',
      text: 'If any face-up card on the table is of a suit you hold, you must play a card of one of those suits (with several, any of them). Face-down cards and Black Cards ask nobody to follow, and a Black Card does not count as following.',
    },
    {
      id: 'collision',
      term: 'Collision',
      text: 'When a card is played with the same rank as a face-up card already on the table, both turn face down at once. Black Cards collide too. Face-down cards count for nothing: not for [Must-Follow](#must-follow), not for taking the trick.',
    },
    {
      id: 'field',
      term: 'Field',
      text: 'The four cards turned up at the start of a round. They play a part only with 3 or 5 players: when everyone has played and exactly one card is still face up, a face-up field card of the same rank collides with it: both turn face down, the field card for the rest of the round. With 4 or 6 players the field is shown but not used.',
    },
    {
      id: 'black-card',
      term: 'Black Card',
      text: 'Eight cards ranked 1 to 8 that belong to no suit. A face-up Black Card beats every planet card: the highest face-up Black Card takes the trick. When nothing on the table is face up you may play one only after the [Break](#break), or when your hand holds only Black Cards.',
    },
    {
      id: 'break',
      term: 'Break',
      text: 'The Break Card lies face down until the first Black Card of the round is played, whatever the situation: that is the Break, and the card turns face up. From then on Black Cards may be played even when nothing on the table is face up ([Must-Follow](#must-follow) still applies).',
    },
    {
      id: 'big-bang',
      term: 'Big Bang',
      text: 'When every card of a trick has ended face down through [Collisions](#collision), the trick’s [Starting player](#starting-player) takes it.',
    },
    {
      id: 'null',
      term: 'Null',
      text: 'A table option, on by default: a player whose tricks of a round hold all four planet 9s counts 0 tricks for that round (earlier rounds keep their count). A 9 that collided counts too, since the player who takes a trick takes every card of it.',
    },
    {
      id: 'end-game-number',
      term: 'End-game number',
      text: 'The total that ends the game once anyone reaches it after a round: 20 tricks with 3 players, 15 with 4, 12 with 5, 10 with 6.',
    },
  ],
} as const satisfies Guide;
