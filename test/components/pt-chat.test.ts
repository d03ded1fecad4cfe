import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/pt-chat/pt-chat.js';
import { clock, type PtChat } from '../../components/pt-chat/pt-chat.js';
import type { ChatLine } from '../../src/net/protocol.js';
import { $ } from '../support/dom.js';

const at = (h: number, m: number): number => new Date(2025, 0, 2, h, m, 30).getTime();
const lines: ChatLine[] = [
  { from: 'Ann', text: 'hello', at: at(9, 5) },
  { from: 'Bob', text: 'hi Ann', at: at(21, 47) },
];
/** The element on the dark panel it is drawn for. */
const dark = async (template: ReturnType<typeof html>): Promise<PtChat> =>
  (await fixture<HTMLElement>(html`<div style="background:#13263a;padding:12px">${template}</div>`)).querySelector('pt-chat')!;

describe('pt-chat', () => {
  it('is accessible and shows each line as "from: text" with its time', async () => {
    const el = await dark(html`<pt-chat .lines=${lines}></pt-chat>`);
    await expect(el).to.be.accessible();
    const log = $(el, '[role=log]');
    expect(log.getAttribute('aria-live')).to.equal('polite');
    const shown = [...el.shadowRoot!.querySelectorAll('[part=line]')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(shown).to.deep.equal(['09:05 Ann: hello', '21:47 Bob: hi Ann']);
    expect(clock(at(0, 0))).to.equal('00:00');
  });

  it('says so when there are no lines yet', async () => {
    const el = await dark(html`<pt-chat></pt-chat>`);
    await expect(el).to.be.accessible();
    expect($(el, '[role=log]').textContent).to.contain('No messages yet');
  });

  it('sends on Send and on Enter, trimmed, then clears the input', async () => {
    const el = await dark(html`<pt-chat></pt-chat>`);
    await expect(el).to.be.accessible();
    const input = $<HTMLInputElement>(el, 'input');
    expect(input.maxLength).to.equal(280);
    input.value = '  good game  ';
    setTimeout(() => $<HTMLButtonElement>(el, '[part=send]').click());
    const sent = await oneEvent(el, 'chat-send');
    expect(sent.detail).to.deep.equal({ text: 'good game' });
    expect(sent.bubbles && sent.composed).to.equal(true);
    expect(input.value).to.equal('');

    input.value = 'again';
    // Enter in a one-field form submits it.
    setTimeout(() => $<HTMLFormElement>(el, 'form').requestSubmit());
    expect((await oneEvent(el, 'chat-send')).detail).to.deep.equal({ text: 'again' });
    expect(input.value).to.equal('');
  });

  it('sends nothing blank, nor while disabled', async () => {
    const el = await dark(html`<pt-chat></pt-chat>`);
    await expect(el).to.be.accessible();
    let count = 0;
    el.addEventListener('chat-send', () => count++);
    const input = $<HTMLInputElement>(el, 'input');
    input.value = '   ';
    $<HTMLFormElement>(el, 'form').requestSubmit();
    el.disabled = true;
    await el.updateComplete;
    input.value = 'hi';
    $<HTMLFormElement>(el, 'form').requestSubmit();
    expect(count).to.equal(0);
    expect(input.disabled && $<HTMLButtonElement>(el, '[part=send]').disabled).to.equal(true);
  });

  it('follows new lines at the bottom of the log', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ from: 'Ann', text: `line ${i}`, at: at(10, i) }));
    const el = await dark(html`<pt-chat .lines=${many.slice(0, 30)}></pt-chat>`);
    await expect(el).to.be.accessible();
    el.lines = many;
    await el.updateComplete;
    const log = $(el, '[role=log]');
    expect(log.scrollTop + log.clientHeight).to.be.closeTo(log.scrollHeight, 2);
  });
});
