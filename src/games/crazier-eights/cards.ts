/**
 * Every Crazier Eights card as data: the 52 cards of the deck (four colours, ranks A to K; each an
 * event or an asset with its own text and its effect as steps of the effect engine) and the four
 * multicoloured promo cards a table may add. The texts are the cards' own words; docs/games/crazier-eights.md lists them.
 */
import type { CardDef, Step, Trigger } from './types.js';

const begins = { on: 'turnBegins', whose: 'yours' } as const satisfies Trigger;
const ends = { on: 'turnEnds', whose: 'yours' } as const satisfies Trigger;
const on = (when: Trigger, ...steps: Step[]) => [{ when, steps }];

/** Index 0–12 yellow, 13–25 red, 26–38 blue, 39–51 green, each A to K; 52–55 the promos. */
export const CARDS: readonly CardDef[] = [
  // Yellow (sun)
  { name: 'Angel of Hope', rank: 1, colours: ['yellow'], kind: 'asset', text: 'At the beginning of your turn, a player of your choice draws a card.', abilities: on(begins, { op: 'draw', who: 'chosenPlayer', n: 1 }) },
  { name: 'Stream of Life', rank: 2, colours: ['yellow'], kind: 'asset', text: 'Each player may discard an additional card during his or her turn.', statics: [{ extraDiscards: 'everyone' }] },
  { name: 'Potion of Vitality', rank: 3, colours: ['yellow'], kind: 'event', text: 'You may discard two additional cards this turn.', effect: [{ op: 'extraDiscards', n: 2 }] },
  { name: 'Elven Princess', rank: 4, colours: ['yellow'], kind: 'asset', text: 'At the beginning of your turn, look at the top card of the draw pile. You may put it on the bottom of the draw pile.', abilities: on(begins, { op: 'look', n: 1 }) },
  { name: 'Haste', rank: 5, colours: ['yellow'], kind: 'event', text: 'You may discard an additional card this turn. The player after you draws a card.', effect: [{ op: 'extraDiscards', n: 1 }, { op: 'draw', who: 'nextPlayer', n: 1 }] },
  { name: 'Healing Spring', rank: 6, colours: ['yellow'], kind: 'asset', text: 'At the beginning of your turn, each of your allies may put a card from his or her hand on the bottom of the draw pile.', abilities: on(begins, { op: 'alliesBottom' }) },
  { name: 'Messenger', rank: 7, colours: ['yellow'], kind: 'event', text: 'Put a card from your hand into the hand of another player of your choice.', effect: [{ op: 'give' }] },
  { name: 'Swift Boots', rank: 8, colours: ['yellow'], kind: 'asset', text: 'You may discard an additional card during your turn.', statics: [{ extraDiscards: 'you' }] },
  { name: 'Crystal Ball', rank: 9, colours: ['yellow'], kind: 'event', text: 'Look at the top three cards of the draw pile. You may put one of them on the bottom of the draw pile.', effect: [{ op: 'look', n: 3 }] },
  { name: 'Banner of Friendship', rank: 10, colours: ['yellow'], kind: 'asset', text: 'You and each of your allies may discard an additional card during your own turns.', statics: [{ extraDiscards: 'team' }] },
  { name: 'Restoration', rank: 11, colours: ['yellow'], kind: 'event', text: 'Put an asset card from the discard pile into play on the table under your control.', effect: [{ op: 'restore' }] },
  { name: 'Summoning', rank: 12, colours: ['yellow'], kind: 'event', text: 'Search the draw pile for an asset card. You may reveal it and put it into play on the table under your control. Then shuffle the draw pile.', effect: [{ op: 'search', for: 'asset' }] },
  { name: 'Throne of Kings', rank: 13, colours: ['yellow'], kind: 'asset', text: 'If a player controls four or more cards at the beginning of his or her turn, he or she wins the game.', abilities: on({ on: 'turnBegins', whose: 'any', if: { controlsAtLeast: 4 } }, { op: 'win' }) },
  // Red (moon)
  { name: 'Devious Dragon', rank: 1, colours: ['red'], kind: 'asset', text: 'At the beginning of your turn, destroy a card that is in play on the table of your choice.', abilities: on(begins, { op: 'destroy', among: 'any' }) },
  { name: 'Plague', rank: 2, colours: ['red'], kind: 'event', text: 'A player of your choice draws two cards.', effect: [{ op: 'draw', who: 'chosenPlayer', n: 2 }] },
  { name: 'Curse of Toads', rank: 3, colours: ['red'], kind: 'event', text: 'Each opponent draws a card.', effect: [{ op: 'draw', who: 'eachOpponent', n: 1 }] },
  { name: 'Lightning Bolt', rank: 4, colours: ['red'], kind: 'event', text: 'Destroy a card an opponent controls. That player draws a card.', effect: [{ op: 'destroy', among: 'opponent' }, { op: 'draw', who: 'target', n: 1 }] },
  { name: 'Viper Pit', rank: 5, colours: ['red'], kind: 'asset', text: 'Whenever an opponent discards an eight, that player draws a card.', abilities: on({ on: 'eightDiscarded', by: 'opponent' }, { op: 'draw', who: 'actor', n: 1 }) },
  { name: 'Hourglass', rank: 6, colours: ['red'], kind: 'asset', text: 'At the end of your turn, the player after you draws a card.', abilities: on(ends, { op: 'draw', who: 'nextPlayer', n: 1 }) },
  { name: 'Firestorm', rank: 7, colours: ['red'], kind: 'event', text: 'Destroy two cards that are in play on the table of your choice.', effect: [{ op: 'destroy', among: 'any', count: 2 }] },
  { name: 'Tempest', rank: 8, colours: ['red'], kind: 'event', text: 'Each opponent draws two cards. Then you draw a card.', effect: [{ op: 'draw', who: 'eachOpponent', n: 2 }, { op: 'draw', who: 'you', n: 1 }] },
  { name: 'Wizard Tower', rank: 9, colours: ['red'], kind: 'asset', text: 'If you would cause an opponent to draw one or more cards, that player draws one additional card.', statics: [{ drawMore: true }] },
  { name: 'Knight Errant', rank: 10, colours: ['red'], kind: 'asset', text: 'At the beginning of your turn, you may destroy a card an opponent controls.', abilities: on(begins, { op: 'destroy', among: 'opponent', may: true }) },
  { name: 'Earthquake', rank: 11, colours: ['red'], kind: 'event', text: 'Destroy every card that is in play on the table.', effect: [{ op: 'destroyAll' }] },
  { name: 'Thin Ice', rank: 12, colours: ['red'], kind: 'asset', text: 'Whenever a player controls four or more cards at the end of his or her turn, that player loses the game.', abilities: on({ on: 'turnEnds', whose: 'any', if: { controlsAtLeast: 4 } }, { op: 'lose' }) },
  { name: 'Death', rank: 13, colours: ['red'], kind: 'event', text: 'Destroy a card that is in play on the table of your choice.', effect: [{ op: 'destroy', among: 'any' }] },
  // Blue (eye)
  { name: 'Castle', rank: 1, colours: ['blue'], kind: 'asset', text: 'If an opponent would cause you to draw one or more cards, the opponent causes you to draw one fewer cards.', statics: [{ drawFewer: 'you' }] },
  { name: 'Trade', rank: 2, colours: ['blue'], kind: 'event', text: "Exchange a card in your hand with a card in an opponent's hand.", effect: [{ op: 'trade', sight: false }] },
  { name: 'Thief', rank: 3, colours: ['blue'], kind: 'event', text: "Look at an opponent's hand. Exchange a card in your hand with a card of your choice from that hand.", effect: [{ op: 'trade', sight: true }] },
  { name: 'Omen', rank: 4, colours: ['blue'], kind: 'event', text: 'Reveal the top three cards of the draw pile. An opponent of your choice draws a card for each event card revealed.', effect: [{ op: 'reveal', n: 3 }] },
  { name: 'Watchful Owl', rank: 5, colours: ['blue'], kind: 'asset', text: 'Whenever an opponent plays an event card, you may have that player draw a card.', abilities: on({ on: 'eventPlayed', by: 'opponent' }, { op: 'draw', who: 'actor', n: 1, may: true }) },
  { name: 'Guardian', rank: 6, colours: ['blue'], kind: 'asset', text: 'If another card you control would be destroyed, destroy Guardian instead.', statics: [{ guard: true }] },
  { name: 'Silence', rank: 7, colours: ['blue'], kind: 'event', text: 'A card that is in play on the table of your choice loses its abilities.', effect: [{ op: 'silence', among: 'any' }] },
  { name: "Sorcerer's Apprentice", rank: 8, colours: ['blue'], kind: 'asset', text: 'At the beginning of your turn, look at the top two cards of the draw pile. You may put one of them on the bottom of the draw pile.', abilities: on(begins, { op: 'look', n: 2 }) },
  { name: 'Sanctuary', rank: 9, colours: ['blue'], kind: 'asset', text: 'If an opponent would cause you or an ally to draw one or more cards, the opponent causes that player to draw one fewer cards.', statics: [{ drawFewer: 'team' }] },
  { name: 'Lighthouse', rank: 10, colours: ['blue'], kind: 'asset', text: 'At the beginning of your turn, reveal the top card of the draw pile. If it is an event card, an opponent of your choice draws a card.', abilities: on(begins, { op: 'reveal', n: 1 }) },
  { name: 'Hex', rank: 11, colours: ['blue'], kind: 'event', text: 'A card an opponent controls loses its abilities. That player draws a card.', effect: [{ op: 'silence', among: 'opponent' }, { op: 'draw', who: 'target', n: 1 }] },
  { name: 'Storm Crow', rank: 12, colours: ['blue'], kind: 'asset', text: 'Whenever an opponent discards an eight, you may destroy a card that player controls.', abilities: on({ on: 'eightDiscarded', by: 'opponent' }, { op: 'destroy', among: 'actor', may: true }) },
  { name: "Greed's Bargain", rank: 13, colours: ['blue'], kind: 'asset', text: 'Whenever a player has ten or more cards in hand at the end of his or her turn, that player loses the game.', abilities: on({ on: 'turnEnds', whose: 'any', if: { handAtLeast: 10 } }, { op: 'lose' }) },
  // Green (ankh)
  { name: 'Charm', rank: 1, colours: ['green'], kind: 'event', text: 'Gain control of a card an opponent controls.', effect: [{ op: 'gainControl' }] },
  { name: 'Treachery', rank: 2, colours: ['green'], kind: 'event', text: 'Exchange control of a card you control and a card an opponent controls.', effect: [{ op: 'exchangeControl' }] },
  { name: 'Wandering Minstrel', rank: 3, colours: ['green'], kind: 'asset', text: 'At the end of your turn, an opponent of your choice gains control of Wandering Minstrel.', abilities: on(ends, { op: 'giveThis' }) },
  { name: 'Haunting', rank: 4, colours: ['green'], kind: 'event', text: 'Put a card from the discard pile, other than its top card, into the hand of an opponent of your choice.', effect: [{ op: 'haunt' }] },
  { name: 'Usurper', rank: 5, colours: ['green'], kind: 'asset', text: 'At the beginning of your turn, you may exchange control of a card you control and a card an opponent controls.', abilities: on(begins, { op: 'exchangeControl', may: true }) },
  { name: 'Sacrifice', rank: 6, colours: ['green'], kind: 'event', text: 'Each opponent destroys a card he or she controls.', effect: [{ op: 'eachOpponentDestroys' }] },
  { name: 'Dowsing Rod', rank: 7, colours: ['green'], kind: 'event', text: 'Search the draw pile for an eight. You may reveal it and put it on top of the discard pile. Then shuffle the draw pile.', effect: [{ op: 'search', for: 'eight' }] },
  { name: 'Tax Collector', rank: 8, colours: ['green'], kind: 'asset', text: 'At the end of your turn, each opponent with fewer cards in hand than you draws a card.', abilities: on(ends, { op: 'draw', who: 'fewerThanYou', n: 1 }) },
  { name: 'Grave Robber', rank: 9, colours: ['green'], kind: 'asset', text: 'At the beginning of your turn, you may put an asset card from the discard pile into play on the table under your control. Then destroy Grave Robber.', abilities: on(begins, { op: 'restore', may: true }, { op: 'destroyThis' }) },
  { name: 'Fellowship', rank: 10, colours: ['green'], kind: 'event', text: 'Each of your allies may put a card from his or her hand on the bottom of the draw pile. You may discard an additional card this turn.', effect: [{ op: 'alliesBottom' }, { op: 'extraDiscards', n: 1 }] },
  { name: 'Bountiful Harvest', rank: 11, colours: ['green'], kind: 'event', text: 'Each player draws a card.', effect: [{ op: 'draw', who: 'eachPlayer', n: 1 }] },
  { name: "Druids' Circle", rank: 12, colours: ['green'], kind: 'asset', text: 'At the end of your turn, you may destroy a card you control.', abilities: on(ends, { op: 'destroy', among: 'own', may: true }) },
  { name: 'Rebirth', rank: 13, colours: ['green'], kind: 'event', text: 'Shuffle the discard pile, other than its top card, into the draw pile.', effect: [{ op: 'rebirth' }] },
  // Promos (multicoloured)
  { name: 'Dusk Dragon', rank: 2, colours: ['red', 'blue'], kind: 'asset', promo: true, text: 'At the beginning of your turn, you may destroy a card that is in play on the table of your choice.', abilities: on(begins, { op: 'destroy', among: 'any', may: true }) },
  { name: 'Rainbow Bridge', rank: 10, colours: ['yellow', 'green'], kind: 'event', promo: true, text: 'You may discard two additional cards this turn. Each opponent draws a card.', effect: [{ op: 'extraDiscards', n: 2 }, { op: 'draw', who: 'eachOpponent', n: 1 }] },
  { name: 'Stormcaller', rank: 7, colours: ['blue', 'yellow'], kind: 'event', promo: true, text: 'A player of your choice draws three cards.', effect: [{ op: 'draw', who: 'chosenPlayer', n: 3 }] },
  { name: 'Prism Knight', rank: 11, colours: ['red', 'green'], kind: 'asset', promo: true, text: 'At the beginning of your turn, you may gain control of a card an opponent controls. Then an opponent of your choice gains control of Prism Knight.', abilities: on(begins, { op: 'gainControl', may: true }, { op: 'giveThis' }) },
];
