/** The share link of a finished 4-player game: JSON bytes of the log and characters after `#log=`. */
import { shareLinkStats } from '../../test/support/sample-log.js';

const stats = await shareLinkStats();
console.log(JSON.stringify({ bench: 'share link of a finished 4-player game', ...stats }));
