/** Secrets of the Universe as a Game: options, decide, advance, timeouts, legal commands and the command shape check. */
import type { SnapshotFrom } from 'xstate';
import type { Decision, GameResult, Seat } from '../../kernel/game.js';
import { machineEvolver } from '../../kernel/machine-evolve.js';
import type { Random } from '../../kernel/random.js';
import { secretsMachine } from '../../../machines/secrets-of-the-universe.machine.js';
import { declaredGame } from '../declared-game.js';
import { compareHandCards, type HandCard } from './cards.js';
import { isCommand } from './commands.js';
import { secretsDeclaration } from './declaration.js';
import { redactEvent } from './redact.js';
import * as rules from './rules.js';
import { scoreParts, winners as matchWinners } from './end-steps.js';
import { optionsFault } from './steps.js';
import type { SecretsCommand, SecretsEvent, SecretsOptions, Step } from './types.js';
import { versionOf } from './versions.js';

export type { Step };
import { secretsView, type SecretsView } from './view.js';

export type SecretsState = SnapshotFrom<typeof secretsMachine>;

/** What the table waits on: the step tag of the state it rests in. */
export function stepOf(state: SecretsState): Step {
  for (const tag of state.tags) if (tag !== 'inPlay') return tag as Step;
  throw new Error('a state the table rests in carries its step as a tag');
}

const machine = machineEvolver(secretsMachine);

const no = (rule: string, reason: string): Decision<SecretsEvent> => ({ ok: false, rule, reason });
const yes = (...events: SecretsEvent[]): Decision<SecretsEvent> => ({ ok: true, events });

export function secretsResult(state: SecretsState): GameResult | null {
  if (!state.hasTag('matchOver')) return null;
  const ctx = state.context;
  const winners = ctx.winners ?? matchWinners(ctx);
  const names = winners.map((s) => ctx.names[s]).join(' and ');
  const summary = `${names} ${winners.length > 1 ? 'win' : 'wins'} the match with ${ctx.totals[winners[0]!]} points.`;
  return { winners, scores: ctx.totals, summary };
}

export const secretsOfTheUniverse = declaredGame<SecretsState, SecretsCommand, SecretsEvent, SecretsView, SecretsOptions>(secretsDeclaration, {
  // The rules' own check, which the statechart calls too: it plays logs from before the wait for Next existed.
  optionsFault,
  created: (options, names) => ({ type: 'game.created', game: secretsDeclaration.id, options, names }),
  initial: machine.initial,
  evolve: machine.evolve,
  machine: machine.machine,
  fault: (state) => state.context.fault,
  decide,
  advance,
  timeout: (state) => (state.hasTag('between') ? state.context.options.nextGameMs! : versionOf(state.context).timeout(state.context, stepOf(state))),
  redact: redactEvent,
  view: (state, seat) => secretsView(state.context, stepOf(state), seat),
  legalCommands,
  isCommand,
  result: secretsResult,
});

function decide(state: SecretsState, command: SecretsCommand, seat: Seat): Decision<SecretsEvent> {
  const ctx = state.context;
  if (command.type === 'callCoin') {
    if (!state.hasTag('calling')) return no('phase', 'There is no coin to call now.');
    const refusal = rules.refuseCall(ctx, seat);
    return refusal ? no(refusal.rule, refusal.reason) : yes({ type: 'coin.called', seat, meld: rules.pendingCoin(ctx)!.meld, call: command.call });
  }
  if (command.type === 'nextGame') {
    if (!state.hasTag('between')) return no('phase', 'The next game is not waiting for you now.');
    if (!Number.isInteger(seat) || seat < 0 || seat >= ctx.names.length) return no('seat', 'Only a player at the table can start the next game.');
    return ctx.ready![seat] ? no('ready', 'You are ready: the next game starts when everyone is.') : yes({ type: 'player.ready', seat });
  }
  if (!Number.isInteger(seat) || seat < 0 || seat >= ctx.names.length) {
    return state.hasTag('inPlay') ? no('seat', 'Only a player at the table can do that.') : no('phase', 'No game is in play now.');
  }
  return versionOf(ctx).decide(ctx, stepOf(state), command, seat);
}

/**
 * The host's own events: its version's (the first dealer, deals, dummy turns, the claim window
 * closed; Advanced: windows for Private Bonus Cards closed, packets revealed), then the reveal,
 * coin flips and scores every version shares.
 */
function advance(state: SecretsState, random: Random, timeUp = false): readonly SecretsEvent[] {
  const ctx = state.context;
  const step = stepOf(state);
  const own = versionOf(ctx).advance(ctx, step, random, timeUp);
  if (own) return own;
  switch (step) {
    case 'revealing': {
      if (ctx.hands.some((h) => h.includes(null))) return [];
      return [{ type: 'hands.revealed', hands: ctx.hands.map((h) => (h as HandCard[]).slice().sort(compareHandCards)) }];
    }
    case 'flipping': {
      const coin = rules.coinToFlip(ctx)!;
      const outcome = random.int(2) === 0 ? 'heads' : 'tails';
      const { low, high } = ctx.revealed![coin.seat]!.melds[coin.meld]!.points;
      return [{ type: 'coin.flipped', seat: coin.seat, meld: coin.meld, call: coin.call!, outcome, points: rules.coinPoints(low, high, coin.call!, outcome) }];
    }
    case 'scoring':
      return [{ type: 'game.scored', game: ctx.game, scores: rules.gameScores(scoreParts(ctx))! }];
    case 'between':
      return timeUp ? [{ type: 'ready.timedOut' }] : [];
    case 'matchEnding':
      return [{ type: 'match.over', totals: ctx.totals, winners: matchWinners(ctx) }];
    default:
      return [];
  }
}

function legalCommands(state: SecretsState, seat: Seat): SecretsCommand[] {
  const ctx = state.context;
  if (state.hasTag('calling')) {
    return rules.pendingCoin(ctx)?.seat === seat
      ? [
          { type: 'callCoin', call: 'heads' },
          { type: 'callCoin', call: 'tails' },
        ]
      : [];
  }
  if (state.hasTag('between')) return ctx.ready?.[seat] === false ? [{ type: 'nextGame' }] : [];
  return versionOf(ctx).legal(ctx, stepOf(state), seat);
}
