import { expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/pt-replay/pt-replay.js';
import type { PtReplay, StepChangeEvent } from '../../components/pt-replay/pt-replay.js';
import { keyAction, nextSpeed } from '../../components/pt-replay/keys.js';
import type { PlanetTricksTable } from '../../components/planet-tricks-table/planet-tricks-table.js';
import type { PtCard } from '../../components/pt-card/pt-card.js';
import type { PtHand } from '../../components/pt-hand/pt-hand.js';
import type { PtHowToPlay } from '../../components/pt-how-to-play/pt-how-to-play.js';
import type { PtTermLink } from '../../components/shared/term.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { cardName, compareCards, type CardId } from '../../src/games/planet-tricks/cards.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import { appendEvents } from '../../src/kernel/log.js';
import { playBotGame } from '../../src/kernel/runner.js';
import type { LogFile } from '../../src/log/format.js';
import { loadEveryScreen } from '../support/games.js';
import { $, text } from '../support/dom.js';
import { until } from '../support/tables.js';

const NAMES = ['Ann', 'Bob', 'Cyd', 'Dee'];
const HEX = 'ab'.repeat(32);
const game = playBotGame(planetTricks, { options: { nullRule: true }, names: NAMES, bots: NAMES.map(() => planetBots.greedy), seed: 'x' });
const states: PlanetState[] = [planetTricks.initial()];
for (const e of game.events) states.push(planetTricks.evolve(states.at(-1)!, e));
const N = game.events.length;

/** A log file of the seeded game: the full log, or one seat's redacted events. */
async function logFile(perspective: 'full' | number = 'full', events: readonly PlanetEvent[] = game.events): Promise<LogFile> {
  const entries = await appendEvents([], events);
  const shown = perspective === 'full' ? events : events.map((e) => planetTricks.redact(e, perspective));
  return {
    format: 'peer-table-log',
    version: 1,
    game: 'planet-tricks',
    options: { nullRule: true },
    seats: NAMES,
    table: 'replaytest1',
    started: '2025-03-01T18:00:00.000Z',
    finished: '2025-03-01T18:40:00.000Z',
    perspective,
    fairness: { hostCommitment: HEX, seatCommitments: NAMES.map(() => HEX), hostSecret: HEX, seatSecrets: NAMES.map(() => HEX) },
    events: entries.map((e, i) => ({ seq: e.seq, event: shown[i]!, hash: e.hash })),
  };
}

const VERIFIED = { kind: 'verified', text: 'Verified: shuffle and history checked' } as const;

async function replay(file: LogFile, props: { step?: number; perspective?: 'all' | number; speed?: number } = {}): Promise<PtReplay> {
  fixtureCleanup();
  const el = await fixture<PtReplay>(html`<pt-replay style="width: 1100px" .file=${file} .verdict=${VERIFIED}></pt-replay>`);
  if (props.step !== undefined) el.step = props.step;
  if (props.perspective !== undefined) el.perspective = props.perspective;
  if (props.speed !== undefined) el.speed = props.speed;
  await el.updateComplete;
  return el;
}

const tableOf = (el: PtReplay) => $<PlanetTricksTable>(el, 'planet-tricks-table');
const count = (el: PtReplay) => text($(el, '[part=count]'));
const click = async (el: PtReplay, selector: string) => {
  $(el, selector).click();
  await el.updateComplete;
};
/** A mid-round step: the trick has cards on it. */
const MID = states.findIndex((s, i) => i > 30 && s.value === 'playing' && s.context.trick.length === 2);

describe('pt-replay', () => {
  before(loadEveryScreen);

  let full: LogFile;
  before(async () => {
    full = await logFile();
  });

  it('is accessible, starts at the end with every event in the move list, and shows the verdict', async () => {
    const el = await replay(full);
    await expect(el).to.be.accessible();
    expect(el.step).to.equal(N);
    expect(count(el)).to.equal(`Step ${N} of ${N}`);
    expect(el.shadowRoot!.querySelectorAll('ol[part=move-list] > li').length).to.equal(N);
    const verdict = $(el, '[part=verdict]');
    expect(text(verdict)).to.contain('Verified: shuffle and history checked');
    expect(verdict.classList.contains('verified')).to.equal(true);
    expect(tableOf(el).view!.phase).to.equal('gameOver');
  });

  it('is accessible at a mid step from every perspective', async () => {
    for (const perspective of ['all', 1, -1] as const) {
      const el = await replay(full, { step: MID, perspective });
      await expect(el).to.be.accessible();
    }
  });

  it('shows the verdict kinds in their colours, with the given text', async () => {
    const el = await replay(full);
    for (const [kind, words] of [
      ['unverified', "Unverified: a seat's own log"],
      ['failed', 'Verification failed: entry 3 does not match its hash'],
    ] as const) {
      el.verdict = { kind, text: words };
      await el.updateComplete;
      expect(text($(el, '[part=verdict]'))).to.contain(words);
      expect($(el, '[part=verdict]').className).to.contain(kind);
    }
  });

  it('steps with the buttons and fires step-change each time', async () => {
    const el = await replay(full, { step: 10 });
    const steps: number[] = [];
    el.addEventListener('step-change', (e: StepChangeEvent) => steps.push(e.detail.step));
    await click(el, 'button.forward');
    await click(el, 'button.back');
    await click(el, 'button.back');
    await click(el, 'button.first');
    await click(el, 'button.back'); // already at the start: nothing
    expect(count(el)).to.equal(`Step 0 of ${N}`);
    expect($(el, 'button.back').getAttribute('aria-disabled')).to.equal('true');
    await click(el, 'button.last');
    expect(steps).to.deep.equal([11, 10, 9, 0, N]);
    expect($(el, 'button.forward').getAttribute('aria-disabled')).to.equal('true');
  });

  it('shows each step as the state after that many events', async () => {
    const el = await replay(full, { step: MID, perspective: 0 });
    expect(tableOf(el).view).to.deep.equal(planetTricks.view(states[MID]!, 0));
    expect(text($(el, '[part=now]'))).to.equal(`${text($(el, 'li[aria-current] button')).replace(/^\d+ /, '')}.`);
  });

  it('steps with the keyboard: arrows, Home, End, Space and the speed keys', async () => {
    const el = await replay(full, { step: 20 });
    $(el, 'section.replay').focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.step).to.equal(21);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(el.step).to.equal(0);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(el.step).to.equal(N);
    await sendKeys({ press: ']' });
    await sendKeys({ press: ']' });
    await el.updateComplete;
    expect(el.speed).to.equal(4);
    await sendKeys({ press: '[' });
    await el.updateComplete;
    expect(el.speed).to.equal(2);
    expect($<HTMLSelectElement>(el, '.selects select').value).to.equal('2');
    el.step = 5;
    await el.updateComplete;
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.playing).to.equal(true);
    expect($(el, 'button.pause').getAttribute('aria-label')).to.equal('Pause');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.playing).to.equal(false);
    expect(text($(el, '[part=announcer]'))).to.match(/^Paused at step \d+ of \d+\./);
  });

  it('leaves keys to the control that owns them', () => {
    expect(keyAction('ArrowLeft', { tag: 'INPUT', type: 'range' })).to.equal(null);
    expect(keyAction(' ', { tag: 'INPUT', type: 'range' })).to.equal('toggle');
    expect(keyAction('ArrowRight', { tag: 'SELECT' })).to.equal(null);
    expect(keyAction(' ', { tag: 'BUTTON' })).to.equal(null);
    expect(keyAction('ArrowRight', { tag: 'BUTTON' })).to.equal('forward');
    expect(keyAction('ArrowLeft', { tag: 'BUTTON', ownsArrows: true })).to.equal(null);
    expect(keyAction('ArrowDown', { tag: 'BUTTON', inMoveList: true })).to.equal('forward');
    expect(keyAction('ArrowDown', { tag: 'SECTION' })).to.equal(null);
    expect(keyAction('ArrowLeft', { tag: 'SECTION' }, true)).to.equal(null);
    expect([nextSpeed(4, 1), nextSpeed(0.5, -1), nextSpeed(1, 1)]).to.deep.equal([4, 0.5, 2]);
  });

  it('follows the scrub bar, which says where it is', async () => {
    const el = await replay(full);
    const scrub = $<HTMLInputElement>(el, 'input[type=range]');
    expect(scrub.max).to.equal(String(N));
    expect(scrub.getAttribute('aria-label')).to.equal('Step');
    setTimeout(() => {
      scrub.value = '12';
      scrub.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const e = (await oneEvent(el, 'step-change')) as StepChangeEvent;
    await el.updateComplete;
    expect(e.detail.step).to.equal(12);
    expect(count(el)).to.equal(`Step 12 of ${N}`);
    expect(scrub.getAttribute('aria-valuetext')).to.match(/^Step 12 of \d+: /);
    // Arrow keys on the scrub bar move it (the browser's own behaviour), and the replay follows.
    scrub.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.step).to.equal(13);
  });

  it('plays on with time, then pauses', async () => {
    const el = await replay(full, { step: 3, speed: 4 });
    await click(el, 'button.play');
    expect(el.playing).to.equal(true);
    await until(() => el.step > 3, 'the replay playing', 30_000);
    await click(el, 'button.pause');
    expect(el.playing).to.equal(false);
    const stopped = el.step;
    await new Promise((r) => setTimeout(r, 400));
    expect(el.step).to.equal(stopped);
  });

  it('stops playing at the end, and plays from the start when pressed at the end', async () => {
    const el = await replay(full, { step: N - 1, speed: 4 });
    await click(el, 'button.play');
    await until(() => !el.playing, 'the replay stopping at the end', 30_000);
    expect(el.step).to.equal(N);
    await click(el, 'button.play');
    expect(el.step).to.equal(0);
    expect(el.playing).to.equal(true);
    el.pause();
    await el.updateComplete;
  });

  it("'All cards face up' shows every hand; a seat sees only its own", async () => {
    const el = await replay(full, { step: MID });
    expect(el.perspective).to.equal('all');
    const rows = [...el.shadowRoot!.querySelectorAll('[part=hands] li')];
    expect(rows.length).to.equal(4);
    rows.forEach((row, s) => {
      const labels = [...row.querySelectorAll('pt-card')].map((c) => (c as PtCard).label);
      const hand = (states[MID]!.context.hands[s] as CardId[]).slice().sort(compareCards).map(cardName);
      expect(labels, NAMES[s]).to.deep.equal(hand);
      expect(text(row)).to.contain(NAMES[s]!);
    });
    expect(tableOf(el).view!.seat).to.equal(-1); // the table itself holds no hand: no "You" in 'all'

    const picked = oneEvent(el, 'perspective-change');
    const select = $<HTMLSelectElement>(el, '.selects label:last-child select');
    expect([...select.options].map((o) => o.text)).to.deep.equal(['All cards face up', "Ann's view", "Bob's view", "Cyd's view", "Dee's view", 'Spectator']);
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    expect(((await picked) as CustomEvent).detail.perspective).to.equal(2);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=hands]')).to.equal(null);
    const table = tableOf(el);
    await table.updateComplete;
    expect(table.view).to.deep.equal(planetTricks.view(states[MID]!, 2));
    const hand = table.shadowRoot!.querySelector<PtHand>('pt-hand')!;
    await hand.updateComplete;
    const shown = [...hand.shadowRoot!.querySelectorAll<PtCard>('pt-card')].map((c) => c.label);
    expect(shown).to.deep.equal((states[MID]!.context.hands[2] as CardId[]).slice().sort(compareCards).map(cardName));
    // Nobody else's card in hand is face up anywhere on the table.
    const others = states[MID]!.context.hands.flatMap((h, s) => (s === 2 ? [] : (h as CardId[]).map(cardName)));
    const faceUp = [...table.shadowRoot!.querySelectorAll<PtCard>('pt-card')].filter((c) => !c.faceDown).map((c) => c.label);
    expect(
      faceUp.filter(
        (l) =>
          others.includes(l) &&
          !states[MID]!.context.trick.some((p) => cardName(p.card) === l) &&
          !states[MID]!.context.field.some((f) => cardName(f.card) === l),
      ),
    ).to.deep.equal([]);
  });

  it("a seat's own log offers only that seat, and shows what it saw", async () => {
    const seatLog = await logFile(1);
    const el = await replay(seatLog, { step: MID, perspective: 'all' });
    await expect(el).to.be.accessible();
    expect(el.perspective).to.equal(1);
    const select = $<HTMLSelectElement>(el, '.selects label:last-child select');
    expect([...select.options].map((o) => o.text)).to.deep.equal(["Bob's view"]);
    expect(tableOf(el).view).to.deep.equal(planetTricks.view(states[MID]!, 1)); // the redacted replay equals the full one's view
    expect(text($(el, '.meta'))).to.contain("Bob's own log");
  });

  it('jumps from the move list by click or Enter; the current move is marked and in view', async () => {
    const el = await replay(full, { step: N });
    const items = () => [...el.shadowRoot!.querySelectorAll<HTMLLIElement>('ol[part=move-list] > li')];
    expect(items()[N - 1]!.getAttribute('aria-current')).to.equal('step');
    setTimeout(() => items()[6]!.querySelector('button')!.click());
    const e = (await oneEvent(el, 'step-change')) as StepChangeEvent;
    await el.updateComplete;
    expect(e.detail.step).to.equal(7);
    expect(
      items()
        .filter((li) => li.hasAttribute('aria-current'))
        .map((li) => items().indexOf(li)),
    ).to.deep.equal([6]);
    const list = $(el, 'ol[part=move-list]');
    const within = (li: HTMLElement) => {
      const a = li.getBoundingClientRect();
      const b = list.getBoundingClientRect();
      return a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
    };
    expect(within(items()[6]!)).to.equal(true);
    // Enter on another move's button jumps there; Down then steps and keeps focus on the current move.
    items()[40]!.querySelector('button')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.step).to.equal(41);
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.step).to.equal(42);
    expect(el.shadowRoot!.activeElement).to.equal(items()[41]!.querySelector('button'));
    expect(within(items()[41]!)).to.equal(true);
    expect(items()[41]!.querySelector('button')!.tabIndex).to.equal(0);
    expect(items()[40]!.querySelector('button')!.tabIndex).to.equal(-1);
  });

  it('announces the step in a polite live region when stepping', async () => {
    const el = await replay(full, { step: MID - 1 });
    await click(el, 'button.forward');
    const live = $(el, '[part=announcer]');
    expect(live.getAttribute('aria-live')).to.equal('polite');
    const e = game.events[MID - 1] as Extract<PlanetEvent, { type: 'card.played' }>;
    expect(text(live)).to.contain(`${NAMES[e.seat]} played ${cardName(e.card)}`);
    // The table's own announcer is hidden: one voice, not two.
    const tableLive = tableOf(el).shadowRoot!.querySelector('[part=announcer]')!;
    expect(getComputedStyle(tableLive).display).to.equal('none');
  });

  it("has the game's How to play beside its title, and the table's terms open it at that term", async () => {
    const el = await replay(full, { step: N });
    const panel = $<PtHowToPlay>(el, '[part=header] pt-how-to-play');
    expect(panel.game).to.equal('planet-tricks');
    const table = tableOf(el);
    await table.updateComplete;
    const link = [...table.shadowRoot!.querySelectorAll<PtTermLink>('pt-term-link')][0]!;
    await link.updateComplete;
    link.shadowRoot!.querySelector('button')!.click();
    await until(() => !!panel.shadowRoot!.querySelector(`#term-${link.term}.current`), 'How to play open at the term', 30_000);
    expect(panel.shadowRoot!.querySelector<HTMLDialogElement>('dialog')!.open).to.equal(true);
  });

  it('swallows commands from the table (a replay cannot play)', async () => {
    const el = await replay(full, { step: MID, perspective: 0 });
    let escaped = false;
    el.addEventListener('command', () => (escaped = true));
    tableOf(el).dispatchEvent(new CustomEvent('command', { detail: { type: 'playCard', card: 0 }, bubbles: true, composed: true }));
    expect(escaped).to.equal(false);
  });

  it('clamps a step set from outside, without firing step-change', async () => {
    const el = await replay(full);
    let fired = 0;
    el.addEventListener('step-change', () => fired++);
    el.step = 10_000;
    await el.updateComplete;
    expect(el.step).to.equal(N);
    el.step = -3;
    await el.updateComplete;
    expect(el.step).to.equal(0);
    expect(fired).to.equal(0);
  });

  it('shows the game up to an event that breaks the rules, and says why', async () => {
    const bad = [...game.events.slice(0, MID), { type: 'card.played', seat: 0, card: 999 } as PlanetEvent];
    const el = await replay(await logFile('full', bad));
    await expect(el).to.be.accessible();
    expect(el.step).to.equal(MID);
    expect(text($(el, '[part=problem]'))).to.contain(`The replay stops before event ${MID + 1}`);
  });

  it('says so for a game it does not know', async () => {
    const el = await replay({ ...full, game: 'mystery' });
    await expect(el).to.be.accessible();
    expect(text($(el, '[part=problem]'))).to.contain('mystery');
    expect(el.shadowRoot!.querySelector('[part=controls]')).to.equal(null);
  });
});
