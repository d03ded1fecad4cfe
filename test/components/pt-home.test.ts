import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/pt-home/pt-home.js';
import type { PtHome } from '../../components/pt-home/pt-home.js';
import type { CreateTableDetail } from '../../components/pt-create-table/pt-create-table.js';
import type { KnownTable } from '../../src/app/session.js';
import { MODULES } from '../../src/games/registry.js';
import { $, text } from '../support/dom.js';

const cards = (el: PtHome) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part=game]')];
/** A game's card, by its title. */
const card = (el: PtHome, title: string) => cards(el).find((c) => c.querySelector('h2, h3')?.textContent?.trim() === title)!;
const buttonIn = (root: ParentNode, name: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => text(b) === name)!;

const KNOWN: KnownTable[] = [
  {
    table: 'abcdefghijklmnopqrstuv',
    game: 'planet-tricks',
    hosting: true,
    label: 'Ann, Bo (bot), open seat',
    state: 'waiting',
    when: Date.UTC(2025, 2, 1, 18),
  },
  {
    table: 'ABCDEFGHIJKLMNOPQRSTUV',
    game: 'secrets-of-the-universe',
    hosting: false,
    label: 'playing as Ann',
    state: 'unknown',
    when: Date.UTC(2025, 2, 1, 17),
  },
];

describe('pt-home', () => {
  it('is accessible and says what this is, then a card per game with its description, player counts, bot levels and How to play', async () => {
    const el = await fixture<PtHome>(html`<pt-home name="Ann"></pt-home>`);
    await expect(el).to.be.accessible();
    expect(text($(el, '.tagline'))).to.match(/^Card games with friends, right in your browsers/);
    expect(cards(el).map((c) => c.querySelector('h3')?.textContent?.trim())).to.deep.equal(MODULES.map((m) => m.title));
    const [planet, secrets] = [card(el, 'Planet Tricks'), card(el, 'Secrets of the Universe')].map(text);
    expect(planet).to.contain('Planet Tricks').and.contain('3–6 players').and.contain('Take as few tricks');
    expect(secrets).to.contain('Secrets of the Universe').and.contain('2–4 players').and.contain('meld-scoring rummy');
    for (const card of cards(el)) {
      expect([...card.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((r) => r.value)).to.deep.equal(['easy', 'strong']);
      expect(buttonIn(card, 'Play against bots now')).to.exist;
      expect(buttonIn(card, 'New table…')).to.exist;
      expect(card.querySelector('pt-how-to-play')).to.exist;
    }
    expect(cards(el).map((c) => c.querySelector<HTMLElement & { game: string }>('pt-how-to-play')!.game)).to.deep.equal(MODULES.map((m) => m.id));
    expect($(el, 'pt-log-import')).to.exist;
    expect($(el, 'pt-create-table'), 'the form waits one click away').to.equal(null);
  });

  it('"Play against bots now" starts a game of the default seats and options, every other seat a bot of the chosen level', async () => {
    const el = await fixture<PtHome>(html`<pt-home name="Ann"></pt-home>`);
    const secrets = card(el, 'Secrets of the Universe');
    const easy = secrets.querySelector<HTMLInputElement>('input[value=easy]')!;
    easy.click();
    await el.updateComplete;
    expect(text(secrets.querySelector('.help')!)).to.match(/^Easy: draws from the deck/);
    expect(text(secrets.querySelector('small[id^=quick]')!)).to.equal('You and 3 easy bots; the game starts at once.');
    await expect(el).to.be.accessible();
    setTimeout(() => buttonIn(secrets, 'Play against bots now').click());
    const event = (await oneEvent(el, 'create-table')) as CustomEvent<CreateTableDetail>;
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.detail).to.deep.include({
      game: 'secrets-of-the-universe',
      seats: 4,
      name: 'Ann',
      bot: 'easy',
      seatBots: [null, 'easy', 'easy', 'easy'],
      solo: true,
    });
    expect(event.detail.options).to.include({ version: 'basic', matchLength: 4 });
  });

  it('asks for a name before playing', async () => {
    const el = await fixture<PtHome>(html`<pt-home></pt-home>`);
    let fired = false;
    el.addEventListener('create-table', () => (fired = true));
    buttonIn(card(el, 'Planet Tricks'), 'Play against bots now').click();
    expect(fired).to.equal(false);
    const name = $<HTMLInputElement>(el, 'input[name=name]');
    expect(name.validity.valueMissing).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(name);
    name.value = 'Zoë';
    name.dispatchEvent(new Event('input'));
    setTimeout(() => buttonIn(card(el, 'Planet Tricks'), 'Play against bots now').click());
    expect(((await oneEvent(el, 'create-table')) as CustomEvent<CreateTableDetail>).detail).to.deep.include({
      game: 'planet-tricks',
      name: 'Zoë',
      bot: 'strong',
    });
  });

  it('"New table…" opens the create form on that game, with the name typed; Close puts it away', async () => {
    const el = await fixture<PtHome>(html`<pt-home name="Ann"></pt-home>`);
    const name = $<HTMLInputElement>(el, 'input[name=name]');
    name.value = 'Bea';
    name.dispatchEvent(new Event('input'));
    const open = buttonIn(card(el, 'Secrets of the Universe'), 'New table…');
    open.click();
    await el.updateComplete;
    const form = $<HTMLElement & { game: string; name: string }>(el, 'pt-create-table');
    expect(form.game).to.equal('secrets-of-the-universe');
    expect(form.name).to.equal('Bea');
    expect(open.getAttribute('aria-expanded')).to.equal('true');
    await expect(el).to.be.accessible();
    buttonIn(el.shadowRoot!, 'Close').click();
    await el.updateComplete;
    expect($(el, 'pt-create-table')).to.equal(null);
  });

  it('lists your tables to resume, each a link to it', async () => {
    const el = await fixture<PtHome>(html`<pt-home name="Ann" .known=${KNOWN}></pt-home>`);
    await expect(el).to.be.accessible();
    const items = [...el.shadowRoot!.querySelectorAll('[part=tables] li')];
    expect(items.map((li) => text(li.querySelector('.what')!))).to.deep.equal([
      'Planet Tricks You host it, in the lobby Ann, Bo (bot), open seat',
      'Secrets of the Universe Joined playing as Ann',
    ]);
    expect(items.map((li) => li.querySelector('a')!.getAttribute('href'))).to.deep.equal([
      '#host=abcdefghijklmnopqrstuv',
      '#join=ABCDEFGHIJKLMNOPQRSTUV&game=secrets-of-the-universe',
    ]);
    expect(text(items[0]!.querySelector('a')!)).to.equal('Resume');
  });

  it('a table you left reads as left, with Rejoin; × takes a table off the list and asks for it to be forgotten', async () => {
    const left: KnownTable = { ...KNOWN[1]!, state: 'left' };
    const el = await fixture<PtHome>(html`<pt-home name="Ann" .known=${[KNOWN[0]!, left]}></pt-home>`);
    await expect(el).to.be.accessible();
    const items = () => [...el.shadowRoot!.querySelectorAll('[part=tables] li')];
    expect(text(items()[1]!.querySelector('.state')!)).to.equal('Joined, you left');
    expect(text(items()[1]!.querySelector('a')!)).to.equal('Rejoin');
    const forget = items()[0]!.querySelector<HTMLButtonElement>('button.forget')!;
    expect(forget.getBoundingClientRect().width).to.be.at.least(32);
    setTimeout(() => forget.click());
    const event = await oneEvent(el, 'forget-table');
    expect(event.detail).to.deep.equal({ table: 'abcdefghijklmnopqrstuv' });
    await el.updateComplete;
    expect(items().map((li) => text(li.querySelector('.title')!))).to.deep.equal(['Secrets of the Universe']);
  });
});
