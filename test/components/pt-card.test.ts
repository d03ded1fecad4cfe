import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../components/pt-card/pt-card.js';
import type { PtCard } from '../../components/pt-card/pt-card.js';

const button = (el: PtCard): HTMLButtonElement => el.shadowRoot!.querySelector('button')!;
const count = (el: PtCard): { n: number } => {
  const c = { n: 0 };
  el.addEventListener('card-activate', () => c.n++);
  return c;
};

describe('pt-card', () => {
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible face up, face down, interactive and disabled', async () => {
    const el = await fixture<HTMLElement>(html`<div>
      <pt-card label="Sun 7" suit="sun" rank="7"></pt-card>
      <pt-card label="Black 3" suit="black" rank="3"></pt-card>
      <pt-card face-down></pt-card>
      <pt-card interactive label="Saturn 4" suit="saturn" rank="4"></pt-card>
      <pt-card interactive disabled reason="Must-Follow: you hold Sun." label="Nebula 9" suit="nebula" rank="9"></pt-card>
    </div>`);
    await expect(el).to.be.accessible();
  });

  it('names the card: its face, face-down when known, or hidden', async () => {
    const el = await fixture<PtCard>(html`<pt-card label="Sun 7" suit="sun" rank="7"></pt-card>`);
    const face = el.shadowRoot!.querySelector('[part=card]')!;
    expect(face.getAttribute('role')).to.equal('img');
    expect(face.getAttribute('aria-label')).to.equal('Sun 7');
    el.faceDown = true;
    await el.updateComplete;
    expect(face.getAttribute('aria-label')).to.equal('face-down Sun 7');
    el.label = '';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=card]')!.getAttribute('aria-label')).to.equal('hidden card');
  });

  it('shows rank and suit symbol; a Black card looks different', async () => {
    const el = await fixture<HTMLElement>(html`<div>
      <pt-card label="Collapsar 5" suit="collapsar" rank="5"></pt-card><pt-card label="Black 5" suit="black" rank="5"></pt-card>
    </div>`);
    const [planet, black] = [...el.querySelectorAll('pt-card')];
    expect(planet!.shadowRoot!.textContent).to.contain('5').and.to.contain('●');
    const bg = (c: Element) => getComputedStyle(c.shadowRoot!.querySelector('.card')!).backgroundColor;
    expect(bg(black!)).to.not.equal(bg(planet!));
    expect(black!.shadowRoot!.textContent).to.contain('■');
  });

  it('sizes from --pt-card-width with a 1.45 ratio', async () => {
    const el = await fixture<PtCard>(html`<pt-card style="--pt-card-width: 100px" label="Sun 1" suit="sun" rank="1"></pt-card>`);
    const box = el.getBoundingClientRect();
    expect(box.width).to.equal(100);
    expect(box.height).to.be.closeTo(145, 0.5);
  });

  it('is a button when interactive and fires card-activate on click, Enter and Space', async () => {
    const el = await fixture<PtCard>(html`<pt-card interactive label="Sun 7" suit="sun" rank="7"></pt-card>`);
    expect(button(el).querySelector('.sr')!.textContent).to.equal('Sun 7');
    expect(button(el).querySelector('.face')!.getAttribute('aria-hidden')).to.equal('true');
    const fired = count(el);
    setTimeout(() => button(el).click());
    const event = await oneEvent(el, 'card-activate');
    expect(event.bubbles && event.composed).to.equal(true);
    el.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(fired.n).to.equal(3);
  });

  it('does not fire when disabled or not interactive, but stays focusable', async () => {
    const el = await fixture<PtCard>(html`<pt-card interactive disabled reason="Not now." label="Sun 7" suit="sun" rank="7"></pt-card>`);
    const fired = count(el);
    button(el).click();
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(button(el));
    await sendKeys({ press: 'Enter' });
    expect(button(el).getAttribute('aria-disabled')).to.equal('true');
    const plain = await fixture<PtCard>(html`<pt-card label="Sun 7" suit="sun" rank="7"></pt-card>`);
    const plainFired = count(plain);
    (plain.shadowRoot!.querySelector('.card') as HTMLElement).click();
    expect(fired.n + plainFired.n).to.equal(0);
  });

  it('shows its reason as a tooltip on focus and hover, and describes the button with it', async () => {
    const el = await fixture<PtCard>(
      html`<pt-card interactive disabled reason="Must-Follow: you hold Sun." label="Nebula 2" suit="nebula" rank="2"></pt-card>`,
    );
    const tip = el.shadowRoot!.getElementById(button(el).getAttribute('aria-describedby')!)!;
    expect(tip.textContent).to.equal('Must-Follow: you hold Sun.');
    expect(tip.getAttribute('role')).to.equal('tooltip');
    expect(getComputedStyle(tip).display).to.equal('none');
    el.focus();
    expect(getComputedStyle(tip).display).to.not.equal('none');
    button(el).blur();
    expect(getComputedStyle(tip).display).to.equal('none');
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    expect(getComputedStyle(tip).display).to.not.equal('none');
  });

  it('a click or a tap on a card that may not be played says why beside it, for a few seconds only', async () => {
    const el = await fixture<PtCard>(html`<pt-card interactive disabled reason="Wait for your turn." label="Sun 7" suit="sun" rank="7"></pt-card>`);
    const tip = el.shadowRoot!.querySelector('.tip')!;
    button(el).click();
    await el.updateComplete;
    expect(el.hasAttribute('telling')).to.equal(true);
    expect(getComputedStyle(tip).display).to.equal('block');
    button(el).blur();
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(el.hasAttribute('telling')).to.equal(false);
    expect(getComputedStyle(tip).display, 'not left open').to.equal('none');
  });

  it('flips over when turned face down (a collision), and not under reduced motion', async () => {
    const el = await fixture<PtCard>(html`<pt-card label="Sun 7" suit="sun" rank="7"></pt-card>`);
    const card = () => el.shadowRoot!.querySelector('.card')!;
    expect(card().getAnimations()).to.deep.equal([]);
    el.faceDown = true;
    await el.updateComplete;
    const [flip] = card().getAnimations();
    expect(Number(flip!.effect!.getComputedTiming().duration)).to.be.within(150, 400);
    el.faceDown = false;
    await el.updateComplete;
    await emulateMedia({ reducedMotion: 'reduce' });
    el.faceDown = true;
    await el.updateComplete;
    expect(
      card()
        .getAnimations()
        .filter((a) => a.playState === 'running'),
    ).to.have.length(flip!.playState === 'running' ? 1 : 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('lifts a playable card on hover, with no transition under reduced motion', async () => {
    const el = await fixture<PtCard>(html`<pt-card interactive label="Sun 7" suit="sun" rank="7"></pt-card>`);
    const card = button(el);
    expect(getComputedStyle(card).transitionDuration).to.not.equal('0s');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(
      getComputedStyle(card)
        .transitionDuration.split(',')
        .every((d) => d.trim() === '0s'),
    ).to.equal(true);
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    expect(getComputedStyle(card).transform).to.not.equal('none');
  });
});
