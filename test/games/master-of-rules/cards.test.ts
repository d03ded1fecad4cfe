/** The composition of docs/games/master-of-rules.md, "The cards": what it is, and why the rule pile lasts. */
import { expect } from '@open-wc/testing';
import {
  cardName,
  CARD_COUNT,
  COLOURS,
  colourOf,
  isNum,
  isRule,
  kindOf,
  NUM_DECK,
  NUM_HAND,
  numberOf,
  POSITIONS,
  RULE_COPIES,
  RULE_DECK,
  RULE_HAND,
  RULE_KINDS,
  ruleOf,
} from '../../../src/games/master-of-rules/cards.js';
import { totalDeals } from '../../../src/games/master-of-rules/rules.js';
import { n, r, TRIO } from './builders.js';

describe('Master of Rules cards', () => {
  it('are 45 numerical cards, 1 to 9 in five colours once each, and 12 copies of each of the five rule cards', () => {
    expect(NUM_DECK.length).to.equal(45);
    expect(RULE_DECK.length).to.equal(60);
    expect(CARD_COUNT).to.equal(105);
    const faces = NUM_DECK.map((c) => `${colourOf(c)} ${numberOf(c)}`);
    expect(new Set(faces).size).to.equal(45);
    for (const colour of COLOURS) expect(NUM_DECK.filter((c) => colourOf(c) === colour).map(numberOf)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const kind of RULE_KINDS) expect(RULE_DECK.filter((c) => ruleOf(c) === kind).length).to.equal(12);
    expect(NUM_DECK.every((c) => isNum(c) && !isRule(c) && kindOf(c) === 'num')).to.equal(true);
    expect(RULE_DECK.every((c) => isRule(c) && kindOf(c) === 'rule')).to.equal(true);
  });

  it('have names', () => {
    expect(cardName(n('red', 7))).to.equal('Red 7');
    expect(cardName(r(TRIO, 11))).to.equal('Trio');
    expect(RULE_KINDS.map((k) => cardName(r(k)))).to.deep.equal(['Limit 23', 'Best of the Best', 'Only One', 'Trio', 'Support Right']);
  });

  it('the rule pile lasts a whole game even if every rule card played were completed', () => {
    for (const players of [3, 4, 5]) {
      const deals = totalDeals(players);
      // The last refill set is drawn after deal D-2: hands, the cards completed by then, and the set itself.
      const worst = RULE_HAND * players + players * (deals - 2) + players + (POSITIONS - players === 2 ? 1 : 0);
      expect(worst, `${players} players`).to.be.at.most(RULE_DECK.length);
      // ...and a dummy's rule card in the final deal (3 players) with every card completed before it.
      if (players === 3) expect(RULE_HAND * players + players * (deals - 1) + 1).to.be.at.most(RULE_DECK.length);
      // The numerical cards never leave: hands, the refill set and five in play at most.
      expect(NUM_HAND * players + players + 5).to.be.at.most(NUM_DECK.length);
    }
    expect(RULE_COPIES * RULE_KINDS.length).to.equal(60);
    // Eleven copies would not do for five players.
    expect(RULE_HAND * 5 + 5 * (totalDeals(5) - 2) + 5).to.be.above(11 * RULE_KINDS.length);
  });
});
