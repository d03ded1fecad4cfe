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

  it("rings the seat whose turn it is, without changing the badge's painted size", async () => {
    const el = await fixture<HTMLElement>(html`<div><pt-seat name="Bob" turn></pt-seat><pt-seat name="Cyd"></pt-seat></div>`);
    const [on, off] = [...el.querySelectorAll('pt-seat')].map((s) => getComputedStyle(s.shadowRoot!.querySelector('.seat')!, '::after'));
    expect(on!.boxShadow).to.contain('3px').and.to.equal(off!.boxShadow);
    expect(on!.opacity).to.equal('1');
    expect(off!.opacity).to.equal('0');
  });

  it('shows whether the person is connected: a filled dot, or a hollow one and "not connected" in its name; a bot none', async () => {
    const el = await fixture<HTMLElement>(html`<div>
      <pt-seat name="Bob" presence="online"></pt-seat><pt-seat name="Cyd" presence="away"></pt-seat><pt-seat name="Ada (bot)" presence="bot"></pt-seat>
    </div>`);
    const [bob, cyd, ada] = [...el.querySelectorAll('pt-seat')] as PtSeat[];
    expect(bob!.shadowRoot!.querySelector('.dot.online')).to.not.equal(null);
    expect(label(bob!)).to.match(/^Bob, 0 cards/);
    expect(cyd!.shadowRoot!.querySelector('.dot.away')).to.not.equal(null);
    expect(label(cyd!)).to.match(/^Cyd, not connected, 0 cards/);
    expect(ada!.shadowRoot!.querySelector('.dot')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
