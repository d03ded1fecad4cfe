/**
 * The Secrets of the Universe statechart through XState's pure initialTransition/transition: no
 * actor is ever started. Its states, what each fact does to the context, the faults of facts the
 * rules cannot accept, and one machine for two audiences (the host's state and a seat's).
 */
import { expect } from '@open-wc/testing';
import { initialTransition, transition } from 'xstate';
import { secretsMachine } from '../../machines/secrets-of-the-universe.machine.js';
import { secretsBots } from '../../src/games/secrets-of-the-universe/bots.js';
import type { SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import { emptyContext } from '../../src/games/secrets-of-the-universe/steps.js';
import type { SecretsEvent } from '../../src/games/secrets-of-the-universe/types.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { A, B, C, created, D, dealerChosen, dealt, fingerprint, game, midGame, names, stateOf, table } from '../support/builders/secrets.js';
import { tableOf } from '../support/builders/secrets-table.js';

const step = (state: SecretsState, event: SecretsEvent): SecretsState => transition(secretsMachine, state, event)[0];
const [initial] = initialTransition(secretsMachine);
type Ev<T extends SecretsEvent['type']> = Extract<SecretsEvent, { type: T }>;
const ev = (e: unknown): SecretsEvent => e as SecretsEvent;

/** The state after `event`, expected to be a fault whose text matches; nothing else changed. */
function expectFault(state: SecretsState, event: SecretsEvent, text: RegExp | string): void {
  const next = step(state, event);
  const fault = next.context.fault ?? '';
  if (typeof text === 'string') expect(fault).to.equal(text);
  else expect(fault).to.match(text);
  expect(next.value, 'a fault does not move the statechart').to.deep.equal(state.value);
  expect(fingerprint({ ...next, context: { ...next.context, fault: null } } as SecretsState)).to.equal(fingerprint(state));
}

/** A seeded 3-player bot match of 4 games, for the states only a long game reaches. */
const bot = playBotGame(game, {
  options: { version: 'basic', matchLength: 4 },
  names: names(3),
  bots: [secretsBots.greedy, secretsBots.random, secretsBots.greedy],
  seed: 'machine-test',
});
const botEvents = bot.events as SecretsEvent[];
const stateBefore = (type: SecretsEvent['type'], nth = 0): { state: SecretsState; event: SecretsEvent } => {
  const i = botEvents.map((e, k) => (e.type === type ? k : -1)).filter((k) => k >= 0)[nth]!;
  return { state: stateOf(botEvents.slice(0, i)), event: botEvents[i]! };
};

describe('secrets statechart: states', () => {
  it('starts in the lobby with the empty context and no fault', () => {
    expect(initial.value).to.equal('lobby');
    expect(initial.context).to.deep.equal(emptyContext);
  });

  it('lobby → choosingDealer → dealing → playing.draw: names, options, zero totals, the first dealer, the deal', () => {
    const s1 = step(initial, created(3, 8));
    expect(s1.value).to.equal('choosingDealer');
    expect(s1.context).to.deep.include({ names: names(3), options: { version: 'basic', matchLength: 8 }, totals: [0, 0, 0], game: 0 });
    const s2 = step(s1, dealerChosen(B));
    expect(s2.value).to.equal('dealing');
    expect(s2.context).to.deep.include({ firstDealer: B, dealer: B });
    const deal = dealt({ players: 3, dealer: B });
    const s3 = step(s2, deal);
    expect(s3.value).to.deep.equal({ playing: 'draw' });
    expect(s3.context).to.deep.include({ game: 1, dealer: B, turnNumber: 1, turn: { seat: B }, ending: null, revealed: null, coins: [] });
    expect(s3.context.deck).to.deep.equal(deal.deck);
    expect(s3.context.hands).to.deep.equal(deal.hands.map((h) => h.map((c) => ({ code: c, taken: false }))));
  });

  it("playing: draw → discard → next (a dummy's turn or a player's draw)", () => {
    const s0 = stateOf(table({ players: 2, dealer: A, top: 'E4 F6' }));
    const s1 = step(s0, { type: 'card.drawn', seat: A, card: 'E4' });
    expect(s1.value).to.deep.equal({ playing: 'discard' });
    const s2 = step(s1, { type: 'card.discarded', seat: A, card: 'E4', taken: false });
    expect(s2.value, '2 players: a dummy follows').to.deep.equal({ playing: 'dummy' });
    expect(s2.context).to.deep.include({ turnNumber: 2, turn: { dummy: 0 } });
    const s3 = step(s2, { type: 'dummy.discarded', dummy: 0, card: 'F6' });
    expect(s3.value).to.deep.equal({ playing: 'draw' });
    expect(s3.context).to.deep.include({ turnNumber: 3, turn: { seat: B } });
    expect(s3.context.discards.main.slice(-2)).to.deep.equal([
      { code: 'E4', from: { seat: A } },
      { code: 'F6', from: { dummy: 0 } },
    ]);
  });

  it('going out or an empty deck → revealing → coins → scoring → dealing (or the end of the match)', () => {
    const { state, event } = stateBefore('hands.revealed');
    expect(state.value).to.equal('revealing');
    const revealed = step(state, event);
    expect(['scoring', JSON.stringify({ coins: 'calling' })]).to.include(typeof revealed.value === 'string' ? revealed.value : JSON.stringify(revealed.value));
    const scored = stateBefore('game.scored');
    expect(scored.state.value).to.equal('scoring');
    expect(step(scored.state, scored.event).value).to.equal('dealing');
    const last = stateBefore('game.scored', 3);
    expect(step(last.state, last.event).value).to.equal('matchEnding');
    const over = stateBefore('match.over');
    expect(step(over.state, over.event).value).to.equal('matchOver');
  });

  it('a whole bot match follows the chart', () => {
    let state = initial;
    const path: string[] = [];
    for (const e of botEvents) {
      state = step(state, e);
      const v = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0]!;
      if (path.at(-1) !== v) path.push(v);
    }
    expect(path.join(' ')).to.match(
      /^choosingDealer dealing( playing revealing (coins )?scoring dealing)* playing revealing (coins )?scoring matchEnding matchOver$/,
    );
    expect(path.filter((p) => p === 'dealing').length).to.equal(4);
  });
});

describe('secrets statechart: facts it cannot accept set a fault', () => {
  const lobby = step(step(initial, created(4)), dealerChosen(C));
  const good = dealt({ players: 4, dealer: C });
  const playing = stateOf(table({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 F5 F5 W7 W8 A1 A2 A4 A6 A9' }, top: 'E4 F6', discard: 'W9' }));
  const drawn = step(playing, { type: 'card.drawn', seat: A, card: 'E4' });

  it('game.created: a seat count outside 2 to 4, a missing name, an unknown version, Expert outside the Advanced Version or a bad match length', () => {
    const bad = [
      { type: 'game.created', game: 'secrets-of-the-universe', options: { version: 'basic', matchLength: 4 }, names: ['A'] },
      { type: 'game.created', game: 'secrets-of-the-universe', options: { version: 'basic', matchLength: 4 }, names: ['A', 'B', 'C', 'D', 'E'] },
      { type: 'game.created', game: 'secrets-of-the-universe', options: { version: 'basic', matchLength: 4 }, names: ['A', 7] },
      { type: 'game.created', game: 'secrets-of-the-universe', options: { version: 'expert', matchLength: 4 }, names: ['A', 'B'] },
      { type: 'game.created', game: 'secrets-of-the-universe', options: { version: 'intermediate', matchLength: 4, expert: true }, names: ['A', 'B'] },
      { type: 'game.created', game: 'secrets-of-the-universe', options: { version: 'intermediate', matchLength: 4, claimMs: -1 }, names: ['A', 'B'] },
      { type: 'game.created', game: 'secrets-of-the-universe', options: { version: 'basic', matchLength: 5 }, names: ['A', 'B'] },
    ];
    for (const e of bad) {
      const next = step(initial, ev(e));
      expect(next.context.fault, JSON.stringify(e)).to.be.a('string');
      expect(next.value).to.equal('lobby');
    }
  });

  it('dealer.chosen: no such player', () => {
    const s = step(initial, created(3));
    for (const seat of [3, -1, 1.5]) expectFault(s, dealerChosen(seat), 'the first dealer must be a player');
  });

  it('game.dealt: wrong game, wrong dealer, wrong sizes, a card that does not exist or a fifth copy', () => {
    expectFault(lobby, { ...good, game: 2 }, 'game 2 dealt after game 0');
    expectFault(lobby, { ...good, dealer: A }, 'the dealer must rotate counterclockwise from the first dealer');
    expectFault(lobby, { ...good, hands: good.hands.slice(0, 3) }, 'a deal must give 4 hands of 12');
    expectFault(lobby, { ...good, hands: [good.hands[0]!.slice(1), ...good.hands.slice(1)] }, 'a deal must give 4 hands of 12');
    expectFault(lobby, { ...good, deck: good.deck.slice(1) }, 'the deck must hold the other 95 cards');
    expectFault(lobby, ev({ ...good, discard: 'M3' }), 'a dealt card does not exist');
    expectFault(lobby, ev({ ...good, discard: 'E0' }), 'the first discard must be a card');
    const h = good.hands.map((x) => x.slice());
    h[0]![0] = 'E1';
    h[0]![1] = 'E1';
    h[0]![2] = 'E1';
    h[0]![3] = 'E1';
    h[0]![4] = 'E1';
    expectFault(lobby, { ...good, hands: h }, /^E1 dealt [5-9] times$/);
  });

  it('card.drawn: out of turn, or not the top of the deck', () => {
    expectFault(playing, { type: 'card.drawn', seat: B, card: 'E4' }, "It is Ann's turn.");
    expectFault(playing, { type: 'card.drawn', seat: A, card: 'F6' }, 'the top of the deck is E4, not F6');
    expectFault(playing, { type: 'card.drawn', seat: A, card: null }, 'the top of the deck is E4, not null');
  });

  it('discard.taken: not the most recent discard', () => {
    expectFault(playing, { type: 'discard.taken', seat: A, card: 'E4' }, 'the most recent discard is W9, not E4');
    expectFault(playing, { type: 'discard.taken', seat: D, card: 'W9' }, "It is Ann's turn.");
  });

  it('card.discarded: a card not held, a taken copy not held, no taken flag', () => {
    expectFault(drawn, { type: 'card.discarded', seat: A, card: 'W1', taken: false }, 'You hold no untaken Water 1.');
    expectFault(drawn, { type: 'card.discarded', seat: A, card: 'E1', taken: true }, 'You hold no taken Earth 1.');
    expectFault(drawn, ev({ type: 'card.discarded', seat: A, card: 'E1' }), 'a discard must say whether the card was taken');
  });

  it("dummy.discarded: not a dummy's turn, the wrong dummy, or not the top card", () => {
    expectFault(playing, { type: 'dummy.discarded', dummy: 0, card: 'E4' }, 'dummy.discarded is not possible now');
    const s = midGame({
      players: 2,
      hands: ['E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A5 A7', 'E4 E5 E6 F1 F2 F3 W1 W2 W3 A2 A6 A8'],
      k: 1,
      deck: 'W9 A6',
      discards: 'E9',
    });
    expectFault(s, { type: 'dummy.discarded', dummy: 1, card: 'W9' }, "it is not that dummy's turn");
    expectFault(s, { type: 'dummy.discarded', dummy: 0, card: 'A6' }, 'the top of the deck is W9, not A6');
  });

  it("player.wentOut: too few cards in melds (the host's state knows the hand)", () => {
    expectFault(drawn, { type: 'player.wentOut', seat: A }, 'You need at least 11 of your 13 cards in melds to go out.');
    expectFault(playing, { type: 'player.wentOut', seat: A }, 'player.wentOut is not possible now');
  });

  it("deck.exhausted: the deck is not empty, or it is not that one's turn", () => {
    expectFault(playing, { type: 'deck.exhausted', turn: { seat: A } }, 'the deck is not empty');
    expectFault(playing, { type: 'deck.exhausted', turn: { seat: B } }, 'only the one whose turn it is can find the deck empty');
  });

  it('hands.revealed: a hand that lost a card, changed size or gained a taken card', () => {
    const { state, event } = stateBefore('hands.revealed');
    const e = event as Ev<'hands.revealed'>;
    const swap = e.hands.map((h) => h.slice());
    const other = swap[0]![0]!.code === 'E1' ? 'E2' : 'E1';
    swap[0]![0] = { code: other, taken: false };
    expectFault(state, { ...e, hands: swap }, /^a revealed hand lost its /);
    expectFault(state, { ...e, hands: [e.hands[0]!.slice(1), ...e.hands.slice(1)] }, 'a revealed hand must keep its size');
    expectFault(state, { ...e, hands: e.hands.slice(1) }, '3 hands must be revealed');
  });

  it('game.scored: scores other than the revealed melds give', () => {
    const { state, event } = stateBefore('game.scored');
    const e = event as Ev<'game.scored'>;
    expectFault(state, { ...e, scores: e.scores.map((x) => x + 1) }, /^the scores are /);
    expectFault(state, { ...e, game: 2 }, 'game 2 scored during game 1');
  });

  it('an event in the wrong state, or an unknown event', () => {
    expectFault(initial, good, 'game.dealt is not possible now');
    expectFault(lobby, created(4), 'game.created is not possible now');
    expectFault(playing, good, 'game.dealt is not possible now');
    expectFault(playing, { type: 'card.discarded', seat: A, card: 'E1', taken: false }, 'card.discarded is not possible now');
    expectFault(drawn, { type: 'card.drawn', seat: A, card: 'F6' }, 'card.drawn is not possible now');
    expectFault(bot.state, dealerChosen(0), 'dealer.chosen is not possible now');
    expectFault(playing, ev({ type: 'card.stolen' }), 'card.stolen is not possible now');
  });
});

describe('secrets statechart: one machine, two audiences', () => {
  it("in a seat's redacted state another seat's hidden cards are trusted; the reveal then checks the claim", () => {
    const events = table({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 F5 F5 W7 W8 A1 A2 A4 A6 A9' }, top: 'E4 F6', discard: 'W9' });
    const seatB = stateOf([...events, ev({ type: 'card.drawn', seat: A, card: 'E4' })].map((e) => game.redact(e, B)));
    const out = step(seatB, { type: 'player.wentOut', seat: A });
    expect(out.context.fault, "B cannot know A's hand; the host vouched for it").to.equal(null);
    expect(out.value).to.equal('revealing');
    const full = stateOf([...events, ev({ type: 'card.drawn', seat: A, card: 'E4' })]);
    const hands = full.context.hands as Ev<'hands.revealed'>['hands'];
    expectFault(out, { type: 'hands.revealed', hands }, 'the hand that went out has too few cards in melds');
  });

  it("the host's and each seat's states agree on everything public after every event of a match", () => {
    let host = initial;
    const seats = [0, 1, 2].map(() => initial);
    for (const e of botEvents) {
      host = step(host, e);
      for (let s = 0; s < 3; s++) {
        seats[s] = step(seats[s]!, game.redact(e, s));
        const { hands, deck, ...pub } = seats[s]!.context;
        const { hands: fullHands, deck: fullDeck, ...fullPub } = host.context;
        expect(pub).to.deep.equal(fullPub);
        expect(seats[s]!.value).to.deep.equal(host.value);
        expect(hands[s]).to.deep.equal(fullHands[s]);
        expect(hands.map((h) => h.length)).to.deep.equal(fullHands.map((h) => h.length));
        expect(deck.length).to.equal(fullDeck.length);
      }
    }
  });
});

describe('secrets statechart: the Intermediate Version', () => {
  const tableEvents = tableOf({
    players: 4,
    dealer: A,
    claimMs: 3000,
    faceDown: 'M9',
    hands: { [A]: 'E1 E2 E3 F5 F5 W7 W8 A1 A2 A4 A6 A9', [B]: 'E4 E5 W6 W6' },
    tops: { 0: 'M1 M2', 1: 'M3' },
  });
  const playing = stateOf(tableEvents);
  const drawn = step(playing, { type: 'card.drawn', seat: A, card: 'M1' });
  const discarded = step(drawn, { type: 'card.discarded', seat: A, card: 'E3', taken: false });

  it("the Duel for the dealer, the layout, then draw → discard → claim → next; the dealer's second turn first turns up the face-down card", () => {
    const s1 = stateOf(tableEvents.slice(0, 2));
    expect(s1.value).to.equal('dealing');
    expect(playing.value).to.deep.equal({ playing: 'draw' });
    expect(drawn.value).to.deep.equal({ playing: 'discard' });
    expect(discarded.value).to.deep.equal({ playing: 'claim' });
    expect(discarded.context.claim).to.deep.equal({ card: 'E3', area: A, passed: [] });
    let s = step(discarded, { type: 'claim.closed' });
    expect(s.value).to.deep.equal({ playing: 'draw' });
    expect(s.context.turn).to.deep.equal({ seat: B });
    for (const seat of [B, C, D]) {
      const top = s.context.quarters[seat]![0]!;
      s = step(step(step(s, { type: 'card.drawn', seat, card: top }), { type: 'card.discarded', seat, card: top, taken: false }), { type: 'claim.closed' });
    }
    expect(s.value).to.deep.equal({ playing: 'turningUp' });
    expect(step(s, { type: 'faceDown.turnedUp', card: 'M9' }).value).to.deep.equal({ playing: 'draw' });
  });

  it("faults: a draw from another quarter, a discard before drawing, a pickup into no meld, a bump without a pair, a face-down card not the dealer's", () => {
    expectFault(playing, { type: 'card.drawn', seat: A, card: 'M3' }, 'the top of quarter 1 is M1, not M3');
    expectFault(playing, { type: 'card.discarded', seat: A, card: 'E1', taken: false }, 'card.discarded is not possible now');
    expectFault(
      step(discarded, { type: 'claim.closed' }),
      { type: 'discards.pickedUp', seat: B, discards: [{ area: A, index: 0, card: 'E3' }], hand: [{ code: 'W6', taken: false }], onto: null },
      'You can pick up a discard only into a valid meld.',
    );
    expectFault(
      discarded,
      {
        type: 'card.bumped',
        seat: B,
        card: 'E3',
        shown: [
          { code: 'E3', taken: false },
          { code: 'E3', taken: false },
        ],
      },
      'the hand does not hold those cards',
    );
    expectFault(discarded, { type: 'card.bumped', seat: A, card: 'E3', shown: [] }, 'Your own discard: the others decide.');
    expectFault(playing, { type: 'faceDown.turnedUp', card: 'M9' }, 'faceDown.turnedUp is not possible now');
    expectFault(drawn, { type: 'melds.joined', seat: A, melds: [0, 1] }, 'Name two of your exposed melds.');
    expectFault(discarded, { type: 'card.drawn', seat: B, card: 'M3' }, 'card.drawn is not possible now');
  });

  it("faults: the Intermediate Version's facts in the Basic Version", () => {
    const basic = stateOf(table({ players: 4, dealer: A }));
    expectFault(basic, { type: 'discards.pickedUp', seat: A, discards: [], hand: [], onto: null }, 'the Basic Version has no pickups');
    expectFault(
      step(basic, { type: 'card.drawn', seat: A, card: basic.context.deck[0]! }),
      { type: 'discard.taken', seat: A, card: 'E1' },
      'discard.taken is not possible now',
    );
    expectFault(basic, { type: 'claim.passed', seat: B }, 'claim.passed is not possible now');
  });

  it("one machine, two audiences: every seat's state agrees with the host's on everything public", () => {
    const m = playBotGame(game, {
      options: { version: 'intermediate', matchLength: 4 },
      names: names(3),
      bots: [secretsBots.greedy, secretsBots.random, secretsBots.greedy],
      seed: 'machine-table',
    });
    let host = initial;
    const seats = [0, 1, 2].map(() => initial);
    for (const e of m.events as SecretsEvent[]) {
      host = step(host, e);
      for (let s = 0; s < 3; s++) {
        seats[s] = step(seats[s]!, game.redact(e, s));
        const { hands, quarters, discards, drawn, ...pub } = seats[s]!.context;
        const { hands: fullHands, quarters: fullQuarters, discards: fullDiscards, drawn: fullDrawn, ...fullPub } = host.context;
        expect(pub).to.deep.equal(fullPub);
        expect(seats[s]!.value).to.deep.equal(host.value);
        expect(hands[s]).to.deep.equal(fullHands[s]);
        expect(quarters.map((q) => q.length)).to.deep.equal(fullQuarters.map((q) => q.length));
        expect({ ...discards, faceDown: null }).to.deep.equal({ ...fullDiscards, faceDown: null });
        expect(drawn?.from).to.equal(fullDrawn?.from);
      }
    }
  });
});
