/**
 * The parts of `<peer-table>` a page loads only when it needs them, each a chunk of the build:
 * the home page's elements, a table's (lobby, chat, history, How to play), joining and hosting a
 * table (PeerJS, XState, the host's code), the replay viewer, the end of a game, and the question
 * before leaving one. Each part is loaded once; one that failed to load is asked for again next
 * time. `preload` (preload.ts) fetches a part's chunks ahead, as soon as the page knows it will
 * need them.
 */
import { onDemand, type OnDemand } from '../shared/on-demand.js';

/** A part loaded on first use, whose failure to load says what to do. */
const part = <T>(load: () => Promise<T>): OnDemand<T> =>
  onDemand(() =>
    load().catch((error: unknown) => {
      throw new Error(`A part of this page could not be loaded: check the connection and try again (${(error as Error).message}).`);
    }),
  );

export const parts = {
  /** The home page: the games, the create form's button, the tables this browser knows, the replay import. */
  home: part(async () => {
    const [tables, screen] = await Promise.all([import('../../src/app/known-tables.js'), import('./home-screen.js')]);
    return { tables, screen };
  }),
  /** A table hosted elsewhere: joining it, rematch offers, and what a table shows around the game's screen. */
  join: part(() => import('./join-parts.js')),
  /** A table this page hosts: creating and opening it, and what a table shows, the lobby's host controls included. */
  host: part(async () => {
    const [hosting] = await Promise.all([import('./host-parts.js'), import('../pt-lobby/pt-lobby.js').then((lobby) => lobby.loadHostControls())]);
    return hosting;
  }),
  /** The replay viewer, and reading a log from a file, a link or a URL. */
  replay: part(() => import('./replay-source.js')),
  /** The end of a game: its panel (result, check, rematch) and the log's uses (the log so far's too). */
  end: part(() => import('./table-end.js')),
  /** The question before leaving a game in play. */
  leave: part(() => import('./leave-dialog.js')),
};
