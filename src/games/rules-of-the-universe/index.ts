/** Rules of the Universe! as a Game: decide, advance, waits, redact, view, legal commands and its sealed choices. */
import type { SnapshotFrom } from 'xstate';
import type { Decision, Seat } from '../../kernel/game.js';
import { machineEvolver } from '../../kernel/machine-evolve.js';
import type { Random } from '../../kernel/random.js';
import { commitment, isSealedCommand, owes, refuseOpen, refuseSeal, type OpenCommand, type SealCommand } from '../../kernel/sealed.js';
import { rotuMachine } from '../../../machines/rules-of-the-universe.machine.js';
import { declaredGame } from '../declared-game.js';
import { coinRefusal, nthCoin, picker, refusePick, unpicked, type Refusal } from './auction.js';
import { compareCards } from './data.js';
import { rotuDeclaration } from './declaration.js';
import * as fight from './fight.js';
import { lateEvents, nextHostEvent, waitFor } from './host.js';
import { magicSeat } from './magic-steps.js';
import type { RotuCommand, RotuContext, RotuEvent, RotuOptions } from './types.js';
import { rotuResult, rotuView, type RotuView } from './view.js';

export type RotuState = SnapshotFrom<typeof rotuMachine>;

const machine = machineEvolver(rotuMachine);

const no = (r: Refusal): Decision<RotuEvent> => ({ ok: false, ...r });
const yes = (...events: RotuEvent[]): Decision<RotuEvent> => ({ ok: true, events });
const phase = (reason: string): Decision<RotuEvent> => no({ rule: 'phase', reason });

const inAttackerHand =
  (ctx: RotuContext) =>
  (card: number): string | null =>
    ctx.attack && ctx.hands[ctx.attack.attacker]!.includes(card) ? null : 'The attack card must be in your hand.';

function decideSeal(state: RotuState, c: SealCommand, seat: Seat): Decision<RotuEvent> {
  const ctx = state.context;
  const round = state.hasTag('bidding') ? ctx.bids : state.hasTag('attacking') ? ctx.attack!.card : null;
  if (!round) return phase('No choice is to be sealed now.');
  const why = refuseSeal(round, seat, c);
  return why ? no({ rule: 'seal', reason: why }) : yes({ type: 'choice.sealed', seat, key: c.key, commitment: c.commitment });
}

function decideOpen(state: RotuState, c: OpenCommand<number>, seat: Seat): Decision<RotuEvent> {
  const ctx = state.context;
  if (state.hasTag('defending') && ctx.attack!.attacker === seat)
    return no({ rule: 'open', reason: 'The attack card is revealed once the target has chosen a defence.' });
  const why = state.hasTag('bidding')
    ? refuseOpen(ctx.bids!, seat, c, coinRefusal(ctx, seat))
    : state.hasTag('striking')
      ? refuseOpen(ctx.attack!.card, seat, c, inAttackerHand(ctx))
      : 'No sealed choice is to be opened now.';
  return why ? no({ rule: 'open', reason: why }) : yes({ type: 'choice.opened', seat, key: c.key, choice: c.choice, salt: c.salt });
}

function decideFight(state: RotuState, c: RotuCommand, seat: Seat): Decision<RotuEvent> {
  const ctx = state.context;
  const turnName = ctx.names[ctx.turn];
  switch (c.type) {
    case 'target': {
      if (!state.hasTag('targeting')) return phase('No attack is to be aimed now.');
      if (seat !== ctx.turn) return no({ rule: 'turn', reason: `It is ${turnName}'s turn.` });
      const why = fight.targetRefusal(ctx, seat, c.seat);
      return why ? no({ rule: 'target', reason: why }) : yes({ type: 'target.chosen', seat, target: c.seat });
    }
    case 'defend': {
      if (!state.hasTag('defending')) return phase('No attack is waiting for a defence.');
      if (seat !== ctx.attack!.target) return no({ rule: 'turn', reason: `${ctx.names[ctx.attack!.target]} is the one attacked.` });
      if (c.card !== null && !ctx.hands[seat]!.includes(c.card)) return no({ rule: 'hand', reason: 'That card is not in your hand.' });
      return yes({ type: 'defence.chosen', seat, card: c.card });
    }
    case 'exhaust':
    case 'pass': {
      if (!state.hasTag('magic')) return phase('Magic abilities are used after the attack.');
      const who = magicSeat(ctx)!;
      if (seat !== who) return no({ rule: 'turn', reason: `It is ${ctx.names[who]}'s moment to use a magic ability.` });
      if (c.type === 'pass') return yes({ type: 'magic.passed', seat });
      const why = fight.exhaustRefusal(ctx, seat, c.card, c.target);
      return why ? no(why) : yes({ type: 'card.exhausted', seat, card: c.card, target: c.target });
    }
    default:
      return no({ rule: 'command', reason: 'Unknown command.' });
  }
}

const isInt = (v: unknown): v is number => Number.isInteger(v);
const keys = (v: object): number => Object.keys(v).length;

export const rulesOfTheUniverse = declaredGame<RotuState, RotuCommand, RotuEvent, RotuView, RotuOptions>(rotuDeclaration, {
  created: (options, names) => ({ type: 'game.created', game: rotuDeclaration.id, options, names }),
  initial: machine.initial,
  evolve: machine.evolve,
  machine: machine.machine,
  fault: (state) => state.context.fault,

  decide(state, command, seat): Decision<RotuEvent> {
    const ctx = state.context;
    if (!Number.isInteger(seat) || seat < 0 || seat >= ctx.names.length) return no({ rule: 'seat', reason: 'Only a player at the table may do that.' });
    if (state.hasTag('over')) return phase('The fight is over.');
    switch (command.type) {
      case 'bid':
        return no({ rule: 'sealed', reason: 'A bid is placed face down: your page seals it, and opens it once every bid is sealed.' });
      case 'attack':
        return no({ rule: 'sealed', reason: 'The attack card is laid face down: your page seals it, and reveals it once the target has chosen a defence.' });
      case 'seal':
        return decideSeal(state, command, seat);
      case 'open':
        return decideOpen(state, command as OpenCommand<number>, seat);
      case 'pick': {
        if (!state.hasTag('picking')) return phase('Nothing is to be picked now.');
        const why = refusePick(ctx, seat, command.item);
        return why ? no(why) : yes({ type: 'item.picked', seat, item: command.item });
      }
      default:
        return decideFight(state, command, seat);
    }
  },

  advance(state, random: Random, timeUp = false) {
    const out: RotuEvent[] = [];
    let s = state;
    for (let e = nextHostEvent(s, random); e !== null; e = nextHostEvent(s, random)) {
      out.push(e);
      s = machine.evolve(s, e);
      if (s.context.fault) break;
    }
    return out.length > 0 || !timeUp ? out : lateEvents(state);
  },

  timeout: (state) => waitFor(state),

  // Nothing is hidden: every card is face up once revealed, and a sealed choice travels only as its commitment until it is opened.
  redact: (event) => event,

  view: (state, seat) => rotuView(state, seat),

  legalCommands(state, seat): RotuCommand[] {
    const ctx = state.context;
    const hand = [...(ctx.hands[seat] ?? [])].sort(compareCards);
    if (state.hasTag('bidding')) return owes(ctx.bids!, seat) === 'seal' ? ctx.coins[seat]!.map((_, nth) => ({ type: 'bid', nth })) : [];
    if (state.hasTag('picking')) return picker(ctx.auction) === seat ? unpicked(ctx.auction!).map((item) => ({ type: 'pick', item })) : [];
    if (state.hasTag('targeting')) return ctx.turn === seat ? fight.legalTargets(ctx, seat).map((t) => ({ type: 'target', seat: t })) : [];
    if (state.hasTag('attacking'))
      return ctx.attack!.attacker === seat && owes(ctx.attack!.card, seat) === 'seal' ? hand.map((card) => ({ type: 'attack', card })) : [];
    if (state.hasTag('defending'))
      return ctx.attack!.target === seat ? [{ type: 'defend', card: null }, ...hand.map((card) => ({ type: 'defend' as const, card }))] : [];
    if (state.hasTag('magic') && magicSeat(ctx) === seat) {
      return [{ type: 'pass' }, ...hand.flatMap((card) => fight.exhaustTargets(ctx, seat, card).map((target) => ({ type: 'exhaust' as const, card, target })))];
    }
    return [];
  },

  isCommand(value: unknown): value is RotuCommand {
    if (isSealedCommand(value)) return true;
    if (typeof value !== 'object' || value === null) return false;
    const v = value as Record<string, unknown>;
    switch (v.type) {
      case 'bid':
        return isInt(v.nth) && keys(v) === 2;
      case 'pick':
        return isInt(v.item) && keys(v) === 2;
      case 'target':
        return isInt(v.seat) && keys(v) === 2;
      case 'attack':
        return isInt(v.card) && keys(v) === 2;
      case 'defend':
        return (v.card === null || isInt(v.card)) && keys(v) === 2;
      case 'exhaust':
        return isInt(v.card) && (v.target === null || isInt(v.target)) && keys(v) === 3;
      case 'pass':
        return keys(v) === 1;
      default:
        return false;
    }
  },

  result: (state) => (state.hasTag('over') ? rotuResult(state.context) : null),

  sealing: {
    commitment,
    choiceOf(state, command, seat) {
      const ctx = state.context;
      if (command.type === 'bid' && state.hasTag('bidding') && ctx.bids) {
        const coin = nthCoin(ctx, seat, command.nth);
        return coin === null ? null : { key: ctx.bids.key, choice: coin };
      }
      if (command.type === 'attack' && state.hasTag('attacking') && ctx.attack) return { key: ctx.attack.card.key, choice: command.card };
      return null;
    },
    toOpen(state, seat) {
      const ctx = state.context;
      if (state.hasTag('bidding') && ctx.bids && owes(ctx.bids, seat) === 'open') return ctx.bids.key;
      if (state.hasTag('striking') && ctx.attack && owes(ctx.attack.card, seat) === 'open') return ctx.attack.card.key;
      return null;
    },
  },
});
