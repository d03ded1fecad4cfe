/** Seeded bot games of Crazier Eights for the property suites: a runner, and the checks made on every event. */
import { expect } from '@open-wc/testing';
import { eightsBots } from '../../../src/games/crazier-eights/bots.js';
import { crazierEights, type EightsState } from '../../../src/games/crazier-eights/index.js';
import { eightsChecker } from '../../../src/games/crazier-eights/invariants.js';
import type { EightsEvent, EightsOptions } from '../../../src/games/crazier-eights/types.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { playBotGame } from '../../../src/kernel/runner.js';

export interface Spec {
  readonly players: number;
  readonly options: EightsOptions;
  readonly bots: readonly ('random' | 'greedy' | 'easy')[];
  readonly seed: string;
}

/** How often the rare parts came up, so the properties are known not to hold vacuously. */
export const seen: Record<string, number> = {};
const note = (what: string) => (seen[what] = (seen[what] ?? 0) + 1);

const allNull = (cards: readonly unknown[]) => cards.every((c) => c === null);

/** A check made for every seat on every event: chai's chain would cost more than the game. */
function shown(ok: boolean, what: string): void {
  if (!ok) expect.fail(what);
}

/** Nothing a seat may not see is in the event it is sent. */
export function checkRedaction(event: EightsEvent, players: number, seed: string): void {
  for (let s = SPECTATOR; s < players; s++) {
    const r = crazierEights.redact(event, s);
    if (JSON.stringify(r).includes(seed)) expect.fail(`the seed is in seat ${s}'s event`);
    switch (r.type) {
      case 'game.dealt':
        r.hands.forEach((h, o) => shown(o === s || allNull(h), `seat ${s} sees hand ${o}`));
        shown(allNull(r.pile), 'the deck order');
        break;
      case 'cards.drawn':
      case 'pile.looked':
      case 'pile.searched':
        shown(r.seat === s || allNull(r.cards), `seat ${s} sees ${r.type} of seat ${r.seat}`);
        break;
      case 'pile.reshuffled':
      case 'pile.shuffled':
        shown(allNull(r.cards), `seat ${s} sees a shuffle`);
        break;
      case 'hand.looked':
        shown(r.seat === s || r.of === s || allNull(r.cards), `seat ${s} sees a hand looked at`);
        break;
      case 'card.taken':
        shown(r.seat === s || r.from === s || r.card === null, `seat ${s} sees a card taken`);
        break;
      case 'choice.made':
        shown(r.seenBy === null || r.seenBy.includes(s) || r.value === null, `seat ${s} sees a secret choice`);
        break;
      default:
    }
  }
}

/** One seeded game, checked after every event; returns the end state. */
export function checkedGame(spec: Spec): EightsState {
  const checker = eightsChecker();
  const names = Array.from({ length: spec.players }, (_, s) => `P${s}`);
  const game = playBotGame(crazierEights, {
    options: spec.options,
    names,
    bots: spec.bots.slice(0, spec.players).map((b) => eightsBots[b]),
    seed: spec.seed,
    onEvent: (state, event, index) => {
      const broken = checker(state, event as EightsEvent);
      if (broken.length) expect.fail(`${spec.seed} event ${index} (${event.type}): ${broken.join('; ')}`);
      checkRedaction(event as EightsEvent, spec.players, spec.seed);
      note(event.type);
      if (event.type === 'choice.made' && (event as Extract<EightsEvent, { type: 'choice.made' }>).seenBy) note('secret choice');
    },
  });
  expect(game.finished, `${spec.seed}: the game ends`).to.equal(true);
  game.seatStates.forEach((st, s) => expect(st.context.fault, `seat ${s}'s state`).to.equal(null));
  const ctx = game.state.context;
  const result = crazierEights.result(game.state)!;
  const totals = names.map((_, s) => ctx.records.reduce((t, r) => t + r.points[s]!, 0));
  if (spec.options.series === 'points') expect(result.scores).to.deep.equal(totals);
  for (const r of ctx.records) {
    if (r.winners.length === 0) note('no winner');
    for (const w of r.winners) for (const s of names.keys()) if (ctx.teams[s] === ctx.teams[w]) expect(r.winners).to.include(s);
  }
  for (const seat of names.keys())
    expect(canonicalJson(crazierEights.view(game.state, seat))).to.equal(canonicalJson(crazierEights.view(game.seatStates[seat]!, seat)));
  if (ctx.out.some(Boolean)) note('a player lost');
  return game.state;
}
