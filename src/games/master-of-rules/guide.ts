/** Master of Rules' How to play, in our own words (the rules as played here: docs/games/master-of-rules.md). */
import type { Guide } from '../guide.js';

export const morGuide = {
  sections: [
    {
      id: 'goal',
      title: 'The goal',
      paragraphs: [
        'Complete the objectives of the [rule cards](#rule-card) you play. Each completed rule card stays face up in front of you and is worth a [victory point](#victory-points); the most points at the end wins.',
      ],
    },
    {
      id: 'cards',
      title: 'The cards and the start',
      paragraphs: [
        '45 [numerical cards](#numerical-card) (1 to 9 in Yellow, Blue, Purple, Red and Black) and 60 rule cards (twelve each of [Limit 23](#limit-23), [Best of the Best](#best-of-the-best), [Only One](#only-one), [Trio](#trio) and [Support Right](#support-right)), in two piles shuffled apart.',
        'Everyone gets four numerical and three rule cards. A random player becomes the first [start player](#start-player) and keeps the [round counter](#round). As many cards of each kind as there are players are turned face up: the [refill set](#refill-set).',
        'With 4 players, [Dummy 1](#dummy) takes the fifth place; with 3, Dummy 1 and Dummy 2 take the fourth and fifth.',
      ],
    },
    {
      id: 'turn',
      title: 'A deal',
      paragraphs: [
        'A deal is two [tricks](#trick). In each, the start player plays one card face up, then everyone else in turn, clockwise. In the first trick you play a numerical card or a rule card; in the second, the other kind. So each deal you play one of each.',
        'A rule card already played in this deal (by anyone, in either trick, a dummy too) may not be played again, unless every rule card in your hand has already been played.',
        'Right after playing a card you take a card of the same kind from the refill set, any you like, so your hand is always four and three. In the [final deal](#final-deal) there is no refill.',
        'The dummies: with 4 players Dummy 1 gets the top numerical card after the first trick. With 3 players Dummy 1 gets the top numerical and the top rule card after the first trick, and Dummy 2 the top numerical card after the second. Either way five numerical cards are in play.',
        'At this table the cards you may play are lit; a dimmed card says why when you click it. Each rule card on the table shows whether its objective is met by the cards so far.',
      ],
    },
    {
      id: 'scoring',
      title: 'Judging and scoring',
      paragraphs: [
        'After the second trick each rule card in play is judged over the five numerical cards. A completed rule card stays face up in front of its player: one victory point. Everything else is discarded. Dummy 1 can meet its objective but keeps nothing.',
        'At the end, five different completed rule cards are worth 2 more points (once, however many sets you have).',
      ],
    },
    {
      id: 'end',
      title: 'The end',
      paragraphs: [
        'The start card passes clockwise each deal; when it comes back to the keeper of the round counter, a [round](#round) is over. The game lasts 2 rounds (10 deals) with 5 players, 3 rounds (12 deals) with 4, and 4 rounds (12 deals) with 3.',
        'The most victory points wins. On a tie, the most completed Support Right cards wins, then the most Trio, Only One, Best of the Best and Limit 23 cards in that order; players still tied share the victory.',
      ],
    },
  ],
  terms: [
    { id: 'numerical-card', term: 'Numerical card', text: 'A card of one of five colours with a number from 1 to 9; each colour and number once.' },
    {
      id: 'rule-card',
      term: 'Rule card',
      text: 'A card with an objective: [Limit 23](#limit-23), [Best of the Best](#best-of-the-best), [Only One](#only-one), [Trio](#trio) or [Support Right](#support-right). It is judged over the five numerical cards in play at the end of the deal.',
    },
    { id: 'limit-23', term: 'Limit 23', text: 'Completed when the five numerical cards in play add up to 23 or less.' },
    {
      id: 'best-of-the-best',
      term: 'Best of the Best',
      text: 'Completed when your numerical card is the highest card of the colour played most. When colours tie for most, the highest card of each of them counts.',
    },
    {
      id: 'only-one',
      term: 'Only One',
      text: 'Completed when your numerical card shares neither its colour nor its number with any other numerical card in play.',
    },
    { id: 'trio', term: 'Trio', text: 'Completed when three or more numerical cards in play share a colour or a number, whoever played them.' },
    {
      id: 'support-right',
      term: 'Support Right',
      text: 'Completed when the first player to your right (dummies skipped) completes their rule card. If they played Support Right too, look to their right, and so on; if every player played Support Right, all are completed.',
    },
    {
      id: 'refill-set',
      term: 'Refill set',
      text: 'The face-up cards, as many of each kind as players, from which you take a card of the kind you just played. It is drawn anew after each judgement, except before the final deal.',
    },
    { id: 'start-player', term: 'Start player', text: 'Plays the first card of both tricks of a deal. The start card passes clockwise after each deal.' },
    {
      id: 'round',
      term: 'Round',
      text: 'One deal started by each player. The round counter stays with the first start player; a round ends when the start card comes back to them.',
    },
    { id: 'trick', term: 'Trick', text: 'One card from every player, in turn from the start player. A deal has two.' },
    {
      id: 'dummy',
      term: 'Dummy',
      text: 'An empty place filled from the piles: Dummy 1 with 4 players, Dummy 1 and Dummy 2 with 3. Its numerical cards count in every judgement. Dummy 1’s rule card (3 players) counts as played for the restriction, can meet its objective, but earns nothing.',
    },
    { id: 'victory-points', term: 'Victory points', text: 'One per completed rule card, and 2 more for having completed all five kinds.' },
    { id: 'final-deal', term: 'Final deal', text: 'The last deal of the game: no refill set is drawn before it, and nobody takes a card after playing one.' },
  ],
} as const satisfies Guide;
