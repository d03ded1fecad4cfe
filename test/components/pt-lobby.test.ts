import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/pt-chat/pt-chat.js';
import '../../components/pt-lobby/pt-lobby.js';
import type { PtLobby } from '../../components/pt-lobby/pt-lobby.js';
import type { Lobby, LobbySeat, Role } from '../../src/net/protocol.js';
import { $$ } from '../support/dom.js';

const seat = (kind: LobbySeat['kind'], name = '', connected = kind !== 'open', level?: string): LobbySeat => ({
  kind,
  name,
  connected,
  ...(level ? { level } : {}),
});
const lobbyOf = (seats: LobbySeat[], more: Partial<Lobby> = {}): Lobby => ({
  table: 't1',
  game: 'planet-tricks',
  options: { nullRule: true },
  seats,
  spectators: 2,
  started: false,
  hostSeat: 0,
  hostCommitment: 'a'.repeat(64),
  seatCommitments: seats.map(() => null),
  startedAt: null,
  ...more,
});
const FOUR = [seat('person', 'Ann'), seat('person', 'Bob', false), seat('bot', 'Cyd (bot)', true, 'easy'), seat('open')];
const HOST: Role = { kind: 'seat', seat: 0 };
const VISITOR: Role = { kind: 'visitor' };

const show = (lobby: Lobby, role: Role, status = 'online', name = 'Dee') =>
  fixture<PtLobby>(html`<pt-lobby .lobby=${lobby} .guestRole=${role} status=${status} join-url="https://x.example/#t1" name=${name}></pt-lobby>`);
const rows = (el: PtLobby) => $$(el, '[part=seat]');
const button = (root: ParentNode, text: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === text);
const byLabel = (el: PtLobby, label: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
async function fires(el: PtLobby, type: string, b: HTMLButtonElement | undefined): Promise<unknown> {
  expect(b, `a button firing ${type}`).to.exist;
  setTimeout(() => b!.click());
  const event = (await oneEvent(el, type)) as CustomEvent;
  expect(event.bubbles && event.composed).to.equal(true);
  return event.detail;
}

describe('pt-lobby', () => {
  it('reads the table in words for every game: its title, options and seats with their dummies', async () => {
    const two = [seat('person', 'Ann'), seat('open')];
    const el = await show(lobbyOf(two, { game: 'secrets-of-the-universe', options: { version: 'intermediate', matchLength: 4, claimMs: 3000 } }), VISITOR);
    const header = el.shadowRoot!.querySelector('header')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(header).to.equal(
      'Secrets of the Universe Ann’s table · 1 of 2 seats free Intermediate Version · 4 games · 3 s claim window · 2 players (and two dummies)',
    );
  });

  it('is accessible and shows the game, its options and every seat', async () => {
    const el = await show(lobbyOf(FOUR), VISITOR);
    await expect(el).to.be.accessible();
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Planet Tricks').and.contain('Null rule: on').and.contain('2 spectators watching');
    const seats = rows(el).map((r) => r.textContent!.replace(/\s+/g, ' ').trim());
    expect(seats[0]).to.contain('Ann').and.contain('Person').and.contain('Host').and.contain('connected');
    expect(seats[1]).to.contain('Bob').and.contain('not connected');
    expect(seats[2]).to.contain('Cyd (bot)').and.contain('Easy bot').and.contain(', connected');
    expect(seats[3]).to.contain('Open seat');
    expect(rows(el)[0]!.querySelector('.dot.on')).to.exist;
    expect(rows(el)[1]!.querySelector('.dot.off')).to.exist;
    expect(el.shadowRoot!.querySelector('pt-join-link')).to.equal(null);
  });

  it('shows a visitor whose table it is and which seats are free, and asks for a name only to take a seat or watch', async () => {
    const el = await show(lobbyOf(FOUR), VISITOR, 'online', '');
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.querySelector('.whose')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Ann’s table · 1 of 4 seats free');
    expect($$(el, 'button').map((b) => b.textContent!.trim())).to.deep.equal(['Take this seat', 'Just watch']);
    const name = el.shadowRoot!.querySelector<HTMLInputElement>('input[name=name]')!;
    expect(name.required).to.equal(true);
    let fired = 0;
    el.addEventListener('claim-seat', () => fired++);
    el.addEventListener('watch', () => fired++);
    rows(el)[3]!.querySelector('button')!.click();
    button(el.shadowRoot!, 'Just watch')!.click();
    expect(fired, 'no name: nothing is asked of the host').to.equal(0);
    expect(name.validity.valid).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(name);
    name.value = '  Dee ';
    name.dispatchEvent(new Event('input'));
    expect(await fires(el, 'claim-seat', rows(el)[3]!.querySelector('button')!)).to.deep.equal({ seat: 3, name: 'Dee' });
    expect(await fires(el, 'watch', button(el.shadowRoot!, 'Just watch'))).to.deep.equal({ name: 'Dee' });
  });

  it('offers a visitor to a game under way to watch it, under a name', async () => {
    const el = await show(lobbyOf(FOUR, { started: true }), VISITOR, 'online', '');
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.querySelector('.hint')!.textContent).to.equal('The game has started: you can watch it.');
    expect($$(el, 'button').map((b) => b.textContent!.trim())).to.deep.equal(['Watch the game']);
    const name = el.shadowRoot!.querySelector<HTMLInputElement>('input[name=name]')!;
    name.value = 'Eve';
    expect(await fires(el, 'watch', button(el.shadowRoot!, 'Watch the game'))).to.deep.equal({ name: 'Eve' });
  });

  it('prefills a visitor’s name with the one it knows', async () => {
    const el = await show(lobbyOf(FOUR), VISITOR);
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[name=name]')!.value).to.equal('Dee');
    expect(await fires(el, 'claim-seat', rows(el)[3]!.querySelector('button')!)).to.deep.equal({ seat: 3, name: 'Dee' });
    const seated = await show(lobbyOf(FOUR), { kind: 'seat', seat: 1 });
    expect(seated.shadowRoot!.querySelector('input[name=name]'), 'a seated guest has its name').to.equal(null);
  });

  it('lets a seated guest leave, and marks the seat as theirs', async () => {
    const el = await show(lobbyOf(FOUR), { kind: 'seat', seat: 1 });
    await expect(el).to.be.accessible();
    expect(rows(el)[1]!.textContent).to.contain('You');
    expect(rows(el)[0]!.textContent).to.not.contain('You');
    expect($$(el, 'button').map((b) => b.textContent!.trim())).to.deep.equal(['Leave seat']);
    expect(await fires(el, 'leave-seat', button(el.shadowRoot!, 'Leave seat'))).to.deep.equal({});
  });

  it('gives the host bot, remove and move buttons, and the join link', async () => {
    const el = await show(lobbyOf(FOUR), HOST);
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.querySelector('pt-join-link')!.url).to.equal('https://x.example/#t1');
    expect(rows(el)[0]!.textContent).to.contain('You').and.contain('Host');
    expect(button(rows(el)[0]!, 'Remove'), 'the host cannot remove itself').to.equal(undefined);
    expect(button(rows(el)[3]!, 'Remove')).to.equal(undefined);
    expect(el.shadowRoot!.querySelector('.whose')!.textContent).to.contain('Your table');
    const level = el.shadowRoot!.querySelector<HTMLSelectElement>('select[aria-label="Level of the bot for seat 4"]')!;
    expect([...level.options].map((o) => [o.value, o.textContent])).to.deep.equal([
      ['easy', 'Easy'],
      ['strong', 'Strong'],
    ]);
    expect(level.value, 'the default level first').to.equal('strong');
    expect(await fires(el, 'manage', button(rows(el)[3]!, 'Add bot'))).to.deep.equal({ action: 'bot', seat: 3, level: 'strong' });
    level.value = 'easy';
    expect(await fires(el, 'manage', button(rows(el)[3]!, 'Add bot'))).to.deep.equal({ action: 'bot', seat: 3, level: 'easy' });
    expect(await fires(el, 'manage', button(rows(el)[1]!, 'Remove'))).to.deep.equal({ action: 'remove', seat: 1 });
    expect(await fires(el, 'manage', button(rows(el)[2]!, 'Remove'))).to.deep.equal({ action: 'remove', seat: 2 });
    expect(await fires(el, 'manage', byLabel(el, 'Move Bob up'))).to.deep.equal({ action: 'move', seat: 1, to: 0 });
    expect(await fires(el, 'manage', byLabel(el, 'Move Cyd (bot) down'))).to.deep.equal({ action: 'move', seat: 2, to: 3 });
    expect(byLabel(el, 'Move Ann up').disabled).to.equal(true);
    expect(byLabel(el, 'Move Seat 4 down').disabled).to.equal(true);
  });

  it('keeps "Start game" disabled while a seat is open, with the hint', async () => {
    const el = await show(lobbyOf(FOUR), HOST);
    await expect(el).to.be.accessible();
    const start = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=start]')!;
    expect(start.disabled).to.equal(true);
    const hint = el.shadowRoot!.getElementById(start.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.contain('Fill every seat with a friend or a bot');

    el.lobby = lobbyOf([...FOUR.slice(0, 3), seat('bot', 'Dee (bot)', true, 'strong')]);
    await el.updateComplete;
    expect(start.disabled).to.equal(false);
    expect(await fires(el, 'manage', start)).to.deep.equal({ action: 'start', seat: 0 });
  });

  it('shows no host controls to others, and none after the start', async () => {
    const visitor = await show(lobbyOf(FOUR, { hostSeat: 1 }), { kind: 'seat', seat: 0 });
    await expect(visitor).to.be.accessible();
    expect(visitor.shadowRoot!.querySelector('[part=start]')).to.equal(null);
    expect(button(visitor.shadowRoot!, 'Add bot')).to.equal(undefined);
    const started = await show(lobbyOf(FOUR, { started: true }), HOST);
    await expect(started).to.be.accessible();
    expect($$(started, 'button')).to.have.length(0);
    expect(started.shadowRoot!.textContent).to.contain('The game has started');
  });

  it('announces the connection and the last problem in a polite live region', async () => {
    const el = await show(lobbyOf(FOUR), VISITOR, 'offline');
    await expect(el).to.be.accessible();
    const live = el.shadowRoot!.querySelector('[part=status]')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(live.textContent).to.contain('Reconnecting…');
    expect(
      $$<HTMLButtonElement>(el, 'button').every((b) => b.disabled),
      'no intents while offline',
    ).to.equal(true);
    el.status = 'online';
    el.problem = 'That seat is not free.';
    await el.updateComplete;
    expect(live.textContent).to.contain('Connected to the host').and.contain('That seat is not free.');
    el.status = 'connecting';
    await el.updateComplete;
    expect(live.textContent).to.contain('Connecting…');
  });

  it('shows the slotted chat', async () => {
    const el = await fixture<PtLobby>(html`<pt-lobby .lobby=${lobbyOf(FOUR)} .guestRole=${VISITOR} status="online">
      <pt-chat slot="chat" .lines=${[{ from: 'Ann', text: 'hi', at: 0 }]}></pt-chat>
    </pt-lobby>`);
    await expect(el).to.be.accessible();
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name=chat]')!;
    expect(slot.assignedElements()[0]!.tagName).to.equal('PT-CHAT');
  });
});
