/**
 * The host's judgement of a seat's command, and the commands a seat may send now (read from that
 * seat's own state): what the table waits on is asked of the chart (its tags), the rest of the rules.
 */
import type { Decision, Seat } from '../../kernel/game.js';
import { isEight } from './deck.js';
import { canChoose } from './playable.js';
import { actingRefusal, discardRefusal, handOf, playRefusal } from './rules.js';
import { COLOURS, type CardId, type EightsCommand, type EightsEvent, type EightsReadable } from './types.js';

const no = (rule: string, reason: string): Decision<EightsEvent> => ({ ok: false, rule, reason });
const yes = (...events: EightsEvent[]): Decision<EightsEvent> => ({ ok: true, events });

export function decide(state: EightsReadable, command: EightsCommand, seat: Seat): Decision<EightsEvent> {
  const ctx = state.context;
  if (!Number.isInteger(seat) || seat < 0 || seat >= ctx.names.length) return no('seat', 'Only a player at the table can do that.');
  if (ctx.fault) return no('fault', 'The game is stopped by a broken rule.');
  switch (command.type) {
    case 'play': {
      const r = actingRefusal(state, seat) ?? playRefusal(ctx, seat, command.card, canChoose);
      return r ? no(r.rule, r.reason) : yes({ type: 'card.played', seat, card: command.card });
    }
    case 'discard': {
      const colour = command.colour ?? null;
      const r = actingRefusal(state, seat) ?? discardRefusal(ctx, seat, command.card, colour);
      return r ? no(r.rule, r.reason) : yes({ type: 'card.discarded', seat, card: command.card, colour });
    }
    case 'endTurn': {
      const ok = state.hasTag('acting') && seat === ctx.turn;
      return ok
        ? yes({ type: 'turn.ended', seat })
        : no(seat === ctx.turn ? 'phase' : 'turn', seat === ctx.turn ? 'Wait until the card taking effect is done.' : 'It is not your turn.');
    }
    case 'choose': {
      const c = state.hasTag('choosing') ? ctx.choice : null;
      if (!c || c.seat !== seat) return no('choice', 'You have nothing to choose now.');
      if (!c.options.includes(command.value)) return no('option', 'That is not one of the choices.');
      const found = c.kind === 'found' ? ctx.looking?.cards[command.value] : undefined;
      return yes({ type: 'choice.made', seat, value: command.value, seenBy: c.secretTo, ...(found != null ? { card: found } : {}) });
    }
    case 'decline': {
      const c = state.hasTag('choosing') ? ctx.choice : null;
      if (!c || c.seat !== seat) return no('choice', 'You have nothing to choose now.');
      return c.may ? yes({ type: 'choice.declined', seat }) : no('must', 'This is not a "may": you must choose.');
    }
  }
}

/** What `seat` may send now, from what it knows. */
export function legalCommands(state: EightsReadable, seat: Seat): EightsCommand[] {
  const ctx = state.context;
  if (ctx.fault || seat < 0) return [];
  if (state.hasTag('choosing')) {
    const c = ctx.choice!;
    if (c.seat !== seat) return [];
    const picks = c.options.filter((v): v is number => v !== null).map((value): EightsCommand => ({ type: 'choose', value }));
    return c.may ? [...picks, { type: 'decline' }] : picks;
  }
  if (!state.hasTag('acting') || ctx.turn !== seat) return [];
  const hand = handOf(ctx, seat).filter((x): x is CardId => x !== null);
  const discards = hand.flatMap((card): EightsCommand[] =>
    isEight(card)
      ? COLOURS.filter((colour) => !discardRefusal(ctx, seat, card, colour)).map((colour) => ({ type: 'discard', card, colour }))
      : discardRefusal(ctx, seat, card, null)
        ? []
        : [{ type: 'discard', card }],
  );
  const plays = hand.filter((card) => !playRefusal(ctx, seat, card, canChoose)).map((card): EightsCommand => ({ type: 'play', card }));
  return [...discards, ...plays, { type: 'endTurn' }];
}

export function isCommand(value: unknown): value is EightsCommand {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v).length;
  switch (v.type) {
    case 'play':
      return Number.isInteger(v.card) && keys === 2;
    case 'discard':
      return Number.isInteger(v.card) && (v.colour === undefined ? keys === 2 : COLOURS.includes(v.colour as never) && keys === 3);
    case 'choose':
      return Number.isInteger(v.value) && keys === 2;
    case 'endTurn':
    case 'decline':
      return keys === 1;
    default:
      return false;
  }
}
