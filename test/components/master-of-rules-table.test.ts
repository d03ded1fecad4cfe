import { expect } from '@open-wc/testing';
import '../../components/master-of-rules-table/master-of-rules-table.js';
import type { MasterOfRulesTable } from '../../components/master-of-rules-table/master-of-rules-table.js';
import type { MorNumCard } from '../../components/master-of-rules-table/mor-num-card.js';
import type { MorRuleCard } from '../../components/master-of-rules-table/mor-rule-card.js';
import { morBots } from '../../src/games/master-of-rules/bots.js';
import { isNum, numCard, ruleCard } from '../../src/games/master-of-rules/cards.js';
import { masterOfRules, type MorState } from '../../src/games/master-of-rules/index.js';
import type { MorCommand } from '../../src/games/master-of-rules/types.js';
import { liveVerdict, type MorView } from '../../src/games/master-of-rules/view.js';
import { SPECTATOR } from '../../src/kernel/game.js';
import { replaySteps } from '../../src/kernel/replay.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { $, $$, text } from '../support/dom.js';
import { commandsFrom, showTable } from '../support/table-fixture.js';

/** Every state of a seeded bot game as `seat` knows it. */
function game(players: number, seat: number, seed = 'ui'): MorState[] {
  const names = ['Hana', 'Bob', 'Cyrille', 'Dee', 'Eve'].slice(0, players);
  const r = playBotGame(masterOfRules, { options: {}, names, bots: names.map(() => morBots.greedy), seed });
  return replaySteps(
    masterOfRules,
    r.events.map((e) => masterOfRules.redact(e, seat)),
  ) as MorState[];
}
const four = game(4, 0);
const view = (states: MorState[], at: number, seat = 0): MorView => masterOfRules.view(states[at]!, seat);
const find = (states: MorState[], ok: (s: MorState) => boolean, from = 0): number => states.findIndex((s, i) => i >= from && ok(s));

const table = (v: MorView, width = 1280, prev?: MorView) => showTable<MasterOfRulesTable>('master-of-rules-table', v, width, prev);
const commands = (el: MasterOfRulesTable) => commandsFrom<MorCommand>(el);
type Card = MorNumCard | MorRuleCard;
const click = async (card: Element) => {
  (card.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
  await (card as Card).updateComplete;
};
/** A tap of a finger: a click whose pointer is a touch. */
const tap = async (card: Element) => {
  card.shadowRoot!.querySelector('button')!.dispatchEvent(new PointerEvent('click', { pointerType: 'touch', bubbles: true, composed: true }));
  await (card as Card).updateComplete;
};
/** Every element of the table, through the shadow roots of its cards. */
const deep = (root: ParentNode): Element[] => [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? deep(e.shadowRoot) : [])]);

describe('master-of-rules-table', () => {
  it('is accessible at the start of a game, for a player and a spectator, with the dummy among the places', async () => {
    const start = find(four, (s) => s.value === 'playing');
    for (const seat of [0, SPECTATOR]) {
      const el = await table(view(four, start, seat));
      await expect(el).to.be.accessible();
      expect(text($(el, '.where'))).to.equal('Deal 1 of 12 · Round 1 of 3 · Trick 1');
      expect($$(el, '.place').map(text).at(-1)).to.contain('Dummy 1');
      expect($$(el, '.place').length).to.equal(5);
      expect($(el, '[part=player]') === null).to.equal(seat === SPECTATOR);
    }
  });

  it('shows each rule card’s objective live, met or not so far, with the reason in words', async () => {
    const at = find(four, (s) => s.context.plays.filter((p) => !isNum(p.card)).length >= 2 && s.context.plays.filter((p) => isNum(p.card)).length >= 3);
    const v = view(four, at);
    const el = await table(v);
    await expect(el).to.be.accessible();
    const rows = $$(el, '.objective:not(.blank)');
    expect(rows.length).to.equal(v.objectives.length);
    v.objectives.forEach((o, i) => {
      expect(rows[i]!.classList.contains(o.status)).to.equal(true);
      expect(text(rows[i]!.querySelector('.state'))).to.equal({ met: 'met so far', unmet: 'not met so far', waiting: 'waiting' }[o.status]);
      expect(text(rows[i]!.querySelector('.reason'))).to.equal(o.reason);
    });
    expect($$(el, '.objective').length, 'a row for every rule card a deal can hold').to.equal(4);
  });

  it('fires playCard for a playable card of either kind, and says why, with the card seen large, for a card that may not be played', async () => {
    const at = find(four, (s) => s.value === 'playing' && s.context.turn === 0 && s.context.trick === 2);
    const el = await table(view(four, at));
    const got = commands(el);
    const nums = $$(el, '.num-row mor-num-card') as MorNumCard[];
    const rules = $$(el, '.rule-row mor-rule-card') as MorRuleCard[];
    expect(nums.length + rules.length).to.equal(7);
    const v = view(four, at);
    const first = v.plays.find((p) => p.by === 0 && p.trick === 1)!;
    const refused = isNum(first.card) ? nums[0]! : rules[0]!;
    const allowed = (isNum(first.card) ? rules : nums).find((c) => !c.disabled)!;
    expect(refused.disabled).to.equal(true);
    expect(refused.reason).to.match(/first trick: now play a/);
    await click(refused);
    await el.updateComplete;
    expect(text($(el, '[part=inspector] .title'))).to.equal(refused.label);
    expect(text($(el, '[part=inspector] .why')), 'the reason shows beside the card seen large').to.match(/first trick: now play a/);
    expect($(el, '[part=inspector] button.primary'), 'no Play for a card that may not be played').to.equal(null);
    expect(got).to.deep.equal([]);
    await click(allowed);
    expect(got).to.have.length(1);
    expect(got[0]!.type).to.equal('playCard');
    expect(masterOfRules.legalCommands(four[at]!, 0)).to.deep.include(got[0]);
  });

  it('shows a tapped card large first, with what it does, and plays it on a second tap or its Play button', async () => {
    const at = find(four, (s) => s.value === 'playing' && s.context.turn === 0 && s.context.trick === 1);
    const el = await table(view(four, at), 390);
    const got = commands(el);
    const card = $$(el, '[data-hand-card]').find((c) => !(c as Card).disabled && c.localName === 'mor-rule-card') as MorRuleCard;
    await tap(card);
    await el.updateComplete;
    const inspector = $(el, '[part=inspector]')!;
    expect(got, 'a first tap only shows the card').to.deep.equal([]);
    expect(getComputedStyle(inspector).display).to.not.equal('none');
    expect(card.selected).to.equal(true);
    expect(text(inspector.querySelector('.what'))).to.match(/^Completed when/);
    await expect(el).to.be.accessible();
    const box = inspector.getBoundingClientRect();
    expect(box.bottom, 'above the hand').to.be.at.most($(el, '.hands')!.getBoundingClientRect().top);
    expect(box.width).to.be.at.least(300);
    await tap(card);
    expect(got).to.have.length(1);
    expect(got[0]).to.deep.equal({ type: 'playCard', card: Number(card.dataset.motion) });
    await el.updateComplete;
    expect($(el, '[part=inspector]'), 'gone once the card is played').to.equal(null);

    // Play from the card seen large; anywhere else on the table closes it.
    const other = $$(el, '[data-hand-card]').find((c) => !(c as Card).disabled && c !== card)!;
    await tap(other);
    await el.updateComplete;
    ($(el, '[part=inspector] button.primary') as HTMLButtonElement).click();
    expect(got).to.have.length(2);
    await tap(other);
    await el.updateComplete;
    ($(el, '[part=places]') as HTMLElement).click();
    await el.updateComplete;
    expect($(el, '[part=inspector]')).to.equal(null);
  });

  it('draws its own cards, hand cards at least 32px to tap on a phone (each as the hand lies), and no text under 11px', async () => {
    const at = find(four, (s) => s.value === 'playing' && s.context.turn === 0 && s.context.deal === 2);
    for (const width of [1280, 390, 360]) {
      const el = await table(view(four, at), width);
      // The cards have travelled in (CardMotion).
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))));
      await Promise.all(
        deep(el.shadowRoot!)
          .flatMap((e) => e.getAnimations())
          .map((a) => a.finished.catch(() => undefined)),
      );
      const all = deep(el.shadowRoot!);
      expect(
        all.some((e) => e.localName === 'pt-card' || e.localName === 'pt-hand'),
        'no Planet Tricks cards',
      ).to.equal(false);
      expect(all.filter((e) => e.localName === 'mor-num-card').length).to.be.at.least(4);
      const hand = $$(el, '[data-hand-card]');
      expect(hand.length).to.equal(7);
      for (const card of width < 500 ? hand : []) {
        card.scrollIntoView({ block: 'center' });
        const r = card.getBoundingClientRect();
        let free = 0;
        for (let x = Math.ceil(r.left); x < r.right; x++) {
          let hit = el.shadowRoot!.elementFromPoint(x, r.top + 20);
          while (hit && hit !== card && hit.shadowRoot === null && hit.parentElement) hit = hit.parentElement;
          if (hit === card) free++;
        }
        expect(free, `${(card as Card).label} at ${width}px`).to.be.at.least(32);
        expect(r.right, 'inside the table').to.be.at.most(el.getBoundingClientRect().right);
      }
      for (const e of all) {
        const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== '');
        const shown = e.getBoundingClientRect().width > 1 && getComputedStyle(e).display !== 'none';
        if (own && shown && !e.closest('.sr')) expect(parseFloat(getComputedStyle(e).fontSize), `"${e.textContent}" at ${width}px`).to.be.at.least(11);
      }
    }
  });

  it('says what Limit 23 asks before any numerical card is played', () => {
    const plays = [{ by: 0, card: ruleCard('limit-23'), trick: 1 as const }];
    expect(liveVerdict(plays, 5, 0, (by) => `P${by}`)).to.deep.equal({
      status: 'waiting',
      reason: 'No numerical card is in play yet: the five must add up to 23 or lower.',
    });
    const one = [...plays, { by: 1, card: numCard('red', 5), trick: 1 as const }];
    expect(liveVerdict(one, 5, 0, (by) => `P${by}`).status).to.equal('met');
  });

  it('lights the refill cards the player may take after playing, and fires takeRefill', async () => {
    const at = find(four, (s) => s.value === 'taking' && s.context.turn === 0);
    const v = view(four, at);
    const el = await table(v, 390);
    await expect(el).to.be.accessible();
    expect(text($(el, '.prompt'))).to.match(/^Take a (numerical|rule) card from the refill set$/);
    const got = commands(el);
    const lit = $$(el, '.refill [interactive]');
    expect(lit.length).to.equal(v.takeable.length);
    await click(lit[0]!);
    expect(got).to.deep.equal([{ type: 'takeRefill', card: v.takeable[0] }]);
  });

  it('lays the judgement of a deal over the table until closed, with each reason, and announces it', async () => {
    const at = find(four, (s) => s.context.last?.deal === 1);
    const el = await table(view(four, at), 1280, view(four, at - 1));
    const overlay = $(el, '[part=deal-results]')!;
    await expect(el).to.be.accessible();
    expect(text(overlay.querySelector('h2'))).to.equal('Deal 1 judged');
    const last = view(four, at).last!;
    expect($$(el, '.judgements li').map((li) => text(li.querySelector('.reason')))).to.deep.equal(last.judgements.map((j) => j.reason));
    expect(text($(el, '[part=announcer]'))).to.contain('Deal 1 judged:');
    (overlay.querySelector('button') as HTMLButtonElement).click();
    await el.updateComplete;
    expect($(el, '[part=deal-results]')).to.equal(null);
  });

  it('shows the game’s results at the end: VP, completed cards by kind and the winners', async () => {
    const end = four.length - 1;
    const v = view(four, end);
    const el = await table(v);
    await expect(el).to.be.accessible();
    const overlay = $(el, '[part=game-over]')!;
    expect(text(overlay)).to.contain(v.result!.summary.replace(/\.$/, ''));
    expect($$(el, '.standings tbody tr').map((tr) => text(tr.lastElementChild))).to.deep.equal(v.vp.map(String));
  });

  it('keeps its parts still as turns pass, into the final deal, and the whole hand on screen at 1280x800 and 390x844', async () => {
    const parts = ['[part=places]', '[part=deal]', '[part=objectives]', '[part=refill]', '[part=player]', '[part=status]', '.news'];
    const final = find(four, (s) => masterOfRules.view(s, 0).finalDeal);
    const steps = [...Array.from({ length: 14 }, (_, i) => find(four, (s) => s.context.deal === 3) + i), final - 2, final, final + 3];
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      let sizes: string | null = null;
      for (const at of steps) {
        const el = await table(view(four, at), width);
        el.dismissedDeal = view(four, at).last?.deal ?? 0;
        await el.updateComplete;
        const now = parts
          .map((p) => {
            const r = $(el, p)!.getBoundingClientRect();
            return `${p} ${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          })
          .join('; ');
        if (sizes) expect(now, `step ${at} at ${width}px`).to.equal(sizes);
        sizes = now;
        const box = el.getBoundingClientRect();
        const hand = $(el, '[part=player]')!.getBoundingClientRect();
        expect(hand.bottom - box.top, `the hand at ${width}px`).to.be.at.most(height);
        expect(hand.right).to.be.at.most(box.right);
      }
    }
  });

  it('draws each deal’s judgement afresh, over the places and cards in play, leaving the hand in view', async () => {
    const one = find(four, (s) => s.context.last?.deal === 1);
    const two = find(four, (s) => s.context.last?.deal === 2);
    const el = await table(view(four, one), 390);
    const first = $(el, '[part=deal-results]')!;
    el.view = view(four, two);
    await el.updateComplete;
    const second = $(el, '[part=deal-results]')!;
    expect(second, 'a new overlay, not the last one rewritten').to.not.equal(first);
    expect(text(second.querySelector('h2'))).to.equal('Deal 2 judged');
    const overlay = second.getBoundingClientRect();
    expect(overlay.top).to.be.at.least($(el, '[part=places]')!.getBoundingClientRect().top - 1);
    expect(overlay.bottom).to.be.at.most($(el, '[part=player]')!.getBoundingClientRect().top + 1);
  });

  it('fits the game’s results in a phone’s width, every column in view', async () => {
    const el = await table(view(four, four.length - 1), 390);
    await expect(el).to.be.accessible();
    const overlay = $(el, '[part=game-over]')!.getBoundingClientRect();
    const standings = $(el, '.standings')!.getBoundingClientRect();
    expect(standings.right, 'the standings end inside the results').to.be.at.most(overlay.right);
    expect(overlay.right).to.be.at.most(el.getBoundingClientRect().right);
    const heads = $$(el, '.standings thead th').map(text);
    for (const name of ['Limit 23', 'Support Right', 'Bonus'])
      expect(
        heads.some((h) => h.includes(name)),
        name,
      ).to.equal(true);
  });
});
