import { expect, waitUntil } from '@open-wc/testing';
import '../../components/rules-of-the-universe-table/rules-of-the-universe-table.js';
import type { RotuCard } from '../../components/rules-of-the-universe-table/rotu-card.js';
import type { RulesOfTheUniverseTable } from '../../components/rules-of-the-universe-table/rules-of-the-universe-table.js';
import { rotuBots } from '../../src/games/rules-of-the-universe/bots.js';
import { rulesOfTheUniverse, type RotuState } from '../../src/games/rules-of-the-universe/index.js';
import type { RotuCommand } from '../../src/games/rules-of-the-universe/types.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { SPECTATOR } from '../../src/kernel/game.js';
import { replaySteps } from '../../src/kernel/replay.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { $, $$, arrived, text } from '../support/dom.js';
import { commandsFrom, showTable } from '../support/table-fixture.js';

/** Every state of a seeded bot game as seat 0 knows it. */
function game(players: number, seed = 'ui'): RotuState[] {
  const names = ['Hana', 'Bob', 'Cyrille', 'Dee', 'Eve', 'Fay'].slice(0, players);
  const r = playBotGame(rulesOfTheUniverse, { options: {}, names, bots: names.map((_, s) => (s % 2 ? rotuBots.random : rotuBots.greedy)), seed });
  return replaySteps(
    rulesOfTheUniverse,
    r.events.map((e) => rulesOfTheUniverse.redact(e, 0)),
  ) as RotuState[];
}
const four = game(4);
const view = (at: number, seat = 0): RotuView => rulesOfTheUniverse.view(four[at]!, seat);
function find(ok: (s: RotuState, v: RotuView) => boolean, from = 0): number {
  const at = four.findIndex((s, i) => i >= from && ok(s, rulesOfTheUniverse.view(s, 0)));
  expect(at, 'a state of the kind sought').to.be.at.least(0);
  return at;
}

const table = (v: RotuView, width = 1280, prev?: RotuView) => showTable<RulesOfTheUniverseTable>('rules-of-the-universe-table', v, width, prev);
const commands = (el: RulesOfTheUniverseTable) => commandsFrom<RotuCommand>(el);
const click = async (card: Element) => {
  (card.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
  await (card as RotuCard).updateComplete;
};
/** The card seen large, once open: its part loads on the first touch. */
async function inspector(el: RulesOfTheUniverseTable): Promise<HTMLElement> {
  // Its part loads on the first touch: on a busy machine, compiling it for the test page takes a while.
  await waitUntil(() => $(el, '[part=inspector]'), 'the card seen large opens', { timeout: 15_000 });
  await arrived(el);
  return $(el, '[part=inspector]');
}

describe('rules-of-the-universe-table', () => {
  it('is accessible during the character auction, for a player and a spectator: x+1 characters, the coins to bid', async () => {
    const at = find((s) => s.value === 'bidding' && s.context.auction?.number === 0);
    for (const seat of [0, SPECTATOR]) {
      const el = await table(view(at, seat));
      await expect(el).to.be.accessible();
      expect($$(el, '.items rotu-card')).to.have.length(5);
      expect($$(el, '.player')).to.have.length(4);
      expect($(el, '[part=mine]') === null).to.equal(seat === SPECTATOR);
    }
    const el = await table(view(at));
    const got = commands(el);
    const coins = $$(el, '.coin-button') as HTMLButtonElement[];
    expect(coins.map(text)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    coins[6]!.click();
    expect(got).to.deep.equal([{ type: 'bid', nth: 6 }]);
  });

  it('keeps the bids face down until all are laid, then shows every coin at once, the Lucky Coin’s flips one by one and the pick order', async () => {
    const sealedAt = find((s) => s.value === 'bidding' && Object.keys(s.context.bids!.commitments).length === 2);
    const sealed = await table(view(sealedAt));
    expect($$(sealed, '.bid.sealed .coin').map(text)).to.deep.equal(['?', '?']);
    expect($$(sealed, '.bid .coin').filter((c) => /\d/.test(text(c)))).to.deep.equal([]);
    const tieAt = find((s) => s.value === 'picking' && s.context.auction!.flips.length >= 2 && s.context.auction!.picks.length === 0);
    const v = view(tieAt);
    const el = await table(v);
    await expect(el).to.be.accessible();
    expect($$(el, '.bid .coin').map(text)).to.deep.equal(v.auction!.bids.map((b) => String(b.coin ?? 0)));
    const flips = $$(el, '.flip');
    expect(flips).to.have.length(v.auction!.flips.length);
    expect(text(flips[0]!)).to.match(/Lucky Coin: (LUCKY|UNLUCKY)! → picks \d(st|nd|rd|th)/);
    expect(text($(el, '.order'))).to.contain('Pick order: 1.');
  });

  it('lights the items the picker may take, and fires pick', async () => {
    const at = find((s) => s.value === 'picking' && s.context.auction!.order[s.context.auction!.picks.length] === 0);
    const v = view(at);
    const el = await table(v);
    const got = commands(el);
    const lit = $$(el, '.items rotu-card[interactive]');
    expect(lit).to.have.length(v.mine.picks.length);
    await click(lit[0]!);
    expect(got).to.have.length(1);
    expect(got[0]!.type).to.equal('pick');
  });

  it('in the fight: every hand, discard pile and exhausted card in sight, the legal targets lit and the others saying why', async () => {
    const at = find((s, v) => s.value === 'targeting' && s.context.turn === 0 && v.mine.targets.some((t) => t.reason !== null));
    const v = view(at);
    const el = await table(v);
    await expect(el).to.be.accessible();
    const panels = $$(el, '.player');
    v.players.forEach((p, s) => {
      expect(panels[s]!.querySelectorAll('.hand rotu-card')).to.have.length(p.hand.length);
      expect(panels[s]!.querySelectorAll('.piles rotu-card')).to.have.length(p.discard.length + p.exhausted.length);
    });
    const got = commands(el);
    const lit = $$(el, '.aim.lit') as HTMLButtonElement[];
    const barred = $$(el, '.aim.barred') as HTMLButtonElement[];
    expect(lit).to.have.length(v.mine.targets.filter((t) => t.reason === null).length);
    // The button says why in a few words; its title says it in full.
    expect(barred[0]!.title).to.equal(v.mine.targets.find((t) => t.reason !== null)!.reason);
    expect(text(barred[0]!)).to.match(/^(Out of the fight|Not now: previous turn’s target|Not now: hit by two this round)$/);
    barred[0]!.click();
    expect(got).to.deep.equal([]);
    lit[0]!.click();
    expect(got).to.have.length(1);
    expect(got[0]!.type).to.equal('target');
  });

  it('lays the attack card face down: the attacker picks one from its hand, everyone sees only its back', async () => {
    const at = find((s) => s.value === 'attacking' && s.context.turn === 0);
    const el = await table(view(at));
    const got = commands(el);
    const cards = $$(el, '.mine .hand rotu-card[interactive]');
    expect(cards.length).to.equal(view(at).players[0]!.hand.length);
    await click(cards[0]!);
    expect(got).to.deep.equal([{ type: 'attack', card: view(at).players[0]!.hand[0] }]);
    expect(text($(el, '.mine .laid'))).to.equal('');
    const laid = find((s) => s.value === 'defending' && s.context.attack!.attacker !== 0, at);
    const other = await table(view(laid));
    expect($$(other, '.arena rotu-card[face-down]')).to.have.length(1);
  });

  it('asks the target for a defence: a card, or Take it', async () => {
    const at = find((s) => s.value === 'defending' && s.context.attack!.target === 0);
    const el = await table(view(at), 390);
    await expect(el).to.be.accessible();
    expect(text($(el, '.prompt'))).to.match(/attacks you with a card face down: defend with a card, or take it\.$/);
    const got = commands(el);
    ($$(el, '.actions button').find((b) => text(b) === 'Take it') as HTMLButtonElement).click();
    await click($$(el, '.mine .hand rotu-card[interactive]')[0]!);
    expect(got).to.deep.equal([
      { type: 'defend', card: null },
      { type: 'defend', card: view(at).players[0]!.hand[0] },
    ]);
  });

  it('the magic window: Pass, a card to exhaust, and the choice of a target when its ability takes one', async () => {
    const at = find((s, v) => s.value === 'magic' && v.mine.exhaust.some((o) => o.targets.length > 0 && o.targets[0] !== null));
    const v = view(at);
    const el = await table(v);
    const got = commands(el);
    ($$(el, '.actions button').find((b) => text(b) === 'Pass') as HTMLButtonElement).click();
    const option = v.mine.exhaust.find((o) => o.targets.length > 0 && o.targets[0] !== null)!;
    const index = v.players[0]!.hand.indexOf(option.card);
    await click($$(el, '.mine .hand rotu-card')[index]!);
    await el.updateComplete;
    const choices = $$(el, '.chooser button') as HTMLButtonElement[];
    expect(choices.length).to.equal(option.targets.length + 1);
    choices[0]!.click();
    expect(got).to.deep.equal([{ type: 'pass' }, { type: 'exhaust', card: option.card, target: option.targets[0] }]);
  });

  it('shows damage as it lands, and deaths', async () => {
    const at = find((s, v) => v.happenings.some((h) => h.kind === 'attack' && h.damage > 0 && h.turn === v.turnNo) && s.value === 'magic');
    const el = await table(view(at), 1280, view(at - 1));
    const flash = $(el, '.flash.hurt');
    expect(flash).to.not.equal(null);
    expect(text(flash)).to.match(/^-\d+$/);
    expect(text($(el, '.arena .damage'))).to.match(/^\d+ damage$/);
    const dead = find((_, v) => v.players.some((p) => !p.alive));
    const later = await table(view(dead));
    expect($$(later, '.player.dead .out').map(text)).to.include('Out of the fight');
  });

  it('lays the winner over the table at the end', async () => {
    const v = view(four.length - 1);
    const el = await table(v);
    await expect(el).to.be.accessible();
    const overlay = $(el, '[part=game-over]')!;
    expect(text(overlay)).to.contain(v.result!.summary.replace(/!$/, ''));
    expect($$(el, '.standings tbody tr')).to.have.length(4);
  });

  it('keeps its parts still as turns pass, and the viewer’s cards on screen at 1280x800 and 390x844', async () => {
    const parts = ['[part=status]', '[part=players]', '.center', '.side', '[part=mine]'];
    const from = find((s) => s.value === 'targeting');
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      let sizes: string | null = null;
      for (let at = from; at < from + 30; at++) {
        const el = await table(view(at), width);
        const now = parts
          .map((p) => {
            const r = $(el, p)!.getBoundingClientRect();
            return `${p} ${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          })
          .join('; ');
        if (sizes) expect(now, `step ${at} at ${width}px`).to.equal(sizes);
        sizes = now;
        const box = el.getBoundingClientRect();
        const mine = $(el, '[part=mine]')!.getBoundingClientRect();
        expect(mine.bottom - box.top, `your cards at ${width}px`).to.be.at.most(height);
        expect(mine.right).to.be.at.most(box.right + 1);
      }
    }
  });
  it('draws every character as a portrait, on its card and on its player’s panel', async () => {
    const at = find((s) => s.value === 'targeting');
    const el = await table(view(at));
    const panels = $$(el, '.player');
    expect(panels.map((p) => p.querySelectorAll('.face svg.portrait').length)).to.deep.equal([1, 1, 1, 1]);
    const auction = await table(view(find((s) => s.value === 'bidding' && s.context.auction?.number === 0)));
    for (const card of $$(auction, '.items rotu-card')) expect(card.shadowRoot!.querySelector('.art svg.portrait')).to.not.equal(null);
  });

  it('says what each card does in words and signs, never in codes, and every word is at least 11px at both sizes', async () => {
    const at = find((s, v) => s.value === 'magic' && v.players.some((p) => p.exhausted.length > 0) && v.players.some((p) => p.discard.length > 0));
    for (const width of [1280, 390]) {
      const el = await table(view(at), width);
      const small: string[] = [];
      const roots: (ShadowRoot | Element)[] = [el.shadowRoot!];
      while (roots.length) {
        for (const e of roots.pop()!.querySelectorAll('*')) {
          if (e.shadowRoot) roots.push(e.shadowRoot);
          const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== '');
          const cs = getComputedStyle(e);
          if (own && e.getBoundingClientRect().width > 1 && cs.display !== 'none' && parseFloat(cs.fontSize) < 10.95)
            small.push(`${e.localName}.${e.className} "${text(e)}" ${cs.fontSize}`);
        }
      }
      expect(small, `at ${width}px`).to.deep.equal([]);
      const chip = $(el, '.player rotu-card[size=chip]')!;
      expect(text(chip.shadowRoot!.querySelector('.card'))).to.match(/^\d+\d+\d*$/);
      expect(chip.shadowRoot!.querySelector('.ab svg')).to.not.equal(null);
    }
    const wide = await table(view(at), 1280);
    const card = $(wide, '.mine .hand rotu-card')!;
    expect(text(card.shadowRoot!.querySelector('.words'))).to.match(/[a-z]{3,}/);
  });

  it('lays the hand so that every card has at least 32px to tap, in one row on a wide table and two rows of whole cards on a phone, and every coin in reach', async () => {
    const at = find((s) => s.value === 'attacking' && s.context.turn === 0);
    for (const width of [1280, 390]) {
      const el = await table(view(at), width);
      const cards = $$(el, '[data-hand-card]').map((c) => c.getBoundingClientRect());
      expect(cards.length).to.equal(view(at).players[0]!.hand.length);
      const box = el.getBoundingClientRect();
      for (const [i, r] of cards.entries()) {
        expect(r.left, `card ${i} at ${width}px`).to.be.at.least(box.left);
        expect(r.right, `card ${i} at ${width}px`).to.be.at.most(box.right);
        const next = cards[i + 1];
        if (next && Math.abs(next.top - r.top) < 1) expect(next.left - r.left, `card ${i} at ${width}px`).to.be.at.least(32);
      }
      if (width === 390) expect(new Set(cards.map((r) => Math.round(r.top))).size).to.equal(cards.length > 5 ? 2 : 1);
    }
    const bidding = await table(view(find((s) => s.value === 'bidding' && s.context.auction?.number === 0)), 390);
    const box = bidding.getBoundingClientRect();
    for (const coin of $$(bidding, '.coin-button')) {
      const r = coin.getBoundingClientRect();
      expect(r.right, text(coin)).to.be.at.most(box.right);
      expect(r.width).to.be.at.least(32);
    }
  });

  it('shows a card large on a touch, with what it is for and what it may do now; its button plays it and closes it', async () => {
    const at = find((s) => s.value === 'defending' && s.context.attack!.target === 0);
    const v = view(at);
    const el = await table(v, 390);
    const got = commands(el);
    const card = $$(el, '.mine .hand rotu-card[interactive]')[0]!;
    card.shadowRoot!.querySelector('button')!.dispatchEvent(new PointerEvent('click', { pointerType: 'touch', bubbles: true, composed: true }));
    const large = await inspector(el);
    expect(got, 'a first touch only shows the card').to.deep.equal([]);
    await expect(el).to.be.accessible();
    const name = v.players[0]!.hand[0]!;
    expect(text(large)).to.contain('Attack strength').and.to.contain('Defence strength').and.to.contain('Magic ability');
    const defend = [...large.querySelectorAll('button')].find((b) => text(b).startsWith('Defend with'))!;
    defend.click();
    await el.updateComplete;
    expect(got).to.deep.equal([{ type: 'defend', card: name }]);
    expect($(el, '[part=inspector]')).to.equal(null);
  });

  it('shows any card on the table large when clicked, and a character from its portrait; Close and a click elsewhere close it', async () => {
    const at = find((s, v) => s.value === 'targeting' && v.players.some((p) => p.discard.length > 0));
    const el = await table(view(at));
    const chip = $(el, '.player .piles rotu-card')!;
    (chip.shadowRoot!.querySelector('.card') as HTMLElement).click();
    expect(text(await inspector(el))).to.contain('discard pile');
    ($$(el, '[part=inspector] button').find((b) => text(b) === 'Close') as HTMLButtonElement).click();
    await el.updateComplete;
    expect($(el, '[part=inspector]')).to.equal(null);
    ($(el, '.player .face') as HTMLButtonElement).click();
    expect(text(await inspector(el))).to.match(/Starts the fight with \d+ health/);
    ($(el, '[part=status]') as HTMLElement).click();
    await el.updateComplete;
    expect($(el, '[part=inspector]')).to.equal(null);
  });

  it('moves focus into the card seen large once its part has loaded, and Escape closes it', async () => {
    const el = await table(view(find((s) => s.value === 'targeting')));
    ($(el, '.player .face') as HTMLButtonElement).click();
    const large = await inspector(el);
    expect(el.shadowRoot!.activeElement, 'focus is in the card seen large').to.equal(large);
    large.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    expect($(el, '[part=inspector]')).to.equal(null);
  });

  it('follows the attack step by step: whom, the card face down, the defence, the damage as attack less defence, the magic window', async () => {
    const at = find((s, v) => s.value === 'magic' && v.happenings.some((h) => h.kind === 'attack' && h.turn === v.turnNo && h.defence !== null));
    const v = view(at);
    const el = await table(v);
    const steps = $$(el, '.steps li');
    expect(steps.map((li) => li.className)).to.deep.equal(['done', 'done', 'done', 'done', 'now']);
    const h = v.happenings.find((x) => x.kind === 'attack' && x.turn === v.turnNo) as Extract<RotuView['happenings'][number], { kind: 'attack' }>;
    expect(text(steps[3]!)).to.contain(`${h.strength} − ${h.guard} = ${h.damage} damage`);
    expect(text(steps[4]!)).to.contain('Magic window');
  });

  it('gives the hand’s place to the outcome once the fight is over', async () => {
    const el = await table(view(four.length - 1), 390);
    expect($$(el, '[data-hand-card]')).to.deep.equal([]);
    expect(text($(el, '.mine .hand'))).to.contain('The fight is over');
  });
});
