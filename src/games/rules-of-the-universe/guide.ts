/** Rules of the Universe!'s How to play, in our own words (the rules as played here: docs/games/rules-of-the-universe.md). */
import type { Guide } from '../guide.js';

export const rotuGuide = {
  sections: [
    {
      id: 'goal',
      title: 'The goal',
      paragraphs: [
        'Be the last one standing: the [Champion of the Universe](#champion). First you win a character and ten cards at [auctions](#auction); then you fight with them.',
      ],
    },
    {
      id: 'auctions',
      title: 'The auctions',
      paragraphs: [
        'Everyone has [bidding coins](#bidding-coin) 1 to 11, each spent once. The [Lucky Coin](#lucky-coin) starts with the player after the table’s creator.',
        'Eleven auctions: first one more [character](#character) than there are players is revealed, then ten times one more card than players from the [pool supply deck](#pool-supply-deck). In each, everyone lays a coin face down at once ([sealed](#sealed)); when all are laid they are revealed together. The highest bid picks first, then the next, and so on; the item nobody takes is discarded (a character) or returned to the box (a card).',
        'A [tie](#tie) is broken by the Lucky Coin: if its holder is tied, they flip it. LUCKY picks first of those tied, UNLUCKY last. If the holder is not tied, the coin passes in turn order to the first player who is. With more tied, the coin passes on to the next tied player and is flipped again, until one is left, who takes the place between.',
        'A player who does not lay or reveal a coin in time bids 0 and loses their lowest coin.',
      ],
    },
    {
      id: 'turn',
      title: 'A turn of the fight',
      paragraphs: [
        'The first player is whoever flipped the Lucky Coin last (or its first holder, if nobody flipped it); turns go around the table. Everyone’s ten cards are their hand, face up: everyone sees every hand.',
        'On your turn you must attack one opponent if you can: not the [previous turn’s target](#previous-target), and not someone already damaged by two different players this [round](#round). Choose the target, then lay one card from your hand face down.',
        'The target may defend with a card from their hand, or take the attack. Then the attack card is revealed: the [damage](#damage) is its attack strength less the defence strength, never below 0. Both cards go to their owners’ discard piles.',
        'Then the [magic window](#magic-window): from the turn’s player around the table, each player still standing may [exhaust](#exhaust) one card from their hand for its magic ability, or pass.',
      ],
    },
    {
      id: 'scoring',
      title: 'Damage, the refill and death',
      paragraphs: [
        'Health never goes above your character’s starting health, nor below 0. A player at 0 health still plays until the end of the turn: a heal in the magic window saves them.',
        'At the end of every turn, first the [refill](#refill): when nobody standing has a card in hand, everyone takes their discard pile back into their hand; exhausted cards never come back. The refill costs nothing, but a fight that has stalled grows [weary](#weariness): from the second refill in a row at which nobody’s health has gone down overall, everyone standing loses health.',
        'Then wounds set in: whoever is at 0 health, or has every card exhausted, dies.',
      ],
    },
    {
      id: 'end',
      title: 'The end',
      paragraphs: [
        'When one player is left standing at the end of a turn, they are the [Champion of the Universe](#champion).',
        'If everyone dies at the end of the same turn, the player who last played a card (an attack or a defence) is [Winner by Cunning](#winner-by-cunning).',
      ],
    },
  ],
  terms: [
    {
      id: 'auction',
      term: 'Auction',
      text: 'One more item than players is revealed; everyone bids a coin face down at once; the highest bid picks first. Eleven in all: the characters, then ten of cards.',
    },
    { id: 'bidding-coin', term: 'Bidding coin', text: 'Each player’s coins 1 to 11. One is spent in each auction, so each coin is used once.' },
    {
      id: 'lucky-coin',
      term: 'Lucky Coin',
      text: 'Breaks ties: the holder flips it when tied (LUCKY first, UNLUCKY last); otherwise it passes in turn order to a tied player. Whoever flipped it last starts the fight.',
    },
    { id: 'tie', term: 'Tie', text: 'Equal bids. The Lucky Coin is flipped, passed on and flipped again until the order of everyone tied is known.' },
    {
      id: 'sealed',
      term: 'Sealed',
      text: 'A bid or an attack card laid face down. Your page sends only a commitment (a fingerprint of your choice and a secret) and reveals it when due; nobody, not even the host, can see it before.',
    },
    {
      id: 'character',
      term: 'Character',
      text: 'Your fighter: starting health and a trait that changes part of the fight. One more is revealed than players; the last is discarded.',
    },
    {
      id: 'pool-supply-deck',
      term: 'Pool supply deck',
      text: 'One of each basic card per player and the ten legendary cards (40 cards for 3 players). All of it is revealed over the ten card auctions; the ten cards nobody took go back to the box.',
    },
    { id: 'legendary', term: 'Legendary card', text: 'One of ten stronger cards, one of each in the pool supply deck.' },
    {
      id: 'damage',
      term: 'Damage',
      text: 'The attack card’s attack strength less the defence card’s defence strength (0 without a defence), with the characters’ traits; never below 0.',
    },
    { id: 'exhaust', term: 'Exhaust', text: 'Use a card from your hand for its magic ability. It stays exhausted for the rest of the game.' },
    {
      id: 'magic-window',
      term: 'Magic window',
      text: 'After each turn’s attack, each living player in turn order from the turn’s player may exhaust one card or pass.',
    },
    {
      id: 'previous-target',
      term: 'Previous turn’s target',
      text: 'The player attacked in the turn just before: they may not be attacked now. A turn without an attack leaves nobody barred.',
    },
    { id: 'round', term: 'Round', text: 'One turn for each living player, from the first player’s place. Who damaged whom is forgotten when a round starts.' },
    {
      id: 'refill',
      term: 'Refill',
      text: 'When at the end of a turn no living player has a card in hand, everyone takes their discard pile back into their hand (exhausted cards stay out).',
    },
    {
      id: 'weariness',
      term: 'Weariness',
      text: 'A rule of this table, not of the book, so that no fight goes on for ever. Add up the health of everyone standing: a refill at which it is no lower than its lowest at any refill before (or than everyone’s starting health, before the first) is a stall. The first stall in a row costs nothing; the second, and each one after it until the health falls again, is weary: everyone standing loses 1 health per weary refill so far (1 the first time, 2 the next…).',
    },
    { id: 'champion', term: 'Champion of the Universe', text: 'The last player standing.' },
    { id: 'winner-by-cunning', term: 'Winner by Cunning', text: 'When everyone dies at the end of the same turn, the player who last played a card wins.' },
  ],
} as const satisfies Guide;
