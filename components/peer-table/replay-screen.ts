/**
 * A `<peer-table>`'s replay viewer, with its step kept in the address bar on the standalone page
 * (the replay's part of the page: replay-source.ts passes it on).
 */
import { html } from 'lit';
import type { PeerTable } from './peer-table.js';
import type { Replay } from './replay-source.js';

export function renderReplay(el: PeerTable, replay: Replay) {
  const stepChanged = (event: CustomEvent<{ step: number }>) => {
    if (!el.followsAddress) return;
    const params = new URLSearchParams(location.hash.replace(/^#/, ''));
    params.set('step', String(event.detail.step));
    history.replaceState(null, '', `#${params.toString()}`);
  };
  return html`<pt-replay
    part="replay"
    .file=${replay.file}
    .verdict=${replay.verdict}
    .step=${replay.step ?? replay.file.events.length}
    .perspective=${replay.perspective ?? 'all'}
    @step-change=${stepChanged}
  ></pt-replay>`;
}
