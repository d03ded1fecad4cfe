/**
 * Everything a page at a table hosted elsewhere needs besides the game: joining it (PeerJS, the
 * guest's protocol and statecharts) and what the table shows around the game's screen. One chunk
 * (see parts.ts), so that a guest's page fetches it in one go.
 */
import './table-parts.js';

export * from '../../src/app/guest-session.js';
