/**
 * A `<peer-table>`'s home: the games, a table to create, the tables this browser knows, a log to
 * open (the home's part of the page: parts.ts). Intents go back through the element's own API.
 */
import { html } from 'lit';
import { MODULES } from '../../src/games/registry.js';
import '../pt-home/pt-home.js';
import type { CreateTableEvent } from '../pt-create-table/pt-create-table.js';
import type { PeerTable } from './peer-table.js';
import { quietly } from './quietly.js';

export function renderHome(el: PeerTable) {
  const games = el.game ? MODULES.filter((g) => g.id === el.game) : MODULES;
  const create = (event: CreateTableEvent) => quietly(el.createTable(event.detail));
  return html`<pt-home
    part="home"
    exportparts="create, game, play-now"
    .games=${games.length ? games : MODULES}
    .known=${el.known}
    .name=${el.playerName}
    .level=${el.botLevel}
    @create-table=${create}
    @log-text=${(e: CustomEvent<{ text: string; name: string }>) => quietly(el.loadReplay(e.detail))}
    @forget-table=${(e: CustomEvent<{ table: string }>) => quietly(el.forgetTable(e.detail.table))}
  ></pt-home>`;
}
