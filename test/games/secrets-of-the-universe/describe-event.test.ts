/**
 * describeEvent: one sentence per event for a move list or a screen reader, from a seat's point of
 * view, reading only what that seat may know.
 */
import { expect } from '@open-wc/testing';
import { describeEvent, describeEventText } from '../../../src/games/secrets-of-the-universe/describe-event.js';
import { meldName } from '../../../src/games/secrets-of-the-universe/words.js';
import type { SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import type { SecretsContext, SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { basic } from '../../../src/games/secrets-of-the-universe/basic/version.js';
import { advanced } from '../../../src/games/secrets-of-the-universe/advanced/version.js';
import { voiceOf } from '../../../src/games/secrets-of-the-universe/words.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { cards, game, runMatch, type BotName } from '../../support/builders/secrets.js';

interface Played {
  readonly events: SecretsEvent[];
  readonly states: SecretsState[];
}
function played(players: number, seed: string, bots: readonly BotName[] = ['greedy', 'random', 'greedy', 'random']): Played {
  const { events } = runMatch({ players, matchLength: 4, bots: bots.slice(0, players), seed });
  const states = [game.initial()];
  for (const e of events) states.push(game.evolve(states.at(-1)!, e));
  return { events, states };
}
const two = played(2, 'describe-2');
const three = played(3, 'describe-3');
/** Random bots rarely go out: the deck runs out. */
const slow = played(2, 'describe-slow', ['random', 'random']);

/** The first step whose event passes `test`, with the words for `seat`. */
function find(g: Played, test: (e: SecretsEvent, prev: SecretsContext) => boolean, seat = SPECTATOR) {
  for (let i = 0; i < g.events.length; i++) {
    const prev = g.states[i]!.context;
    const e = g.events[i]!;
    if (test(e, prev)) return { e, line: describeEvent(prev, e, g.states[i + 1]!.context, seat) };
  }
  throw new Error('no such event in this match');
}

describe('describeEvent (Secrets of the Universe move list)', () => {
  it('the match, the first dealer and each deal', () => {
    expect(find(three, (e) => e.type === 'game.created').line).to.equal('New match of 4 games, Basic Version: Ann, Bob, Cyd and a dummy');
    expect(find(two, (e) => e.type === 'game.created').line).to.equal('New match of 4 games, Basic Version: Ann, Bob and two dummies');
    const chosen = find(three, (e) => e.type === 'dealer.chosen');
    const seat = (chosen.e as { seat: number }).seat;
    expect(chosen.line).to.equal(`${['Ann', 'Bob', 'Cyd'][seat]} deals the first game`);
    expect(find(three, (e) => e.type === 'dealer.chosen', seat).line).to.equal('You deal the first game');
    const deal = find(three, (e) => e.type === 'game.dealt');
    expect(deal.line).to.match(/^Game 1 of 4: (Ann|Bob|Cyd) dealt; (Earth|Fire|Water|Air) \d starts the discards$/);
  });

  it('a draw names the card only to the one who drew it', () => {
    const test = (e: SecretsEvent) => e.type === 'card.drawn';
    const { e } = find(three, test);
    const seat = (e as { seat: number }).seat;
    const name = ['Ann', 'Bob', 'Cyd'][seat];
    expect(find(three, test).line).to.equal(`${name} drew from the deck`);
    expect(find(three, test, (seat + 1) % 3).line).to.equal(`${name} drew from the deck`);
    expect(find(three, test, seat).line).to.match(/^You drew (Earth|Fire|Water|Air) \d from the deck$/);
  });

  it("taking the discard, discarding, a dummy's discard", () => {
    expect(find(three, (e) => e.type === 'discard.taken').line).to.match(/^(Ann|Bob|Cyd) took (Earth|Fire|Water|Air) \d from the discards$/);
    expect(find(three, (e) => e.type === 'card.discarded' && !e.taken).line).to.match(/^(Ann|Bob|Cyd) discarded (Earth|Fire|Water|Air) \d$/);
    expect(find(three, (e) => e.type === 'card.discarded' && e.taken).line).to.match(/ discarded .+ \(a card taken from the discards\)$/);
    expect(find(three, (e) => e.type === 'dummy.discarded').line).to.match(/^The dummy discarded (Earth|Fire|Water|Air) \d from the top of the deck$/);
    expect(find(two, (e) => e.type === 'dummy.discarded').line).to.match(/^Dummy [12] discarded .+ from the top of the deck$/);
  });

  it('going out, the deck running out, the reveal, the coins, the scores and the end of the match', () => {
    const out = find(three, (e) => e.type === 'player.wentOut');
    expect(out.line).to.match(/^(Ann|Bob|Cyd) went out$/);
    expect(find(three, (e) => e.type === 'player.wentOut', (out.e as { seat: number }).seat).line).to.equal('You went out');
    expect(find(slow, (e) => e.type === 'deck.exhausted').line).to.match(/^The deck ran out on (Ann's|Bob's|Dummy 1's|Dummy 2's) turn: the game ends$/);
    expect(find(three, (e) => e.type === 'hands.revealed').line).to.match(/^Hands revealed: Ann \d+ melds? for \d+.*; Bob .*; Cyd .*$/);
    expect(find(three, (e) => e.type === 'game.scored').line).to.match(/^Game 1 scored: Ann -?\d+, Bob \d+, Cyd \d+; totals Ann \d+, Bob \d+, Cyd \d+$/);
    expect(find(three, (e) => e.type === 'match.over').line).to.match(/^Match over: .+ wins? with \d+ points$/);
  });

  it('the words for a coin called and flipped', () => {
    const meld = { kind: 'set', cards: cards('E8 F8 W8'), points: { low: 10, high: 15 } };
    const base = three.states[1]!.context;
    const ctx: SecretsContext = {
      ...base,
      revealed: [
        { cards: meld.cards, melds: [meld], unmelded: [], bonus: 0, deckDraw: 0, setAside: [] },
        base.revealed?.[1] as never,
        base.revealed?.[2] as never,
      ],
    };
    expect(describeEvent(ctx, { type: 'coin.called', seat: 0, meld: 0, call: 'heads' }, ctx)).to.equal("Ann called heads for Ann's 3-Set of 8s");
    expect(describeEvent(ctx, { type: 'coin.called', seat: 0, meld: 0, call: 'tails' }, ctx, 0)).to.equal('You called tails for your 3-Set of 8s');
    expect(describeEvent(ctx, { type: 'coin.flipped', seat: 0, meld: 0, call: 'heads', outcome: 'heads', points: 15 }, ctx, 1)).to.equal(
      "The coin landed heads (right call): Ann's 3-Set of 8s scores 15",
    );
    expect(describeEvent(ctx, { type: 'coin.flipped', seat: 0, meld: 0, call: 'heads', outcome: 'tails', points: 10 }, ctx, 0)).to.equal(
      'The coin landed tails (wrong call): your 3-Set of 8s scores 10',
    );
  });

  it('names melds', () => {
    expect(meldName({ kind: 'set', cards: cards('E8 F8 W8'), points: { low: 10, high: 15 } })).to.equal('3-Set of 8s');
    expect(meldName({ kind: 'unity', cards: cards('A9 A9 A9 A9'), points: { low: 300, high: 300 } })).to.equal('4-Unity of Air 9s');
    expect(meldName({ kind: 'sequence', cards: cards('W3 W4 W5 W6'), points: { low: 15, high: 15 } })).to.equal('Water 3–6 sequence');
  });

  it("reads the same from a seat's redacted log as from the full log, for every seat and the spectator", () => {
    for (const g of [two, three, slow]) {
      const players = g.states[1]!.context.names.length;
      for (let seat = SPECTATOR; seat < players; seat++) {
        let state = game.initial();
        g.events.forEach((e, i) => {
          const r = game.redact(e, seat);
          const next = game.evolve(state, r);
          expect(describeEvent(state.context, r, next.context, seat), `event ${i}, seat ${seat}`).to.equal(
            describeEvent(g.states[i]!.context, e, g.states[i + 1]!.context, seat),
          );
          state = next;
        });
      }
    }
  });

  it("asks the table's version for the words of the events only some versions have", () => {
    const ctx = three.states[1]!.context;
    const table: SecretsContext = { ...ctx, options: { ...ctx.options, version: 'intermediate' } };
    const passed: SecretsEvent = { type: 'claim.passed', seat: 1 };
    const voice = voiceOf(ctx.names, SPECTATOR);
    expect(basic.words(ctx, passed, ctx, voice), 'the Basic Version has no claim window').to.equal(null);
    expect(describeEvent(ctx, passed, ctx), 'no log of the Basic Version holds one').to.equal('claim.passed');
    expect(describeEvent(table, passed, table)).to.equal('Bob passed on the discard');
    expect(advanced.words(table, passed, table, voice), 'the Advanced Version words the Intermediate table alike').to.equal('Bob passed on the discard');
  });

  it('a sentence for a live region', () => {
    expect(describeEventText('Ann went out')).to.equal('Ann went out.');
  });
});
