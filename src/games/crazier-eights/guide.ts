/** Crazier Eights' How to play, in our own words (the rules as played here: docs/games/crazier-eights.md). */
import type { Guide } from '../guide.js';

export const eightsGuide = {
  sections: [
    {
      id: 'goal',
      title: 'The goal',
      paragraphs: [
        'Be the first with no cards in hand. It is Crazy Eights, except that every card can also be played for its own effect, as an [event](#event) or an [asset](#asset).',
        'A few assets win or lose the game another way (Throne of Kings, Thin Ice, Greed’s Bargain). With [teams](#ally), a team wins or loses together.',
      ],
    },
    {
      id: 'cards',
      title: 'The cards and the deal',
      paragraphs: [
        '52 different cards: four colours (yellow sun, red moon, blue eye, green ankh), ranks A to K in each. Eights are [wild](#eight). Two to four players use one deck; five to eight shuffle two decks together. The table may add four multicoloured promo cards.',
        'The first player is drawn at random. Everyone gets seven cards, and the next card starts the [discard pile](#discard-pile); the rest is the [draw pile](#draw-pile).',
      ],
    },
    {
      id: 'turn',
      title: 'A turn',
      paragraphs: [
        'Beginning: abilities that act “at the beginning of your turn” take effect. Then you draw a card.',
        'Main: in any order, you may [discard](#discard) one card and [play](#play) one card. A discard must share a colour or the rank of the top card, or be an eight; with an eight you name a colour, and the next discard must be that colour (or an eight) while your eight stays on top. Some cards give [additional discards](#additional-discard), one at a time, each matching the new top card.',
        'Playing needs no match: an event is revealed, takes effect and goes to the bottom of the discard pile; an asset goes into play in front of you, and you [control](#control) it. An event that must choose something can only be played when there is something to choose.',
        'End: abilities that act “at the end of your turn” take effect, then the next player clockwise begins.',
      ],
    },
    {
      id: 'abilities',
      title: 'How abilities work',
      paragraphs: [
        'A [conditional ability](#conditional-ability) occurs when its condition is met, if its card is in play then; a card put into play while the condition is being answered does not join in. Once it occurred it takes effect even if its card is destroyed first, and whoever controlled the card when it occurred decides for it.',
        'Abilities that occur together take effect for the player taking the turn first, then clockwise; the turn player orders several abilities of one controller. “May” can be declined; anything else must be done, so a Devious Dragon alone on the table destroys itself.',
        '[Substitution](#substitution) abilities (“if … would …”) change what happens, and two of them change it twice: two Castles mean two fewer cards drawn. A card that [loses its abilities](#lose-abilities) stays in play doing nothing.',
        'When someone other than the turn player must choose, the table waits for them for 30 seconds, then declines a “may” or takes the first choice.',
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      paragraphs: [
        'One game: the winner (and allies) win. Three games with points: after each game everyone scores a point per card left in hand, the winners none; the fewest points in total wins, and whoever has the most points goes first in the next game. A match: the first to win two games, at most three.',
      ],
    },
    {
      id: 'end',
      title: 'The end',
      paragraphs: [
        'A game ends the moment a player has no cards in hand, when a card says someone wins, or when one team is left because the others [lost](#lose). A player who loses leaves the game, and their cards in hand and in play go to the bottom of the discard pile.',
        'If the draw pile is empty when someone must draw, the discard pile under its top card is shuffled into a new draw pile. If even that is impossible, the game ends and the fewest cards in hand win.',
      ],
    },
  ],
  terms: [
    { id: 'event', term: 'Event', text: 'A card played for a one-time effect: revealed, it takes effect, then goes to the bottom of the discard pile.' },
    { id: 'asset', term: 'Asset', text: 'A card played into play in front of you. It does what it says for as long as it stays in play.' },
    {
      id: 'eight',
      term: 'Eight',
      text: 'Wild when discarded: it matches anything, and you name the colour the next discard must have. Played for its effect, it is an ordinary card.',
    },
    {
      id: 'discard',
      term: 'Discard',
      text: 'Put a card from your hand on top of the discard pile. It must share a colour or the rank of the top card, or be an eight. A discarded card has no effect.',
    },
    {
      id: 'additional-discard',
      term: 'Additional discard',
      text: 'A discard on top of your one regular discard; each is made alone and must match the new top card.',
    },
    {
      id: 'play',
      term: 'Play',
      text: 'Use a card from your hand for its effect, whatever its colour or rank: an event takes effect, an asset goes into play. One a turn.',
    },
    {
      id: 'control',
      term: 'Control',
      text: 'You control the assets in play in front of you. Some cards give control of a card to another player or exchange it.',
    },
    {
      id: 'conditional-ability',
      term: 'Conditional ability',
      text: 'An ability that takes effect when something happens: at the beginning or end of a turn, or “whenever” something is done.',
    },
    {
      id: 'substitution',
      term: 'Substitution',
      text: 'An ability starting with “if … would …” that changes another effect, such as Castle making an opponent’s effect draw you one fewer card.',
    },
    {
      id: 'destroy',
      term: 'Destroy',
      text: 'Put a card in play on the bottom of the discard pile. When several are destroyed at once, the player taking the turn orders them.',
    },
    { id: 'lose-abilities', term: 'Lose abilities', text: 'A card that lost its abilities stays in play but does nothing.' },
    {
      id: 'discard-pile',
      term: 'Discard pile',
      text: 'Face-up cards. Discards go on top; destroyed cards and played events go on the bottom. Anyone may look through it.',
    },
    {
      id: 'draw-pile',
      term: 'Draw pile',
      text: 'The face-down deck you draw from. Looking at its cards shows them to you alone; revealing them shows them to everyone.',
    },
    {
      id: 'ally',
      term: 'Ally',
      text: 'A player on your team (teams of two or three sit apart). If one of you wins, you all win; if one loses, you all lose. Allies are not opponents.',
    },
    { id: 'lose', term: 'Lose', text: 'A player who loses stops playing; their cards go to the bottom of the discard pile. The last team left wins.' },
  ],
} as const satisfies Guide;
