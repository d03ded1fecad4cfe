import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/pt-log-import/pt-log-import.js';
import type { LogTextEvent, PtLogImport } from '../../components/pt-log-import/pt-log-import.js';

const LOG = '{"format":"peer-table-log","version":1}';
const logFile = () => new File([LOG], 'game.json', { type: 'application/json' });

function drag(type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', file?: File): DragEvent {
  const data = new DataTransfer();
  if (file) data.items.add(file);
  return new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true, composed: true });
}

describe('pt-log-import', () => {
  let el: PtLogImport;
  const zone = () => el.shadowRoot!.querySelector<HTMLElement>('[part=zone]')!;

  beforeEach(async () => {
    el = await fixture<PtLogImport>(html`<pt-log-import></pt-log-import>`);
  });

  it('is accessible, says what to do and offers a file picker for .json', async () => {
    await expect(el).to.be.accessible();
    expect(zone().textContent).to.contain('Drop a peer-table log here, or choose a file');
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).to.contain('.json');
    expect(el.shadowRoot!.querySelector('button')!.textContent!.trim()).to.equal('Choose a file');
  });

  it('fires log-text with the text and name of a dropped file', async () => {
    const heard = oneEvent(el, 'log-text');
    zone().dispatchEvent(drag('drop', logFile()));
    const e = (await heard) as LogTextEvent;
    expect(e.detail).to.deep.equal({ text: LOG, name: 'game.json' });
  });

  it('highlights the zone while a file is dragged over it', async () => {
    zone().dispatchEvent(drag('dragenter', logFile()));
    zone().dispatchEvent(drag('dragover', logFile()));
    await el.updateComplete;
    expect(zone().classList.contains('over')).to.equal(true);
    zone().dispatchEvent(drag('dragleave'));
    await el.updateComplete;
    expect(zone().classList.contains('over')).to.equal(false);
  });

  it('fires log-text for a file chosen with the picker', async () => {
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    const data = new DataTransfer();
    data.items.add(logFile());
    input.files = data.files;
    const heard = oneEvent(el, 'log-text');
    input.dispatchEvent(new Event('change'));
    expect(((await heard) as LogTextEvent).detail.name).to.equal('game.json');
  });

  it('opens the picker from the keyboard', async () => {
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    let opened = 0;
    input.click = () => void opened++; // the real dialog cannot open in a headless test
    el.shadowRoot!.querySelector('button')!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(opened).to.equal(2);
  });

  it('shows an error in an alert', async () => {
    el.error = 'This file is not a peer-table log: no "format" field.';
    await el.updateComplete;
    await expect(el).to.be.accessible();
    const alert = el.shadowRoot!.querySelector('[role=alert]')!;
    expect(alert.textContent).to.contain('not a peer-table log');
  });
});
