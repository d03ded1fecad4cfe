import { expect } from '@open-wc/testing';
import { planetBots } from '../../../src/games/planet-tricks/bots.js';
import { card, cardName } from '../../../src/games/planet-tricks/cards.js';
import { describeEvent, describeEventText } from '../../../src/games/planet-tricks/describe-event.js';
import { planetTricks, type PlanetState } from '../../../src/games/planet-tricks/index.js';
import type { PlanetContext, PlanetEvent } from '../../../src/games/planet-tricks/types.js';
import { playBotGame } from '../../../src/kernel/runner.js';

const NAMES = ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve'];

interface Game {
  readonly events: PlanetEvent[];
  readonly states: PlanetState[];
}
function game(players: number, seed: string): Game {
  const names = NAMES.slice(0, players);
  const { events } = playBotGame(planetTricks, { options: { nullRule: true }, names, bots: names.map(() => planetBots.greedy), seed });
  const states = [planetTricks.initial()];
  for (const e of events) states.push(planetTricks.evolve(states.at(-1)!, e));
  return { events, states };
}
const four = game(4, 'describe-4');
const five = game(5, 'describe-5');

/** Index of the first event whose step passes `test`, with its words. */
function find(g: Game, test: (prev: PlanetContext, e: PlanetEvent, next: PlanetContext) => boolean) {
  for (let i = 0; i < g.events.length; i++) {
    const prev = g.states[i]!.context;
    const next = g.states[i + 1]!.context;
    const e = g.events[i]!;
    if (test(prev, e, next)) return { i, prev, next, event: e, lines: describeEvent(prev, e, next) };
  }
  throw new Error('no such event in this game');
}
const played = (e: PlanetEvent) => e as Extract<PlanetEvent, { type: 'card.played' }>;

describe('describeEvent (Planet Tricks move list)', () => {
  it('says who sat down, and who starts each round', () => {
    expect(describeEvent(four.states[0]!.context, four.events[0]!, four.states[1]!.context)).to.deep.equal(['New game: Ann, Bob, Cyd, Dee (Null rule on)']);
    const deal = find(four, (_, e) => e.type === 'round.dealt');
    const starter = (deal.event as Extract<PlanetEvent, { type: 'round.dealt' }>).starter;
    expect(deal.lines).to.deep.equal([`Round 1 dealt: ${NAMES[starter]} starts`]);
  });

  it('says a plain play in one line', () => {
    const step = find(four, (prev, e, next) => e.type === 'card.played' && prev.trick.length === 0 && next.trick.length === 1);
    const e = played(step.event);
    expect(step.lines).to.deep.equal([`${NAMES[e.seat]} played ${cardName(e.card)}`]);
  });

  it('names the card a play collided with, and whose it was', () => {
    const step = find(four, (prev, e, next) => e.type === 'card.played' && next.trick.length > prev.trick.length && !next.trick.at(-1)!.faceUp);
    const e = played(step.event);
    const hit = step.prev.trick.find((p) => p.faceUp && card(p.card).rank === card(e.card).rank)!;
    expect(step.lines[0]).to.equal(`${NAMES[e.seat]} played ${cardName(e.card)} — it collided with ${NAMES[hit.seat]}'s ${cardName(hit.card)}`);
  });

  it('says who takes a trick, with which card', () => {
    const step = find(
      four,
      (prev, e, next) =>
        e.type === 'card.played' && next.trickNumber > prev.trickNumber && next.lastTrick?.bigBang === false && next.rounds.length === prev.rounds.length,
    );
    const t = step.next.lastTrick!;
    const win = t.plays.find((p) => p.seat === t.winner && p.faceUp)!;
    expect(step.lines).to.have.length(2);
    expect(step.lines[1]).to.equal(`${NAMES[t.winner]} takes the trick with ${cardName(win.card)}`);
  });

  it('says a Big Bang: the Starting player of the trick takes it', () => {
    const step = find(four, (prev, e, next) => e.type === 'card.played' && next.trickNumber > prev.trickNumber && next.lastTrick?.bigBang === true);
    expect(step.lines).to.include(`Big Bang: ${NAMES[step.prev.leader]} takes the trick`);
  });

  it('says the Break when the first Black Card is played', () => {
    const step = find(four, (prev, e) => e.type === 'card.played' && !prev.broken && card(played(e).card).suit === 'black');
    expect(step.lines[0]).to.match(/ — Break! Black Cards may now be played$/);
  });

  it('says a collision with a field card (odd player counts)', () => {
    const step = find(five, (prev, e, next) => e.type === 'card.played' && next.trickNumber > prev.trickNumber && next.lastTrick?.fieldCollision != null);
    const field = step.next.field[step.next.lastTrick!.fieldCollision!]!;
    expect(step.lines.some((l) => l.endsWith(`collided with the field card ${cardName(field.card)}`))).to.equal(true);
  });

  it("gives each round's counted tricks, and the winner at the end", () => {
    const end = find(four, (prev, _, next) => next.rounds.length > prev.rounds.length);
    const r = end.next.rounds[0]!;
    expect(end.lines).to.include(
      `Round 1 over: ${NAMES.slice(0, 4)
        .map((n, s) => `${n} ${r.counted[s]}`)
        .join(', ')}`,
    );
    expect(end.lines.some((l) => l.startsWith('Game over'))).to.equal(false);
    const last = four.events.length - 1;
    const lines = describeEvent(four.states[last]!.context, four.events[last]!, four.states[last + 1]!.context);
    const totals = four.states[last + 1]!.context.totals;
    const best = Math.min(...totals);
    const winners = totals.flatMap((t, s) => (t === best ? [NAMES[s]] : []));
    expect(lines.at(-2)).to.match(/^Round \d over: /);
    expect(lines.at(-1)).to.equal(`Game over: ${winners.join(' and ')} ${winners.length > 1 ? 'win' : 'wins'} with ${best} tricks`);
  });

  it('marks a seat nulled by the Null rule', () => {
    const end = find(four, (prev, _, next) => next.rounds.length > prev.rounds.length);
    const r = end.next.rounds[0]!;
    const nulled = { ...r, nines: [4, 0, 0, 0], counted: [0, ...r.counted.slice(1)] };
    const next: PlanetContext = { ...end.next, rounds: [nulled] };
    expect(describeEvent(end.prev, end.event, next)).to.include(
      `Round 1 over: Ann 0 (Null: all four 9s), Bob ${r.counted[1]}, Cyd ${r.counted[2]}, Dee ${r.counted[3]}`,
    );
  });

  it("reads the same from a seat's redacted log as from the full log", () => {
    for (const seat of [0, 2, -1]) {
      let state = planetTricks.initial();
      four.events.forEach((e, i) => {
        const next = planetTricks.evolve(state, planetTricks.redact(e, seat));
        expect(describeEvent(state.context, planetTricks.redact(e, seat), next.context), `event ${i}, seat ${seat}`).to.deep.equal(
          describeEvent(four.states[i]!.context, e, four.states[i + 1]!.context),
        );
        state = next;
      });
    }
  });

  it('joins lines into sentences for a live region', () => {
    expect(describeEventText(['Ann played Sun 7', 'Bob takes the trick'])).to.equal('Ann played Sun 7. Bob takes the trick.');
  });
});
