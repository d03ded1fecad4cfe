/** The elements a table shows around the game's own screen (a chunk of its own: see parts.ts). */
import '../pt-chat/pt-chat.js';
import '../pt-history/pt-history.js';
import '../pt-how-to-play/pt-how-to-play.js';
import '../pt-lobby/pt-lobby.js';
