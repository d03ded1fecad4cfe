/**
 * Everything a page hosting a table needs besides the game: creating and opening it, the host's
 * own seat, and what the table shows around the game's screen (parts.ts loads the lobby's host
 * controls beside it). One chunk, so that the host's page fetches it in one go.
 */
import './table-parts.js';

export * from '../../src/app/host-session.js';
export { newTable } from './new-table.js';
