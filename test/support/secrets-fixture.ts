/** The Secrets of the Universe table as its component tests show it: a seat's view of a driven game, and the accessibility check once its cards are in place. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { SecretsTable } from '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { Driver } from './builders/secrets.js';
import { arrived } from './dom.js';
import { commandsFrom } from './table-fixture.js';

/** `seat`'s view of `driver`'s game on a `<secrets-table>`: the element, the commands it sends, and its shadow root. */
export async function shown(driver: Driver, seat: number) {
  const el = await fixture<SecretsTable>(html`<secrets-table .view=${driver.view(seat)}></secrets-table>`);
  const sent = commandsFrom<SecretsCommand>(el);
  return { el, sent, root: el.shadowRoot! };
}

/** Accessible once the cards that travel have arrived (a card fades in as it comes from its place). */
export async function accessible(el: SecretsTable): Promise<void> {
  await arrived(el);
  await expect(el).to.be.accessible();
}
