import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/pt-create-table/pt-create-table.js';
import type { CreateTableDetail, GameChoice, PtCreateTable } from '../../components/pt-create-table/pt-create-table.js';

const $ = <T extends Element>(el: PtCreateTable, sel: string): T => el.shadowRoot!.querySelector<T>(sel)!;
const seatChoices = (el: PtCreateTable): number[] => [...$<HTMLSelectElement>(el, 'select[name=seats]').options].map((o) => Number(o.value));
const choose = async (el: PtCreateTable, name: string, value: string): Promise<void> => {
  const select = $<HTMLSelectElement>(el, `select[name=${name}]`);
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
};
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
      bot: 'greedy',
      solo: false,
    });
  });

  it('"Play against bots now" fires create-table solo, with the chosen options and bots', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    await expect(el).to.be.accessible();
    $<HTMLInputElement>(el, 'input[name=nullRule]').checked = false;
    $<HTMLInputElement>(el, 'input[name=name]').value = '  Zoë ';
    await choose(el, 'bot', 'random');
    expect(await submitWith(el, 'solo')).to.deep.equal({
      game: 'planet-tricks',
      seats: 4,
      options: { nullRule: false },
      name: 'Zoë',
      bot: 'random',
      solo: true,
    });
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
    await expect(el).to.be.accessible();
    const detail = await submitWith(el, 'create');
    expect(detail).to.include({ game: 'duel', seats: 2 });
    expect(detail.options).to.deep.equal({});
    await choose(el, 'game', 'planet-tricks');
    expect(seatChoices(el)).to.deep.equal([3, 4, 5, 6]);
    expect($<HTMLSelectElement>(el, 'select[name=seats]').value).to.equal('3');
  });

  it('Secrets of the Universe: the Basic or the Intermediate Version, with the claim window only for the Intermediate', async () => {
    const el = await fixture<PtCreateTable>(html`<pt-create-table name="Ann"></pt-create-table>`);
    await choose(el, 'game', 'secrets-of-the-universe');
    expect([...$<HTMLSelectElement>(el, 'select[name=version]').options].map((o) => o.textContent)).to.deep.equal([
      'Basic: 144 cards (Earth, Fire, Water, Air)',
      'Intermediate: 180 cards, with Magic',
    ]);
    const claim = $<HTMLSelectElement>(el, 'select[name=claimMs]');
    expect(claim.checkVisibility(), 'hidden for the Basic Version').to.equal(false);
    await expect(el).to.be.accessible();
    expect((await submitWith(el, 'create')).options).to.deep.equal({ version: 'basic', matchLength: 4 });
    await choose(el, 'version', 'intermediate');
    expect(claim.checkVisibility()).to.equal(true);
    expect(claim.value).to.equal('3000');
    await expect(el).to.be.accessible();
    await choose(el, 'claimMs', '5000');
    await choose(el, 'matchLength', '8');
    expect(await submitWith(el, 'solo')).to.deep.include({ game: 'secrets-of-the-universe', options: { version: 'intermediate', matchLength: 8, claimMs: 5000 } });
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
