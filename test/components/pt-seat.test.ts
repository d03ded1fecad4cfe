import { expect, fixture, html } from '@open-wc/testing';
import '../../components/pt-seat/pt-seat.js';
import type { PtSeat } from '../../components/pt-seat/pt-seat.js';

const label = (el: PtSeat): string => el.shadowRoot!.querySelector('[part=seat]')!.getAttribute('aria-label')!;

describe('pt-seat', () => {
  it('is accessible and summarises the seat in its name', async () => {
    const el = await fixture<PtSeat>(html`<pt-seat name="Bob" cards="12" tricks="2" total="5" turn></pt-seat>`);
    await expect(el).to.be.accessible();
    expect(label(el)).to.equal('Bob, 12 cards, 2 tricks this round, 5 in total, to play');
    expect(el.shadowRoot!.textContent).to.contain('to play');
  });

  it('marks the Starting player, the viewer, the winner and 9s under the Null rule', async () => {
    const el = await fixture<PtSeat>(html`<pt-seat name="Ann" cards="1" tricks="1" total="3" nines="2" show-nines leader you winner></pt-seat>`);
    await expect(el).to.be.accessible();
    expect(label(el)).to.equal('Ann (you), 1 card, 1 trick this round, 3 in total, 2 nines taken, Starting player, winner');
    const text = el.shadowRoot!.textContent!;
    expect(text).to.contain('Starting player').and.to.contain('9s').and.to.contain('you');
  });

  it('rings the seat whose turn it is', async () => {
    const el = await fixture<HTMLElement>(html`<div><pt-seat name="Bob" turn></pt-seat><pt-seat name="Cyd"></pt-seat></div>`);
    const [on, off] = [...el.querySelectorAll('pt-seat')].map((s) => getComputedStyle(s.shadowRoot!.querySelector('.seat')!).boxShadow);
    expect(on).to.contain('3px').and.to.not.equal(off);
  });
});
