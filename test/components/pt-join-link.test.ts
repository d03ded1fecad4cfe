import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/pt-join-link/pt-join-link.js';
import type { PtJoinLink } from '../../components/pt-join-link/pt-join-link.js';
import { $ } from '../support/dom.js';

const URL = 'https://peer-table.example/#join=t7Qx2mPz9Kc';
/** The element on the dark panel it is drawn for. */
const dark = async (template: ReturnType<typeof html>): Promise<PtJoinLink> => {
  const wrapper = await fixture<HTMLElement>(html`<div style="background:#13263a;padding:12px">${template}</div>`);
  const el = wrapper.querySelector<PtJoinLink>('pt-join-link')!;
  // The fixture waits for the wrapper only; the QR encoder is a chunk the element loads first.
  await el.updateComplete;
  return el;
};

describe('pt-join-link', () => {
  const stubClipboard = (writeText: (text: string) => Promise<void>) =>
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  // The stub is an own property of navigator; deleting it uncovers the real clipboard again.
  afterEach(() => delete (navigator as { clipboard?: unknown }).clipboard);

  it('is accessible and shows the link and an SVG QR code of it', async () => {
    const el = await dark(html`<pt-join-link url=${URL}></pt-join-link>`);
    await expect(el).to.be.accessible();
    expect($<HTMLInputElement>(el, '[part=url]').value).to.equal(URL);
    const qr = $(el, '[part=qr]');
    expect(qr.getAttribute('role')).to.equal('img');
    expect(qr.getAttribute('aria-label')).to.equal('QR code of the join link');
    const svg = qr.querySelector('svg')!;
    expect(svg).to.be.instanceOf(SVGSVGElement);
    expect(svg.querySelector('path')!.getAttribute('d')!.length).to.be.greaterThan(100);
    expect(svg.getBoundingClientRect().width).to.be.greaterThan(100);
  });

  it('redraws the QR code when the link changes', async () => {
    const el = await dark(html`<pt-join-link url=${URL}></pt-join-link>`);
    await expect(el).to.be.accessible();
    const before = $(el, 'svg path').getAttribute('d');
    el.url = `${URL}x`;
    await el.updateComplete;
    expect($(el, 'svg path').getAttribute('d')).to.not.equal(before);
  });

  it('copies the link and confirms "Copied"', async () => {
    const copied: string[] = [];
    stubClipboard(async (text) => void copied.push(text));
    const el = await dark(html`<pt-join-link url=${URL}></pt-join-link>`);
    await expect(el).to.be.accessible();
    setTimeout(() => $<HTMLButtonElement>(el, '[part=copy]').click());
    const event = await oneEvent(el, 'link-copied');
    await el.updateComplete;
    expect(event.detail).to.deep.equal({ url: URL });
    expect(copied).to.deep.equal([URL]);
    expect($(el, '[part=status]').textContent).to.contain('Copied');
    expect($(el, '[part=copy]').textContent).to.contain('Copied');
    await expect(el).to.be.accessible();
  });

  it('selects the link for a manual copy when the clipboard is refused', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const el = await dark(html`<pt-join-link url=${URL}></pt-join-link>`);
    await expect(el).to.be.accessible();
    expect(await el.copy()).to.equal(false);
    await el.updateComplete;
    const field = $<HTMLInputElement>(el, '[part=url]');
    expect(el.shadowRoot!.activeElement).to.equal(field);
    expect([field.selectionStart, field.selectionEnd]).to.deep.equal([0, URL.length]);
    expect($(el, '[part=status]').textContent).to.contain('Ctrl+C');
  });

  it('says a link to this computer opens only here, and how to reach friends on the network', async () => {
    for (const url of ['http://127.0.0.1:8080/#join=t7Qx2mPz9Kc', 'http://localhost:8080/#join=t7Qx2mPz9Kc', 'http://[::1]:8080/#join=x']) {
      const el = await dark(html`<pt-join-link url=${url}></pt-join-link>`);
      expect($(el, '[part=local]')?.textContent, url).to.contain('opens only on this computer').and.contain('HOST=0.0.0.0');
      await expect(el).to.be.accessible();
    }
    for (const url of [URL, 'http://192.168.1.20:8080/#join=t7Qx2mPz9Kc']) {
      const el = await dark(html`<pt-join-link url=${url}></pt-join-link>`);
      expect(el.shadowRoot!.querySelector('[part=local]'), url).to.equal(null);
    }
  });
});
