import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
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

/** Every state of a seeded bot game as seat 0 knows it. */
function game(players: number, seed = 'ui'): RotuState[] {
  const names = ['Hana', 'Bob', 'Cyrille', 'Dee', 'Eve', 'Fay'].slice(0, players);
  const r = playBotGame(rulesOfTheUniverse, { options: {}, names, bots: names.map((_, s) => (s % 2 ? rotuBots.random : rotuBots.greedy)), seed });
  return replaySteps(rulesOfTheUniverse, r.events.map((e) => rulesOfTheUniverse.redact(e, 0))) as RotuState[];
}
const four = game(4);
const view = (at: number, seat = 0): RotuView => rulesOfTheUniverse.view(four[at]!, seat);
function find(ok: (s: RotuState, v: RotuView) => boolean, from = 0): number {
  const at = four.findIndex((s, i) => i >= from && ok(s, rulesOfTheUniverse.view(s, 0)));
  expect(at, 'a state of the kind sought').to.be.at.least(0);
  return at;
}

async function table(v: RotuView, width = 1280, prev?: RotuView): Promise<RulesOfTheUniverseTable> {
  fixtureCleanup();
  const el = await fixture<RulesOfTheUniverseTable>(html`<rules-of-the-universe-table style="width: ${width}px" .view=${prev ?? v}></rules-of-the-universe-table>`);
  if (prev) {
    el.view = v;
    await el.updateComplete;
  }
  return el;
}
const $ = (el: RulesOfTheUniverseTable, s: string) => el.shadowRoot!.querySelector(s);
const $$ = (el: RulesOfTheUniverseTable, s: string) => [...el.shadowRoot!.querySelectorAll(s)];
const text = (el: Element | null): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const commands = (el: RulesOfTheUniverseTable): RotuCommand[] => {
  const got: RotuCommand[] = [];
  el.addEventListener('command', (e) => got.push((e as CustomEvent<RotuCommand>).detail));
  return got;
};
const click = async (card: Element) => {
  (card.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
  await (card as RotuCard).updateComplete;
};

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
    expect(text(barred[0]!)).to.equal(v.mine.targets.find((t) => t.reason !== null)!.reason);
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
    expect(got).to.deep.equal([{ type: 'defend', card: null }, { type: 'defend', card: view(at).players[0]!.hand[0] }]);
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
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      let sizes: string | null = null;
      for (let at = from; at < from + 30; at++) {
        const el = await table(view(at), width);
        const now = parts.map((p) => {
          const r = $(el, p)!.getBoundingClientRect();
          return `${p} ${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        }).join('; ');
        if (sizes) expect(now, `step ${at} at ${width}px`).to.equal(sizes);
        sizes = now;
        const box = el.getBoundingClientRect();
        const mine = $(el, '[part=mine]')!.getBoundingClientRect();
        expect(mine.bottom - box.top, `your cards at ${width}px`).to.be.at.most(height);
        expect(mine.right).to.be.at.most(box.right + 1);
      }
    }
  });
});
