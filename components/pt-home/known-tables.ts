/** The home page's list of the tables this browser hosts or joined, each a link that opens it again. */
import { html } from 'lit';
import type { KnownTable } from '../../src/app/session.js';
import { moduleOf } from '../../src/games/registry.js';

const STATE_WORDS: Record<KnownTable['state'], string> = {
  waiting: 'in the lobby',
  playing: 'in play',
  over: 'finished',
  left: 'you left',
  unknown: '',
};

const hrefOf = (t: KnownTable): string => (t.hosting ? `#host=${t.table}` : `#join=${t.table}&game=${t.game}`);

/** "Resume" for a game in play, "Rejoin" for one this page left, "Open" for the others. */
const actionOf = (t: KnownTable): string => (t.state === 'left' ? 'Rejoin' : t.state === 'playing' || (t.state === 'waiting' && t.hosting) ? 'Resume' : 'Open');

/** Each table with its state, a link that opens it again, and a button that forgets it (`forget(table)`). */
export function knownTables(tables: readonly KnownTable[], forget: (table: KnownTable) => void) {
  return html`<ul class="tables">
    ${tables.map((t) => {
      const title = moduleOf(t.game)?.title ?? t.game;
      const state = [t.hosting ? 'You host it' : 'Joined', STATE_WORDS[t.state]].filter(Boolean).join(', ');
      return html`<li>
        <div class="what">
          <span class="title">${title}</span>
          <span class="state ${t.state}">${state}</span>
          <span class="who">${t.label}</span>
        </div>
        <time datetime=${new Date(t.when).toISOString()}>${new Date(t.when).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        <a class="go" href=${hrefOf(t)} aria-label="${actionOf(t)}: ${title}, ${t.label}">${actionOf(t)}</a>
        <button class="forget" type="button" aria-label="Remove from the list: ${title}, ${t.label}" title="Remove from the list" @click=${() => forget(t)}>×</button>
      </li>`;
    })}
  </ul>`;
}
