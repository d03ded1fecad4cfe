import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/pt-create-table/pt-create-table.js';
import type { CreateTableDetail, GameChoice, PtCreateTable } from '../../components/pt-create-table/pt-create-table.js';
import { $ } from '../support/dom.js';

const seatChoices = (el: PtCreateTable): number[] => [...$<HTMLSelectElement>(el, 'select[name=seats]').options].map((o) => Number(o.value));
const choose = async (el: PtCreateTable, name: string, value: string): Promise<void> => {
  const select = $<HTMLSelectElement>(el, `select[name=${name}]`);
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
};
const seatChoice = (el: PtCreateTable, seat: number): string[] =>
  [...$<HTMLSelectElement>(el, `select[name=seat-${seat}]`).options].map((o) => o.textContent!.trim());
const chip = (el: PtCreateTable, text: string): HTMLButtonElement =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.fill button')].find((b) => b.textContent!.trim() === text)!;
const submitWith = async (el: PtCreateTable, part: 'create' | 'solo'): Promise<CreateTableDetail> => {
  setTimeout(() => $<HTMLButtonElement>(el, `[part=${part}]`).click());
  const event = await oneEvent(el, 'create-table');
  expect(event.bubbles && event.composed).to.equal(true);
  return event.detail;
};

describe('pt-create-table', () => {
  it('is accessible and offers Planet Tricks for 3 to 6 seats, Null rule on, name prefilled', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    await expect(el).to.be.accessible();
    expect($<HTMLSelectElement>(el, 'select[name=game]').value).to.equal('planet-tricks');
    expect(seatChoices(el)).to.deep.equal([3, 4, 5, 6]);
    expect($<HTMLInputElement>(el, 'input[name=nullRule]').checked).to.equal(true);
    expect($<HTMLInputElement>(el, 'input[name=name]').value).to.equal('Ann');
  });

  it('"Create table" fires create-table for friends', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    await expect(el).to.be.accessible();
    await choose(el, 'seats', '5');
    expect(await submitWith(el, 'create')).to.deep.equal({
      game: 'planet-tricks',
      seats: 5,
      options: { nullRule: true },
      name: 'Ann',
      bot: 'strong',
      seatBots: [null, null, null, null, null],
      solo: false,
      standInWait: 60_000,
      hostWait: 30_000,
    });
  });

  it('sets how long the table waits on a friend who left before a bot plays for them: a minute unless chosen, or never', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    expect((await submitWith(el, 'create')).standInWait).to.equal(60_000);
    await choose(el, 'stand-in', '10000');
    expect((await submitWith(el, 'create')).standInWait).to.equal(10_000);
    await choose(el, 'stand-in', 'never');
    expect((await submitWith(el, 'create')).standInWait).to.equal(null);
  });

  it('sets how long the guests wait on a host who has gone before one of them hosts: 30 seconds unless chosen, or never', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    expect((await submitWith(el, 'create')).hostWait).to.equal(30_000);
    await choose(el, 'host-wait', '120000');
    expect((await submitWith(el, 'create')).hostWait).to.equal(120_000);
    await choose(el, 'host-wait', 'never');
    expect((await submitWith(el, 'create')).hostWait).to.equal(null);
  });

  it('offers a friend or a bot of each of the game’s levels for every other seat, and says what each level does', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    await expect(el).to.be.accessible();
    const rows = [...el.shadowRoot!.querySelectorAll('[part=seats] li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(rows[0]).to.match(/^Seat 1\s*You \(the host\)$/);
    expect(seatChoice(el, 1)).to.deep.equal(['A friend (open seat)', 'Easy bot', 'Strong bot']);
    expect(el.shadowRoot!.querySelector('.levels')!.textContent!.replace(/\s+/g, ' ')).to.contain('Easy').and.contain('Strong').and.contain('ducks a trick');
    await choose(el, 'game', 'secrets-of-the-universe');
    expect(seatChoice(el, 3)).to.deep.equal(['A friend (open seat)', 'Easy bot', 'Strong bot']);
    expect(el.shadowRoot!.querySelector('.levels')!.textContent).to.contain('draws from the deck');
  });

  it('bots in some seats: "Create table" opens a lobby with those bots, the other seats open for friends', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    await choose(el, 'seat-2', 'easy');
    await choose(el, 'seat-3', 'strong');
    expect($<HTMLButtonElement>(el, 'button[type=submit]').textContent!.trim()).to.equal('Create table');
    await expect(el).to.be.accessible();
    expect(await submitWith(el, 'create')).to.deep.include({ seatBots: [null, null, 'easy', 'strong'], solo: false });
  });

  it('a bot in every other seat: the button reads "Play against bots now" and the table starts at once, each seat at its level', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    $<HTMLInputElement>(el, 'input[name=nullRule]').checked = false;
    $<HTMLInputElement>(el, 'input[name=name]').value = '  Zoë ';
    chip(el, 'Easy bots').click();
    await el.updateComplete;
    await choose(el, 'seat-2', 'strong');
    const button = $<HTMLButtonElement>(el, 'button[type=submit]');
    expect(button.textContent!.trim()).to.equal('Play against bots now');
    expect(button.getAttribute('part')).to.equal('solo');
    await expect(el).to.be.accessible();
    expect(await submitWith(el, 'solo')).to.deep.equal({
      game: 'planet-tricks',
      seats: 4,
      options: { nullRule: false },
      name: 'Zoë',
      bot: 'strong',
      seatBots: [null, 'easy', 'strong', 'easy'],
      solo: true,
      standInWait: 60_000,
      hostWait: 30_000,
    });
    // One more seat is one more friend's seat: no longer all bots.
    await choose(el, 'seats', '5');
    expect(button.textContent!.trim()).to.equal('Create table');
    chip(el, 'Friends').click();
    await el.updateComplete;
    expect((await submitWith(el, 'create')).seatBots).to.deep.equal([null, null, null, null, null]);
  });

  it('names the level of a bot nobody chose one for after its `level`', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann" level="easy"></pt-create-table>`);
    expect((await submitWith(el, 'create')).bot).to.equal('easy');
  });

  it('follows the chosen game: its seat range and its options', async () => {
    const games: GameChoice[] = [
      { id: 'planet-tricks', title: 'Planet Tricks', minSeats: 3, maxSeats: 6 },
      { id: 'duel', title: 'Duel', minSeats: 2, maxSeats: 2 },
    ];
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann" .games=${games}></pt-create-table>`);
    await expect(el).to.be.accessible();
    await choose(el, 'seats', '6');
    await choose(el, 'game', 'duel');
    expect(seatChoices(el)).to.deep.equal([2]);
    expect($(el, 'input[name=nullRule]')).to.equal(null);
    expect(seatChoice(el, 1), 'a game declaring no levels still has easy and strong bots').to.deep.equal(['A friend (open seat)', 'Easy bot', 'Strong bot']);
    await expect(el).to.be.accessible();
    const detail = await submitWith(el, 'create');
    expect(detail).to.include({ game: 'duel', seats: 2 });
    expect(detail.options).to.deep.equal({});
    await choose(el, 'game', 'planet-tricks');
    expect(seatChoices(el)).to.deep.equal([3, 4, 5, 6]);
    expect($<HTMLSelectElement>(el, 'select[name=seats]').value).to.equal('3');
  });

  it('Secrets of the Universe: the Basic, Intermediate or Advanced Version, the claim window for the last two and the Expert Addition for the Advanced', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    await choose(el, 'game', 'secrets-of-the-universe');
    expect([...$<HTMLSelectElement>(el, 'select[name=version]').options].map((o) => o.textContent)).to.deep.equal([
      'Basic: 144 cards (Earth, Fire, Water, Air)',
      'Intermediate: 180 cards, with Magic',
      'Advanced: all 192 cards, with the Bonus Cards',
    ]);
    const claim = $<HTMLSelectElement>(el, 'select[name=claimMs]');
    const expert = $<HTMLInputElement>(el, 'input[type=checkbox][name=expert]');
    expect(claim.checkVisibility(), 'hidden for the Basic Version').to.equal(false);
    expect(expert.checkVisibility(), 'hidden for the Basic Version').to.equal(false);
    await expect(el).to.be.accessible();
    const basic = (await submitWith(el, 'create')).options;
    expect(basic).to.deep.include({ version: 'basic', matchLength: 4 });
    expect(basic).to.not.have.property('claimMs');
    await choose(el, 'version', 'intermediate');
    expect(claim.checkVisibility()).to.equal(true);
    expect(claim.value).to.equal('3000');
    await expect(el).to.be.accessible();
    await choose(el, 'claimMs', '5000');
    await choose(el, 'matchLength', '8');
    chip(el, 'Strong bots').click();
    await el.updateComplete;
    const intermediate = await submitWith(el, 'solo');
    expect(intermediate.game).to.equal('secrets-of-the-universe');
    expect(intermediate.options).to.deep.include({ version: 'intermediate', matchLength: 8, claimMs: 5000 });
    expect(intermediate.options).to.not.have.property('expert');
    await choose(el, 'version', 'advanced');
    expect(expert.checkVisibility(), 'shown for the Advanced Version').to.equal(true);
    expect(claim.checkVisibility()).to.equal(true);
    expert.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    const advanced = await submitWith(el, 'solo');
    expect(advanced.options).to.deep.include({ version: 'advanced', expert: true, matchLength: 8 });
  });

  it('asks for a name before creating', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table></pt-create-table>`);
    await expect(el).to.be.accessible();
    let fired = false;
    el.addEventListener('create-table', () => (fired = true));
    $<HTMLButtonElement>(el, '[part=create]').click();
    expect(fired).to.equal(false);
    expect($<HTMLInputElement>(el, 'input[name=name]').validity.valueMissing).to.equal(true);
  });
});
