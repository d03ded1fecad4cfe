/** The comprehensive rules, clause by clause, as given/when/then on small tables (builders.ts). */
import { expect } from '@open-wc/testing';
import { crazierEights } from '../../../src/games/crazier-eights/index.js';
import { deckFor } from '../../../src/games/crazier-eights/deck.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import { playBotGame } from '../../../src/kernel/runner.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { eightsBots } from '../../../src/games/crazier-eights/bots.js';
import { act, acts, card, discard, end, filler, id, play, refused, settleHost, table } from './builders.js';

const Y = (r: number) => card('yellow', r);
const R = (r: number) => card('red', r);
const B = (r: number) => card('blue', r);
const G = (r: number) => card('green', r);

function started(players: number, options = crazierEights.defaultOptions()) {
  const names = Array.from({ length: players }, (_, s) => `P${s}`);
  const { events } = playBotGame(crazierEights, { options, names, bots: names.map(() => eightsBots.random), seed: `start/${players}`, maxEvents: 4 });
  return events;
}

describe('Crazier Eights: starting the game', () => {
  it('the first player is chosen at random by a logged host event, then seven cards each and the top card to the discard pile', () => {
    const events = started(3);
    expect(events[1]!.type).to.equal('first.chosen');
    const dealt = events[2]! as Extract<(typeof events)[number], { type: 'game.dealt' }>;
    expect(dealt.type).to.equal('game.dealt');
    expect(dealt.hands.map((h) => h.length)).to.deep.equal([7, 7, 7]);
    expect(dealt.pile.length).to.equal(52 - 21 - 1);
  });

  it('one deck serves two to four players, two decks shuffled together five to eight; the promos are added once', () => {
    expect(deckFor({ promos: 0 }, 4)).to.have.length(52);
    expect(deckFor({ promos: 0 }, 5)).to.have.length(104);
    expect(deckFor({ promos: 4 }, 8)).to.have.length(108);
    const dealt = started(8)[2] as unknown as { pile: unknown[] };
    expect(dealt.pile.length).to.equal(104 - 56 - 1);
  });

  it('the first turn begins with its beginning phase and the draw: the first player holds eight cards in the main phase', () => {
    const events = started(2);
    const first = (events[1] as { seat: number }).seat;
    const drawn = events[3] as { type: string; seat: number; cards: unknown[] };
    expect(drawn.type).to.equal('cards.drawn');
    expect(drawn.seat).to.equal(first);
  });

  it('other hands and the draw pile are hidden from every seat and the spectator', () => {
    const dealt = started(3)[2]!;
    for (const seat of [SPECTATOR, 0, 1, 2]) {
      const r = crazierEights.redact(dealt, seat) as unknown as { hands: (number | null)[][]; pile: (number | null)[] };
      r.hands.forEach((h, s) => expect(h.every((c) => (s === seat ? c !== null : c === null))).to.equal(true));
      expect(r.pile.every((c) => c === null)).to.equal(true);
    }
  });
});

describe('Crazier Eights: discarding', () => {
  const hands = [[Y(3), R(9), B(4), R(8), G(1)], [B(5)]];
  it('a card may be discarded when it has the colour or the rank of the top card', () => {
    const s = table({ hands, discard: [Y(9)] });
    expect(refused(s, 0, discard(Y(3)))).to.equal(null);
    expect(refused(s, 0, discard(R(9)))).to.equal(null);
    expect(refused(s, 0, discard(B(4)))!.rule).to.equal('match');
  });

  it('an eight may always be discarded, naming a colour; the next discard must have that colour or be an eight', () => {
    let s = table({ hands: [[R(8), B(4), Y(8), G(1), Y(5)], [B(5)]], discard: [Y(9)], options: {} });
    s = act(s, 0, discard(R(8), 'green')).state;
    expect(s.context.named).to.equal('green');
    const t = table({ hands: [[B(4), G(1), Y(8)], [B(5)]], discard: [Y(9), R(8)], named: 'green', inPlay: [[id('Stream of Life'), 1]] });
    expect(refused(t, 0, discard(B(4)))!.rule).to.equal('match');
    expect(refused(t, 0, discard(G(1)))).to.equal(null);
    expect(refused(t, 0, discard(Y(8), 'blue'))).to.equal(null);
  });

  it('an eight must name a colour, and only an eight names one', () => {
    const s = table({ hands, discard: [Y(9)] });
    expect(refused(s, 0, discard(R(8)))!.rule).to.equal('colour');
    expect(refused(s, 0, discard(Y(3), 'red'))!.rule).to.equal('colour');
  });

  it('an eight that starts the discard pile keeps its own colour (FAQ 1)', () => {
    const s = table({ hands, discard: [B(8)] });
    expect(refused(s, 0, discard(B(4)))).to.equal(null);
    expect(refused(s, 0, discard(Y(3)))!.rule).to.equal('match');
  });

  it('a multicoloured card is discarded on any of its colours, and on top it accepts any of its colours (FAQ 13)', () => {
    const bridge = 53; // Rainbow Bridge: yellow and green
    expect(refused(table({ hands: [[bridge, Y(2)], [B(5)]], discard: [G(4)], options: { promos: 4 } }), 0, discard(bridge))).to.equal(null);
    const s = table({ hands: [[Y(3), G(2), B(2)], [B(5)]], discard: [bridge], options: { promos: 4 } });
    expect(refused(s, 0, discard(Y(3)))).to.equal(null);
    expect(refused(s, 0, discard(G(2)))).to.equal(null);
    expect(refused(s, 0, discard(B(2)))!.rule).to.equal('match');
  });

  it('one regular discard a turn; additional discards one at a time, each matching the new top card', () => {
    let s = table({ hands: [[Y(3), Y(4), R(4), B(1)], [B(5)]], discard: [Y(9)] });
    s = act(s, 0, discard(Y(3))).state;
    expect(refused(s, 0, discard(Y(4)))!.rule).to.equal('discards');
    let t = table({ hands: [[Y(3), R(3), R(4), B(1)], [B(5)]], discard: [Y(9)], inPlay: [[id('Stream of Life'), 1]] });
    t = act(t, 0, discard(Y(3))).state;
    expect(refused(t, 0, discard(B(1)))!.rule).to.equal('match');
    t = act(t, 0, discard(R(3))).state;
    expect(refused(t, 0, discard(R(4)))!.rule).to.equal('discards');
  });

  it('nobody discards out of turn', () => {
    expect(refused(table({ hands, discard: [Y(9)] }), 1, discard(B(5)))!.rule).to.equal('turn');
  });
});

describe('Crazier Eights: playing cards', () => {
  it('any one card may be played whatever its colour or rank; an asset goes into play under its player', () => {
    let s = table({ hands: [[id('Castle'), id('Hourglass'), Y(3)], [B(5)]], discard: [G(9)] });
    s = act(s, 0, play(id('Castle'))).state;
    expect(s.context.table).to.deep.equal([{ card: id('Castle'), controller: 0, silenced: false }]);
    expect(refused(s, 0, play(id('Hourglass')))!.rule).to.equal('played');
  });

  it('an event is revealed, takes effect, then goes to the bottom of the discard pile', () => {
    const s = act(table({ hands: [[id('Curse of Toads'), Y(3)], [B(5)]], discard: [G(9)], pile: filler(5) }), 0, play(id('Curse of Toads'))).state;
    expect(s.context.discard[0]).to.equal(id('Curse of Toads'));
    expect(s.context.hands[1]).to.have.length(2);
  });

  it('a card may be played before or after the discard', () => {
    const before = acts(table({ hands: [[id('Castle'), Y(3), Y(5)], [B(5)]], discard: [Y(9)] }), [0, play(id('Castle'))], [0, discard(Y(3))]);
    const after = acts(table({ hands: [[id('Castle'), Y(3), Y(5)], [B(5)]], discard: [Y(9)] }), [0, discard(Y(3))], [0, play(id('Castle'))]);
    expect(before.context.hands[0]).to.deep.equal(after.context.hands[0]);
  });

  it('an event that must choose can only be played when there is something to choose (Death with nothing in play)', () => {
    const s = table({ hands: [[id('Death'), Y(3)], [B(5)]] });
    expect(refused(s, 0, play(id('Death')))!.rule).to.equal('choice');
    expect(crazierEights.legalCommands(s, 0)).not.to.deep.include(play(id('Death')));
  });
});

describe('Crazier Eights: drawing and the draw pile', () => {
  it('an empty draw pile is refilled by shuffling the discard pile other than its top card (a logged host event)', () => {
    const s = table({
      hands: [
        [Y(3), Y(4)],
        [B(5), B(6)],
      ],
      pile: [],
      discard: [R(1), R(2), R(3), Y(9)],
    });
    const { state, events } = act(s, 0, end);
    const shuffled = events.find((e) => e.type === 'pile.reshuffled') as unknown as { cards: number[] };
    expect([...shuffled.cards].sort((a, b) => a - b)).to.deep.equal([R(1), R(2), R(3)]);
    expect(state.context.discard).to.deep.equal([Y(9)]);
    expect(state.context.hands[1]).to.have.length(3);
    expect(crazierEights.redact(shuffled as never, 0)).to.deep.include({ cards: [null, null, null] });
  });

  it('a draw that is impossible ends the game: the fewest cards in hand win', () => {
    const s = table({
      hands: [
        [Y(3), Y(4), Y(5)],
        [B(5), B(6)],
        [G(1), G(2)],
      ],
      pile: [],
      discard: [Y(9)],
    });
    const { state } = act(s, 0, end);
    expect(crazierEights.view(state, 0).phase).to.equal('over');
    expect(crazierEights.result(state)!.winners).to.deep.equal([1, 2]);
  });

  it('several players drawing from one card draw in turn order, the turn player first (Bountiful Harvest)', () => {
    const s = table({ hands: [[id('Bountiful Harvest'), Y(1)], [B(5)], [G(1)]], pile: [R(1), R(2), R(3), ...filler(3)], turn: 0 });
    const { state } = act(s, 0, play(id('Bountiful Harvest')));
    expect(state.context.hands.map((h) => h.at(-1))).to.deep.equal([R(1), R(2), R(3)]);
  });
});

describe('Crazier Eights: winning and losing', () => {
  it('the first player with no cards in hand wins, also by playing the last card as an asset (FAQ 6)', () => {
    const { state } = act(table({ hands: [[id('Castle')], [B(5)]] }), 0, play(id('Castle')));
    expect(crazierEights.result(state)!.winners).to.deep.equal([0]);
    const d = act(table({ hands: [[Y(3)], [B(5)]], discard: [Y(9)] }), 0, discard(Y(3))).state;
    expect(crazierEights.result(d)!.winners).to.deep.equal([0]);
  });

  it('a loser leaves the game and puts its hand and its cards in play on the bottom of the discard pile; the last player standing wins', () => {
    const s = table({
      hands: [[Y(3), Y(4)], [B(5)], [G(1), G(2)]],
      inPlay: [
        [id('Thin Ice'), 1],
        [id('Castle'), 0],
        [id('Hourglass'), 0],
        [id('Angel of Hope'), 0],
        [id('Swift Boots'), 0],
      ],
      pile: filler(10),
    });
    const { state } = act(s, 0, end);
    expect(state.context.out).to.deep.equal([true, false, false]);
    expect(state.context.discard.slice(0, 6)).to.have.members([Y(3), Y(4), id('Castle'), id('Hourglass'), id('Angel of Hope'), id('Swift Boots')]);
    const two = act(
      table({
        hands: [[Y(3)], [B(5)]],
        inPlay: [
          [id('Thin Ice'), 0],
          [id('Castle'), 0],
          [id('Guardian'), 0],
          [id('Swift Boots'), 0],
        ],
        pile: filler(5),
      }),
      0,
      end,
    ).state;
    expect(crazierEights.result(two)!.winners).to.deep.equal([1]);
  });

  it('in teams, a player going out wins for the whole team, and a loss loses for the whole team', () => {
    const won = act(table({ hands: [[Y(3)], [B(5)], [G(1)], [R(1)]], discard: [Y(9)], options: { teams: 'pairs' } }), 0, discard(Y(3))).state;
    expect(crazierEights.result(won)!.winners).to.deep.equal([0, 2]);
    const lost = act(
      table({
        hands: [[Y(3)], [B(5)], [G(1)], [R(1)]],
        inPlay: [
          [id('Thin Ice'), 1],
          [id('Castle'), 0],
          [id('Hourglass'), 0],
          [id('Swift Boots'), 0],
          [id('Angel of Hope'), 0],
        ],
        options: { teams: 'pairs' },
        pile: filler(5),
      }),
      0,
      end,
    ).state;
    expect(crazierEights.result(lost)!.winners).to.deep.equal([1, 3]);
  });
});

describe('Crazier Eights: several games', () => {
  it('points: a point per card left in hand, the winner none; the most points plays first next game; the fewest in total wins', () => {
    const names = ['a', 'b', 'c'];
    const { state, events } = playBotGame(crazierEights, {
      options: { series: 'points', teams: 'none', promos: 0 },
      names,
      bots: names.map(() => eightsBots.strong),
      seed: 'points',
    });
    const ctx = state.context;
    expect(ctx.records).to.have.length(3);
    for (const r of ctx.records) r.winners.forEach((w) => expect(r.points[w]).to.equal(0));
    const firsts = events.flatMap((e) => (e.type === 'first.chosen' ? [e.seat] : []));
    const after1 = ctx.records[0]!.points;
    expect(after1[firsts[1]!]).to.equal(Math.max(...after1));
    const totals = names.map((_, s) => ctx.records.reduce((t, r) => t + r.points[s]!, 0));
    expect(crazierEights.result(state)!.scores).to.deep.equal(totals);
    expect(totals[crazierEights.result(state)!.winners[0]!]).to.equal(Math.min(...totals));
  });

  it('a match: the first to win two games wins, after at most three', () => {
    const names = ['a', 'b'];
    const { state } = playBotGame(crazierEights, {
      options: { series: 'match', teams: 'none', promos: 0 },
      names,
      bots: names.map(() => eightsBots.strong),
      seed: 'match',
    });
    const wins = crazierEights.result(state)!.scores;
    expect(Math.max(...wins)).to.equal(2);
    expect(state.context.records.length).to.be.within(2, 3);
  });

  it('given/when/then: a command from the wrong seat is refused and changes nothing', () => {
    const spec = deciderSpec(crazierEights);
    const log = started(2).slice(0, 4);
    const given = spec.given(log);
    const seat = [0, 1].find((s) => crazierEights.legalCommands(given.state, s).length > 0)!;
    given.when({ type: 'endTurn' }, 1 - seat).thenRefused('turn');
    given.when({ type: 'endTurn' }, seat).then();
  });
});

describe('Crazier Eights: settling', () => {
  it('the host has nothing to add while a seat must act', () => {
    const s = table({ hands: [[Y(3)], [B(5)]] });
    expect(crazierEights.advance(s, createRandom('x'))).to.deep.equal([]);
    expect(settleHost(s).events).to.deep.equal([]);
  });
});
