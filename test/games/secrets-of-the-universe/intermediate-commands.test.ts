/**
 * The Intermediate Version's commands from outside (exact shapes, no seat fields), its moves refused
 * in the Basic Version, the deck running out, what a screen is shown of the table, and one sentence
 * per Intermediate event for the move list.
 */
import { expect } from '@open-wc/testing';
import { secretsMachine } from '../../../machines/secrets-of-the-universe.machine.js';
import { describeEvent } from '../../../src/games/secrets-of-the-universe/describe-event.js';
import { stepOf } from '../../../src/games/secrets-of-the-universe/index.js';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { checkPickUp } from '../../../src/games/secrets-of-the-universe/intermediate/view.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import { A, B, C, D, discard, draw, game, given, stateOf, table, take } from '../../support/builders/secrets.js';
import { area, bump, driveTable, extendMeld, joinMelds, pass, pickUp, runTableMatch } from '../../support/builders/secrets-table.js';

describe('Intermediate commands: shapes', () => {
  it('accepts pickUp, extendMeld, joinMelds, bump and pass with their exact keys', () => {
    for (const c of [pickUp([area(A), area('main', 2)], 'E1 E2*'), pickUp([area(3, 0)], '', 1), extendMeld(0, 'E4'), joinMelds(0, 1), bump, pass])
      expect(game.isCommand(c), JSON.stringify(c)).to.equal(true);
  });

  it('refuses extra keys (a seat field), malformed references and cards', () => {
    for (const c of [
      { ...pickUp([area(A)], 'E1'), seat: B },
      { type: 'bump', seat: 2 },
      { type: 'pass', card: 'E1' },
      { type: 'pickUp', discards: [{ area: 'north', index: 0 }], hand: [] },
      { type: 'pickUp', discards: [{ area: 0, index: -1 }], hand: [] },
      { type: 'pickUp', discards: [{ area: 0, index: 0, card: 'E1' }], hand: [] },
      { type: 'pickUp', discards: [area(0)], hand: [{ code: 'X1', taken: false }] },
      { type: 'pickUp', discards: [area(0)], hand: [{ card: 'E1', taken: false }] },
      { type: 'pickUp', discards: [area(0)], hand: [], onto: 1.5 },
      { type: 'extendMeld', meld: 0, hand: [{ code: 'E1' }] },
      { type: 'joinMelds', melds: [0] },
      { type: 'joinMelds', melds: [0, 1, 2] },
    ])
      expect(game.isCommand(c), JSON.stringify(c)).to.equal(false);
  });

  it('in the Basic Version they are refused with a reason', () => {
    const s = stateOf(table({ players: 4, dealer: A }));
    for (const c of [pickUp([area(A)]), extendMeld(0, 'E1'), joinMelds(0, 1), bump, pass])
      given(s).when(A, c).refused('version', 'That is a move of the Intermediate Version.');
  });
});

describe('Intermediate Version: the deck running out', () => {
  const emptied = () => {
    const d = driveTable({ players: 4, dealer: A, faceDown: 'E9' });
    for (const seat of [A, B, C, D])
      d.do(draw, seat)
        .do(discard(d.ctx.hands[seat]!.at(-1)!.code), seat)
        .settle();
    return secretsMachine.resolveState({ value: { playing: 'draw' }, context: { ...d.ctx, quarters: [[], [], [], []] } });
  };

  it('a player facing an empty deck may still draw the main discard; drawing from the deck ends the game', () => {
    const s = emptied();
    expect(game.view(s, A).deckCount).to.equal(0);
    given(s).when(A, take).then({ type: 'discard.taken', seat: A, card: 'E9' });
    const ended = given(s)
      .when(A, draw)
      .then({ type: 'deck.exhausted', turn: { seat: A } });
    expect(stepOf(ended)).to.equal('revealing');
  });

  it("a dummy's turn on an empty deck ends the game", () => {
    const d = driveTable({ players: 2, dealer: A });
    d.do(draw, A).do(discard(d.ctx.hands[A]!.at(-1)!.code), A);
    const s = secretsMachine.resolveState({ value: { playing: 'claim' }, context: { ...d.ctx, quarters: [[], [], [], []] } });
    const closed = game.evolve(s, { type: 'claim.closed' });
    expect(game.advance(closed, createRandom('x'))).to.deep.equal([{ type: 'deck.exhausted', turn: { dummy: 0 } }]);
  });
});

describe('Intermediate Version: what a screen is shown', () => {
  it('the quarters, the draw quarter, whether the discards are open to this seat, and the pickup check off turn', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2', [B]: 'W3 W4' } });
    const v = d.view(C);
    expect(v.table!.quarters.reduce((a, b) => a + b, 0)).to.equal(v.deckCount);
    expect(v.table!.drawQuarter).to.equal(0);
    expect(v.table!.mayTakeDiscards).to.equal(false);
    expect(d.view(A).table!.mayTakeDiscards).to.equal(true);
    d.do(draw, A);
    expect(d.view(A).table!).to.deep.include({ mayTakeDiscards: false, drawn: 'deck' });
    d.do(discard('W2'), A).settle();
    expect(checkPickUp(d.view(C), pickUp([area(A)], 'W3 W4') as never)).to.deep.include({ rule: 'turn' });
    expect(checkPickUp(d.view(B), pickUp([area(A)], 'W3 W4') as never)).to.equal(null);
    expect(d.view(SPECTATOR).table!.exposed).to.deep.equal([[], [], [], []]);
  });
});

describe('Intermediate Version: one sentence per event', () => {
  const { events } = runTableMatch({ players: 4, matchLength: 4, bots: ['greedy', 'random', 'greedy', 'random'], seed: 'describe-table' });
  const states = [game.initial()];
  for (const e of events) states.push(game.evolve(states.at(-1)!, e));
  const line = (type: SecretsEvent['type'], seat = SPECTATOR) => {
    const i = events.findIndex((e) => e.type === type);
    expect(i, type).to.be.at.least(0);
    return { line: describeEvent(states[i]!.context, events[i]!, states[i + 1]!.context, seat), e: events[i]! };
  };

  it('the Duel, the layout with the face-down card (named to the dealer only), the face-down card turned up', () => {
    expect(line('duel.dealt').line).to.match(/^Duel for the first dealer: Ann .+, Bob .+, Cyd .+, Dee .+; (a tie, the tied draw again|\w+ deals)$/);
    const dealt = line('layout.dealt');
    expect(dealt.line).to.match(/^Game 1 of 4: \w+ dealt, with a card face down in the main discard area$/);
    const dealer = (dealt.e as { dealer: number }).dealer;
    expect(line('layout.dealt', dealer).line).to.match(
      /^Game 1 of 4: you dealt, with a card face down in the main discard area \((Earth|Fire|Water|Air|Magic) \d\)$/,
    );
    expect(line('faceDown.turnedUp').line).to.match(/^\w+'s face-down card is turned up: \w+ \d$/);
  });

  it('pickups, bumps, and the claim window closing', () => {
    expect(line('discards.pickedUp').line).to.match(/^\w+ picked up .+ from (\w+'s|your|the main) area.* (into|onto) a .+$/);
    expect(line('claim.closed').line).to.match(/^Nobody bumped \w+ \d$/);
    expect(line('card.bumped').line).to.match(/^\w+ bumped \w+ \d(, showing .+| onto an exposed 3-Unity)( \(a super-bump\))?$/);
  });

  it('passing, extending and joining exposed melds', () => {
    const d = driveTable({ players: 4, dealer: A, claimMs: 3000, hands: { [A]: 'E3' } });
    d.do(draw, A).do(discard('E3'), A);
    const before = d.ctx;
    d.do(pass, B);
    expect(describeEvent(before, d.log.at(-1)!, d.ctx, B)).to.equal('You passed on Earth 3');
    const joined: SecretsEvent = { type: 'melds.joined', seat: C, melds: [0, 1] };
    const extended: SecretsEvent = { type: 'meld.extended', seat: C, meld: 0, hand: [{ code: 'E7', taken: false }] };
    expect(describeEvent(d.ctx, joined, d.ctx)).to.equal('Cyd joined two exposed sequences');
    expect(describeEvent(d.ctx, extended, d.ctx, C)).to.equal('You extended your exposed meld with Earth 7');
  });
});
