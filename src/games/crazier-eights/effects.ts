/**
 * The effect engine's steps: each kind of step (types.ts, `Step`) as data in, changes to the table
 * out. A step runs in sub-steps: it asks its controller (or another seat) to choose, waits for a
 * fact from the host (a card's identity, a shuffle), or acts and moves on. `answer` takes a choice.
 */
import type { Seat } from '../../kernel/game.js';
import { defOf, isAsset, isEight, isEvent } from './deck.js';
import { drawSteps } from './draws.js';
import { destroy, destroyTogether } from './destroy.js';
import { endGame, loseGame } from './outcome.js';
import { handOf, nextPlayer, opponentsOf, alliesOf } from './rules.js';
import { assetsInDiscard, cardsAmong, opponentsWithCards, otherPlayers, underTop } from './targets.js';
import type { EightsContext, Step, Task } from './types.js';
import { ask, waitFor, nextStep, setMemo, toSub } from './work.js';
import { addToHand, fromDiscard, inPlay, intoPlay, removeAt, removeFromHand, setController, toDiscardTop, toPileBottom, withHand } from './zones.js';

type Op<K extends Step['op']> = {
  run(ctx: EightsContext, t: Task, step: Extract<Step, { op: K }>): EightsContext;
  answer?(ctx: EightsContext, t: Task, step: Extract<Step, { op: K }>, value: number | null, card?: number): EightsContext;
  decline?(ctx: EightsContext, t: Task, step: Extract<Step, { op: K }>): EightsContext;
};
type Ops = { [K in Step['op']]: Op<K> };

const who = (t: Task) => t.occurrence.controller;
const named = (t: Task) => (t.occurrence.source === null ? 'Your draw' : defOf(t.occurrence.source).name);
const drawing = drawSteps.start;
/** Not enough cards in the draw pile to look at or reveal `n`: the discard pile under its top goes beneath it first. */
const short = (ctx: EightsContext, n: number) => ctx.pile.length < n && ctx.discard.length > 1;

export const OPS: Ops = {
  draw: {
    run(ctx, t, step) {
      const me = who(t);
      if (t.sub > 0) return ctx;
      const everyone = opponentsOf(ctx, me).concat(alliesOf(ctx, me), [me]);
      const inTurnOrder = (seats: Seat[]) => ctx.names.map((_, k) => (ctx.turn + k) % ctx.names.length).filter((s) => seats.includes(s));
      const pick = (options: Seat[], prompt: string) => ask(ctx, { seat: me, kind: 'player', prompt, options }, (c, v) => drawing(c, [v!], step.n), nextStep);
      switch (step.who) {
        case 'you':
          return drawing(ctx, [me], step.n);
        case 'chosenPlayer':
          return pick(inTurnOrder(everyone), `${named(t)}: choose a player to draw ${step.n}`);
        case 'chosenOpponent':
          return pick(inTurnOrder(opponentsOf(ctx, me)), `${named(t)}: choose an opponent to draw ${step.n}`);
        case 'eachOpponent':
          return drawing(ctx, inTurnOrder(opponentsOf(ctx, me)), step.n);
        case 'eachPlayer':
          return drawing(ctx, inTurnOrder(everyone), step.n);
        case 'nextPlayer':
          return drawing(ctx, [nextPlayer(ctx, me)], step.n);
        case 'fewerThanYou':
          return drawing(ctx, inTurnOrder(opponentsOf(ctx, me).filter((s) => handOf(ctx, s).length < handOf(ctx, me).length)), step.n);
        case 'target':
          return t.memo.player === undefined ? nextStep(ctx) : drawing(ctx, [t.memo.player], step.n);
        case 'actor': {
          const actor = t.occurrence.actor;
          if (actor === null || ctx.out[actor]) return nextStep(ctx);
          if (!step.may) return drawing(ctx, [actor], step.n);
          return ask(
            ctx,
            { seat: me, kind: 'confirm', prompt: `${named(t)}: have ${ctx.names[actor]} draw ${step.n}?`, may: true, options: [actor] },
            (c) => drawing(c, [actor], step.n),
            nextStep,
          );
        }
      }
    },
    answer: (ctx, _t, step, value) => drawing(ctx, [value!], step.n),
  },
  extraDiscards: { run: (ctx, _t, step) => nextStep({ ...ctx, bonus: ctx.bonus + step.n }) },
  destroy: {
    run(ctx, t, step) {
      const picked = t.memo.picked ?? [];
      const options = cardsAmong(ctx, step.among, who(t), t.occurrence.actor).filter((c) => !picked.includes(c));
      const count = step.count ?? 1;
      const prompt = `${named(t)}: choose a card to destroy${count > 1 ? ` (${picked.length + 1} of ${count})` : ''}`;
      const done = (c: EightsContext, chosen: readonly number[]) => (chosen.length === 0 ? nextStep(c) : destroyTogether(nextStep(c), chosen));
      return ask(
        ctx,
        { seat: who(t), kind: 'inPlay', prompt, may: step.may && picked.length === 0, options },
        (c, v) => OPS.destroy.answer!(c, t, step, v),
        (c) => done(c, picked),
      );
    },
    answer(ctx, t, step, value) {
      const picked = [...(t.memo.picked ?? []), value!];
      const player = inPlay(ctx, value!)?.controller;
      const c = setMemo(ctx, { picked, target: value!, ...(player === undefined ? {} : { player }) });
      if (picked.length < (step.count ?? 1)) return c;
      return destroyTogether(nextStep(setMemo(c, { picked: [] })), picked);
    },
  },
  destroyThis: {
    run: (ctx, t) => (t.occurrence.source !== null && inPlay(ctx, t.occurrence.source) ? destroy(nextStep(ctx), t.occurrence.source) : nextStep(ctx)),
  },
  destroyAll: {
    run: (ctx) =>
      destroyTogether(
        nextStep(ctx),
        ctx.table.map((p) => p.card),
      ),
  },
  eachOpponentDestroys: {
    run(ctx, t) {
      const seats = t.memo.seats ?? opponentsOf(ctx, who(t));
      const [first, ...rest] = seats;
      if (first === undefined) return nextStep(ctx);
      const c = setMemo(ctx, { seats: rest });
      const own = cardsAmong(c, 'own', first, null);
      return ask(
        c,
        { seat: first, kind: 'inPlay', prompt: `${named(t)}: choose a card you control to destroy`, options: own },
        (x, v) => destroy(x, v!),
        (x) => x,
      );
    },
    answer: (ctx, _t, _s, value) => destroy(ctx, value!),
  },
  gainControl: {
    run(ctx, t, step) {
      const options = cardsAmong(ctx, 'opponent', who(t), null);
      return ask(
        ctx,
        { seat: who(t), kind: 'inPlay', prompt: `${named(t)}: choose a card to gain control of`, may: step.may, options },
        (c, v) => OPS.gainControl.answer!(c, t, step, v),
        nextStep,
      );
    },
    answer: (ctx, t, _s, value) => nextStep(setController(ctx, value!, who(t))),
  },
  giveThis: {
    run(ctx, t) {
      const card = t.occurrence.source;
      if (card === null || !inPlay(ctx, card)) return nextStep(ctx);
      const options = opponentsOf(ctx, who(t));
      return ask(
        ctx,
        { seat: who(t), kind: 'player', prompt: `${named(t)}: choose an opponent to gain control of it`, options },
        (c, v) => nextStep(setController(c, card, v!)),
        nextStep,
      );
    },
    answer: (ctx, t, _s, value) => nextStep(setController(ctx, t.occurrence.source!, value!)),
  },
  exchangeControl: {
    run(ctx, t, step) {
      const mine = t.memo.target === undefined;
      const options = cardsAmong(ctx, mine ? 'own' : 'opponent', who(t), null);
      if (mine && cardsAmong(ctx, 'opponent', who(t), null).length === 0) return nextStep(ctx);
      const prompt = `${named(t)}: choose ${mine ? 'a card you control' : "an opponent's card"} to exchange`;
      return ask(ctx, { seat: who(t), kind: 'inPlay', prompt, may: step.may && mine, options }, (c, v) => OPS.exchangeControl.answer!(c, t, step, v), nextStep);
    },
    answer(ctx, t, _s, value) {
      if (t.memo.target === undefined) return setMemo(ctx, { target: value! });
      const theirs = inPlay(ctx, value!)!.controller;
      return nextStep(setController(setController(setMemo(ctx, { target: undefined }), t.memo.target, theirs), value!, who(t)));
    },
  },
  trade: tradeOp(),
  give: {
    run(ctx, t) {
      if (t.memo.player === undefined) {
        return ask(
          ctx,
          { seat: who(t), kind: 'player', prompt: `${named(t)}: choose a player to receive a card`, options: otherPlayers(ctx, who(t)) },
          (c, v) => setMemo(c, { player: v! }),
          nextStep,
        );
      }
      const options = handOf(ctx, who(t));
      return ask(
        ctx,
        { seat: who(t), kind: 'hand', prompt: `${named(t)}: choose a card to give to ${ctx.names[t.memo.player]}`, options, secretTo: [who(t), t.memo.player] },
        (c, v) => OPS.give.answer!(c, t, { op: 'give' }, v),
        nextStep,
      );
    },
    answer(ctx, t, _s, value) {
      if (t.memo.player === undefined) return setMemo(ctx, { player: value! });
      return nextStep(addToHand(removeFromHand(ctx, who(t), value), t.memo.player, [value]));
    },
  },
  alliesBottom: {
    run(ctx, t) {
      const seats = t.memo.seats ?? alliesOf(ctx, who(t));
      const [first, ...rest] = seats;
      if (first === undefined) return nextStep(ctx);
      const c = setMemo(ctx, { seats: rest, player: first });
      const prompt = `${named(t)}: you may put a card from your hand on the bottom of the draw pile`;
      return ask(
        c,
        { seat: first, kind: 'hand', prompt, may: true, options: handOf(c, first), secretTo: [first] },
        (x) => x,
        (x) => x,
      );
    },
    answer: (ctx, t, _s, value) => toPileBottom(removeFromHand(ctx, t.memo.player!, value), value),
    decline: (ctx) => ctx,
  },
  restore: {
    run(ctx, t, step) {
      const prompt = `${named(t)}: choose an asset card from the discard pile to put into play`;
      return ask(
        ctx,
        { seat: who(t), kind: 'discardPile', prompt, may: step.may, options: assetsInDiscard(ctx) },
        (c, v) => OPS.restore.answer!(c, t, step, v),
        nextStep,
      );
    },
    answer: (ctx, t, _s, value) => nextStep(intoPlay(fromDiscard(ctx, value!), value!, who(t))),
  },
  haunt: {
    run(ctx, t) {
      if (t.memo.target === undefined) {
        return ask(
          ctx,
          { seat: who(t), kind: 'discardPile', prompt: `${named(t)}: choose a card from the discard pile`, options: underTop(ctx) },
          (c, v) => setMemo(c, { target: v! }),
          nextStep,
        );
      }
      return ask(
        ctx,
        { seat: who(t), kind: 'player', prompt: `${named(t)}: choose an opponent to take it`, options: opponentsOf(ctx, who(t)) },
        (c, v) => OPS.haunt.answer!(c, t, { op: 'haunt' }, v),
        nextStep,
      );
    },
    answer(ctx, t, _s, value) {
      if (t.memo.target === undefined) return setMemo(ctx, { target: value! });
      return nextStep(addToHand(fromDiscard(ctx, t.memo.target), value!, [t.memo.target]));
    },
  },
  look: {
    run(ctx, t, step) {
      if (t.sub === 0) return short(ctx, step.n) ? waitFor(toSub(ctx, 1), { kind: 'reshuffle', bottom: true }) : toSub(ctx, 1);
      if (t.sub === 1) {
        const n = Math.min(step.n, ctx.pile.length);
        return n === 0 ? nextStep(ctx) : waitFor(toSub(ctx, 2), { kind: 'look', seat: who(t), n });
      }
      const options = (ctx.looking?.cards ?? []).map((_, i) => i);
      return ask(
        ctx,
        { seat: who(t), kind: 'looked', prompt: `${named(t)}: you may put one of these on the bottom of the draw pile`, may: true, options, always: true },
        (c) => c,
        (c) => c,
      );
    },
    answer: (ctx, _t, _s, value) => nextStep({ ...ctx, pile: [...removeAt(ctx.pile, value!), ctx.pile[value!] ?? null], looking: null }),
    decline: (ctx) => nextStep({ ...ctx, looking: null }),
  },
  reveal: {
    run(ctx, t, step) {
      if (t.sub === 0) return short(ctx, step.n) ? waitFor(toSub(ctx, 1), { kind: 'reshuffle', bottom: true }) : toSub(ctx, 1);
      if (t.sub === 1) {
        const n = Math.min(step.n, ctx.pile.length);
        return n === 0 ? nextStep(ctx) : waitFor(toSub(ctx, 2), { kind: 'reveal', n });
      }
      const events = (ctx.revealed ?? []).filter(isEvent).length;
      if (events === 0) return nextStep(ctx);
      const prompt = `${named(t)}: choose an opponent to draw ${events}`;
      return ask(ctx, { seat: who(t), kind: 'player', prompt, options: opponentsOf(ctx, who(t)) }, (c, v) => drawing(c, [v!], events), nextStep);
    },
    answer: (ctx, _t, _s, value) => drawing(ctx, [value!], (ctx.revealed ?? []).filter(isEvent).length),
  },
  search: {
    run(ctx, t, step) {
      if (t.sub === 0) return ctx.pile.length === 0 ? nextStep(ctx) : waitFor(toSub(ctx, 1), { kind: 'search', seat: who(t) });
      if (t.sub === 2) return waitFor(toSub(ctx, 3), { kind: 'shuffle', withDiscard: false });
      if (t.sub === 3) return nextStep(ctx);
      const fits = (c: number | null) => c === null || (step.for === 'asset' ? isAsset(c) : isEight(c));
      const options = (ctx.looking?.cards ?? []).flatMap((c, i) => (fits(c) ? [i] : []));
      const prompt = `${named(t)}: you may reveal ${step.for === 'asset' ? 'an asset card' : 'an eight'} from the draw pile`;
      return ask(
        ctx,
        { seat: who(t), kind: 'found', prompt, may: true, options, always: true },
        (c) => c,
        (c) => c,
      );
    },
    answer(ctx, t, step, value, card) {
      const found = card ?? ctx.looking?.cards[value!] ?? null;
      const c: EightsContext = { ...toSub(ctx, 2), pile: removeAt(ctx.pile, value!), looking: null, revealed: found === null ? null : [found] };
      if (found === null) return c;
      return step.for === 'asset' ? intoPlay(c, found, who(t)) : toDiscardTop(c, found);
    },
    decline: (ctx) => toSub({ ...ctx, looking: null }, 2),
  },
  silence: {
    run(ctx, t, step) {
      const options = cardsAmong(ctx, step.among, who(t), null);
      return ask(
        ctx,
        { seat: who(t), kind: 'inPlay', prompt: `${named(t)}: choose a card to lose its abilities`, options },
        (c, v) => OPS.silence.answer!(c, t, step, v),
        nextStep,
      );
    },
    answer(ctx, _t, _s, value) {
      const player = inPlay(ctx, value!)!.controller;
      const c = setMemo(ctx, { target: value!, player });
      return nextStep({ ...c, table: c.table.map((p) => (p.card === value ? { ...p, silenced: true } : p)) });
    },
  },
  rebirth: { run: (ctx, t) => (t.sub === 0 ? waitFor(toSub(ctx, 1), { kind: 'shuffle', withDiscard: true }) : nextStep(ctx)) },
  win: {
    run: (ctx, t) =>
      t.occurrence.actor === null
        ? nextStep(ctx)
        : endGame(ctx, [t.occurrence.actor], `${named(t)}: ${ctx.names[t.occurrence.actor]} controlled four or more cards`),
  },
  lose: { run: (ctx, t) => (t.occurrence.actor === null ? nextStep(ctx) : loseGame(nextStep(ctx), t.occurrence.actor)) },
};

/** Trade and Thief: an opponent, your card, then theirs (blind by position, or chosen from the hand you looked at). */
function tradeOp(): Op<'trade'> {
  return {
    run(ctx, t, step) {
      const me = who(t);
      const m = t.memo;
      if (m.player === undefined) {
        return ask(
          ctx,
          { seat: me, kind: 'player', prompt: `${named(t)}: choose an opponent to trade with`, options: opponentsWithCards(ctx, me) },
          (c, v) => tradeOp().answer!(c, t, step, v),
          nextStep,
        );
      }
      if (step.sight && t.sub === 0) return waitFor(toSub(ctx, 1), { kind: 'lookHand', seat: me, of: m.player });
      if (m.own === undefined) {
        return ask(
          ctx,
          { seat: me, kind: 'hand', prompt: `${named(t)}: choose a card of yours to give`, options: handOf(ctx, me), secretTo: [me, m.player] },
          (c, v) => setMemo(c, { own: v }),
          nextStep,
        );
      }
      if (!step.sight) {
        if (t.sub === 2) return ctx;
        const options = handOf(ctx, m.player).map((_, i) => i);
        return ask(
          ctx,
          { seat: me, kind: 'handIndex', prompt: `${named(t)}: choose a card from ${ctx.names[m.player]}'s hand (face down)`, options },
          (c, v) => waitFor(toSub(c, 2), { kind: 'take', seat: me, from: m.player!, index: v! }),
          nextStep,
        );
      }
      const options = (ctx.looking?.cards ?? []).map((_, i) => i);
      return ask(
        ctx,
        { seat: me, kind: 'looked', prompt: `${named(t)}: choose a card to take from ${ctx.names[m.player]}'s hand`, options },
        (c, v) => tradeOp().answer!(c, t, step, v),
        nextStep,
      );
    },
    answer(ctx, t, step, value) {
      const m = frontMemo(ctx, t);
      if (m.player === undefined) return setMemo(ctx, { player: value! });
      if (m.own === undefined) return setMemo(ctx, { own: value });
      if (!step.sight) return waitFor(toSub(ctx, 2), { kind: 'take', seat: who(t), from: m.player, index: value! });
      const taken = ctx.looking?.cards[value!] ?? null;
      return nextStep(swap({ ...ctx, looking: null }, who(t), m.own, m.player, value!, taken));
    },
  };
}

const frontMemo = (ctx: EightsContext, t: Task) => {
  const w = ctx.work[0];
  return w && 'task' in w ? w.task.memo : t.memo;
};

/** `me` gives `own` to `from` and takes the card at `index` of `from`'s hand (`taken`, null where unseen). */
export function swap(ctx: EightsContext, me: Seat, own: number | null, from: Seat, index: number, taken: number | null): EightsContext {
  const theirs = removeAt(handOf(ctx, from), Math.min(index, handOf(ctx, from).length - 1));
  const c = addToHand(withHand(removeFromHand(ctx, me, own), from, theirs), from, [own]);
  return addToHand(c, me, [taken]);
}
