/**
 * The planet trick-taking game's statechart. It evolves both the host's full state and a seat's
 * redacted state (hidden cards are null). Guards and actions are one-line calls into rules.ts.
 */
import { assign, setup } from 'xstate';
import { card, DECK, FIELD_SIZE } from '../src/games/planet-tricks/cards.js';
import * as rules from '../src/games/planet-tricks/rules.js';
import type { PlanetContext, PlanetEvent } from '../src/games/planet-tricks/types.js';
import { replaceAt, withoutCard } from './hands.js';

type Ev<T extends PlanetEvent['type']> = Extract<PlanetEvent, { type: T }>;

export const emptyContext: PlanetContext = {
  names: [],
  options: { nullRule: true },
  round: 0,
  hands: [],
  field: [],
  broken: false,
  roundStarter: 0,
  leader: 0,
  turn: 0,
  trick: [],
  trickNumber: 0,
  lastTrick: null,
  tricks: [],
  nines: [],
  totals: [],
  rounds: [],
  fault: null,
};

const zeros = (n: number): number[] => new Array<number>(n).fill(0);

/** Why a deal cannot follow this state, or null. Known cards must be distinct planet/Black cards. */
export function dealFault(ctx: PlanetContext, e: Ev<'round.dealt'>): string | null {
  const n = ctx.names.length;
  const size = rules.handSize(n);
  if (e.round !== ctx.round + 1) return `round ${e.round} dealt after round ${ctx.round}`;
  if (e.hands.length !== n || e.hands.some((h) => h.length !== size)) return `a deal must give ${n} hands of ${size}`;
  if (e.field.length !== FIELD_SIZE) return `a deal must reveal ${FIELD_SIZE} field cards`;
  if (!Number.isInteger(e.starter) || e.starter < 0 || e.starter >= n) return 'no such Starting player';
  if (ctx.round > 0 && e.starter !== rules.nextRoundStarter(ctx.totals, ctx.roundStarter)) {
    return 'the Starting player must be the one with the fewest total tricks';
  }
  const known = [...e.field, ...e.hands.flat().filter((c) => c !== null)];
  if (known.some((c) => !DECK.includes(c as number))) return 'a dealt card does not exist';
  if (new Set(known).size !== known.length) return 'a card was dealt twice';
  return null;
}

export const planetMachine = setup({
  types: {
    context: {} as PlanetContext,
    events: {} as PlanetEvent,
  },
  guards: {
    validDeal: ({ context, event }) => dealFault(context, event as Ev<'round.dealt'>) === null,
    illegalPlay: ({ context, event }) => {
      const e = event as Ev<'card.played'>;
      return rules.refusePlay(context, e.seat, e.card) !== null;
    },
    lastCardOfTrick: ({ context }) => context.trick.length === context.names.length - 1,
    lastCardOfRound: ({ context }) =>
      context.trick.length === context.names.length - 1 && context.hands[context.turn]!.length === 1,
    targetReached: ({ context }) => rules.gameOver(context.totals),
  },
  actions: {
    create: assign(({ event }) => {
      const e = event as Ev<'game.created'>;
      const n = e.names.length;
      return { ...emptyContext, names: e.names, options: e.options, totals: zeros(n) };
    }),
    deal: assign(({ context, event }) => {
      const e = event as Ev<'round.dealt'>;
      const n = context.names.length;
      return {
        round: e.round,
        hands: e.hands,
        field: e.field.map((c) => ({ card: c, faceUp: true })),
        broken: false,
        roundStarter: e.starter,
        leader: e.starter,
        turn: e.starter,
        trick: [],
        trickNumber: 1,
        lastTrick: null,
        tricks: zeros(n),
        nines: zeros(n),
      };
    }),
    play: assign(({ context, event }) => {
      const e = event as Ev<'card.played'>;
      return {
        hands: replaceAt(context.hands, e.seat, withoutCard(context.hands[e.seat]!, e.card)!),
        trick: rules.placeCard(context.trick, e.seat, e.card),
        broken: context.broken || card(e.card).suit === 'black',
        turn: rules.nextSeat(e.seat, context.names.length),
      };
    }),
    takeTrick: assign(({ context }) => {
      const hit = rules.fieldInPlay(context.names.length) ? rules.fieldCollisionWith(context.trick, context.field) : -1;
      const plays = hit < 0 ? context.trick : context.trick.map((p) => (p.faceUp ? { ...p, faceUp: false } : p));
      const field = hit < 0 ? context.field : replaceAt(context.field, hit, { ...context.field[hit]!, faceUp: false });
      const { winner, bigBang } = rules.trickWinner(plays, context.leader);
      return {
        field,
        trick: [],
        lastTrick: { leader: context.leader, plays, winner, bigBang, fieldCollision: hit < 0 ? null : hit },
        tricks: replaceAt(context.tricks, winner, context.tricks[winner]! + 1),
        nines: replaceAt(context.nines, winner, context.nines[winner]! + rules.ninesIn(plays)),
        leader: winner,
        turn: winner,
        trickNumber: context.trickNumber + 1,
      };
    }),
    scoreRound: assign(({ context }) => {
      const counted = rules.countedTricks(context.tricks, context.nines, context.options.nullRule);
      return {
        totals: context.totals.map((t, s) => t + counted[s]!),
        rounds: [
          ...context.rounds,
          { round: context.round, starter: context.roundStarter, tricks: context.tricks, nines: context.nines, counted },
        ],
      };
    }),
    dealFault: assign(({ context, event }) => ({ fault: dealFault(context, event as Ev<'round.dealt'>) })),
    playFault: assign(({ context, event }) => {
      const e = event as Ev<'card.played'>;
      return { fault: rules.refusePlay(context, e.seat, e.card)?.reason ?? 'illegal play' };
    }),
    unexpected: assign(({ event }) => ({ fault: `${event.type} is not possible now` })),
  },
}).createMachine({
  id: 'planet-tricks',
  context: emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { on: { 'game.created': { target: 'dealing', actions: 'create' } } },
    dealing: {
      on: { 'round.dealt': [{ guard: 'validDeal', target: 'playing', actions: 'deal' }, { actions: 'dealFault' }] },
    },
    playing: {
      on: {
        'card.played': [
          { guard: 'illegalPlay', actions: 'playFault' },
          { guard: 'lastCardOfRound', target: 'roundOver', actions: ['play', 'takeTrick', 'scoreRound'] },
          { guard: 'lastCardOfTrick', actions: ['play', 'takeTrick'] },
          { actions: 'play' },
        ],
      },
    },
    roundOver: { always: [{ guard: 'targetReached', target: 'gameOver' }, { target: 'dealing' }] },
    gameOver: {},
  },
});
