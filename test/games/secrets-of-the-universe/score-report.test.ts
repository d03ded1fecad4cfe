/**
 * What `peer-table score` reports agrees with the game's own scoring: exposed melds extended with
 * hand cards and joined where that scores more, going out fully and by deck draw; in the Advanced
 * Version Bonus Cards in the notation, set-aside cards, the limit and Ultimate 11+ Aces; on hand-made
 * hands and on every hand revealed in seeded Intermediate and Advanced bot matches.
 */
import { expect } from '@open-wc/testing';
import { meldOf } from '../../../src/games/secrets-of-the-universe/melds.js';
import { json, result, text, type Request } from '../../../src/games/secrets-of-the-universe/score-report.js';
import { cards } from '../../support/builders/secrets.js';
import { runTableMatch } from '../../support/builders/secrets-table.js';
import { bonusCards, runAdvancedMatch } from './support/advanced.js';

const request = (hand: string, exposed: readonly string[], more: Partial<Request> = {}): Request => ({
  version: 'intermediate',
  hand: cards(hand),
  exposed: exposed.map((m) => meldOf(cards(m), 'intermediate')!),
  out: false,
  drawn: null,
  aside: [],
  json: false,
  ...more,
});

describe('peer-table score: scored as the game scores', () => {
  it('extends an exposed sequence with hand cards, as at the end of a game, and lists it with the exposed melds', () => {
    const r = result(request('E5 E6 E7 F9 F9 M1 M2 M3 M4 M5', ['E2 E3 E4*', 'W1 W1 W1'], { out: true }));
    expect(r.arrangement.melds.map((m) => m.cards.map((c) => c.code).join(' '))).to.deep.equal(['E2 E3 E4 E5 E6 E7', 'W1 W1 W1', 'M1 M2 M3 M4 M5']);
    expect(r.arrangement.exposed).to.equal(2);
    expect([r.total, r.out, r.fully, r.deckDraw]).to.deep.equal([40 + 40 + 30 + 10, true, true, 0]);
    const out = JSON.parse(json(r)) as { melds: { exposed: boolean; kind: string }[]; total: number };
    expect(out.melds.map((m) => [m.kind, m.exposed])).to.deep.equal([
      ['6-Sequence', true],
      ['concealed 3-Unity', true],
      ['Magic 5-Sequence', false],
    ]);
    expect(text(request('E5 E6 E7 F9 F9 M1 M2 M3 M4 M5', ['E2 E3 E4*', 'W1 W1 W1'], { out: true }), r)).to.match(
      /\nExposed melds:\n {2}6-Sequence +E2 E3 E4\* E5 E6 E7 +40\n/,
    );
  });

  it('joins two exposed sequences that line up, and adds the fourth card of a 3-Set', () => {
    const r = result(request('E7 A5 F1', ['E1 E2 E3*', 'E4 E5* E6', 'E5 F5 W5*']));
    expect(r.arrangement.melds.map((m) => m.cards.length)).to.deep.equal([7, 4]);
    expect(r.total).to.equal(60 + 20);
  });

  it('--drawn: going out with the card drawn from the deck in a meld is going out by deck draw, +5', () => {
    const hand = 'E1 E2 E3 F4 F5 F6 A7 A8 A9 W1 W2 W3 M5';
    const plain = result(request(hand, [], { out: true }));
    const drawn = result(request(hand, [], { out: true, drawn: 'E2' }));
    expect(drawn.total - plain.total).to.equal(5);
    expect(drawn.deckDraw).to.equal(5);
    expect(result(request(hand, [], { out: true, drawn: 'M5' })).deckDraw, 'the card drawn left out').to.equal(0);
  });

  it("every hand revealed in seeded Intermediate matches: the report gives the game's melds and points", function () {
    this.timeout(60_000);
    let hands = 0;
    for (const seed of ['report/1', 'report/2', 'report/3']) {
      runTableMatch({ players: 4, matchLength: 4, bots: ['greedy', 'greedy', 'random', 'greedy'], seed }, (state, event) => {
        if (event.type !== 'hands.revealed') return;
        const ctx = state.context;
        const wentOut = ctx.ending && 'wentOut' in ctx.ending ? ctx.ending.wentOut : null;
        const drawn = ctx.drawn?.from === 'deck' ? ctx.drawn.card : null;
        ctx.revealed!.forEach((revealed, seat) => {
          const r = result({
            version: 'intermediate',
            hand: revealed.cards,
            exposed: ctx.exposed[seat]!,
            out: seat === wentOut,
            drawn: seat === wentOut ? drawn : null,
            aside: [],
            json: true,
          });
          expect(r.arrangement.melds, `${seed}, seat ${seat}`).to.deep.equal(revealed.melds);
          expect(r.total).to.equal(revealed.melds.reduce((t, m) => t + m.points.low, 0) + revealed.bonus + revealed.deckDraw);
          hands++;
        });
      });
    }
    expect(hands).to.equal(3 * 4 * 4);
  });

  it('Advanced: Bonus Cards in the notation, a 0 and Divinity in melds, +5 for each card set aside, the limit', () => {
    const advanced = (hand: string, more: Partial<Request> = {}): Request => ({ ...request('', []), version: 'advanced', hand: bonusCards(hand), ...more });
    const req = advanced('P0 E1 E2 F5 F6 F7 W9 W9 Divinity A4 A5 A6 M1', { out: true, aside: ['Void', 'Eternity'] });
    const r = result(req);
    expect(r.arrangement.melds.map((m) => m.cards.map((c) => c.code).join(' '))).to.have.members(['P0 E1 E2', 'F5 F6 F7', 'W9 W9 Divinity', 'A4 A5 A6']);
    expect([r.out, r.fully, r.total]).to.deep.equal([true, false, 10 + 10 + 30 + 10 + 10]);
    expect(text(req, r)).to.contain('Set aside: Void Eternity: +10');
    const capped = result(advanced('E1 E1 F1 F1 W1 W1 A1 A1 M1 M1 A1', { aside: ['Void'] }));
    expect([capped.total, capped.overLimit]).to.deep.equal([1100, 1105]);
    expect(JSON.parse(json(capped))).to.include({ total: 1100, overLimit: 1105 });
  });

  it('Advanced: Ultimate 11+ Aces is named; a concealed unity of Magic 8s takes a packet whose first Bonus Card counts twice', () => {
    const ultimate = { ...request('', []), version: 'advanced' as const, hand: bonusCards('M1 M1 M1 E1 E1 F1 F1 W1 W1 A1 A1 E5'), out: true };
    expect(text(ultimate, result(ultimate))).to.contain('Ultimate 11+ Aces: wins the match at once');
    expect(JSON.parse(json(result(ultimate)))).to.include({ ultimate: true });
    const eights = { ...request('', []), version: 'advanced' as const, hand: bonusCards('E8 F8 W8 M8 M8 M8') };
    const lines = text(eights, result(eights)).split('\n');
    expect(lines.find((l) => l.includes('3-Set'))).to.match(/10 \(takes a packet: \+5 a Bonus Card in it\)$/);
    expect(lines.find((l) => l.includes('Magic 3-Unity'))).to.match(/60 \(takes a packet: \+5 a Bonus Card in it, the first twice\)$/);
  });

  it("every hand revealed in seeded Advanced matches: the report gives the game's melds and points before the packets", function () {
    this.timeout(60_000);
    let hands = 0;
    for (const seed of ['report/a1', 'report/a2']) {
      runAdvancedMatch({ players: 4, matchLength: 4, bots: ['greedy', 'greedy', 'random', 'greedy'], seed, expert: false }, (state, event) => {
        if (event.type !== 'hands.revealed') return;
        const ctx = state.context;
        const wentOut = ctx.ending && 'wentOut' in ctx.ending ? ctx.ending.wentOut : null;
        const drawn = ctx.drawn?.from === 'deck' || ctx.drawn?.from === 'publicUsed' ? ctx.drawn.card : null;
        ctx.revealed!.forEach((revealed, seat) => {
          const r = result({
            version: 'advanced',
            hand: revealed.cards,
            exposed: ctx.exposed[seat]!,
            out: seat === wentOut,
            drawn: seat === wentOut ? drawn : null,
            aside: ctx.aside[seat]!,
            json: true,
          });
          expect(r.arrangement.melds, `${seed}, seat ${seat}`).to.deep.equal(revealed.melds);
          expect(r.setAside).to.deep.equal(revealed.setAside);
          const total = revealed.melds.reduce((t, m) => t + m.points.low, 0) + revealed.bonus + revealed.deckDraw + 5 * revealed.setAside.length;
          expect(r.total).to.equal(Math.min(1100, total));
          hands++;
        });
      });
    }
    expect(hands).to.equal(2 * 4 * 4);
  });
});
