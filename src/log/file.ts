/**
 * The game-log layer in one import: make log files, read them from untrusted text, verify them,
 * and carry them in a share link. The format itself is src/log/format.ts (docs/log-format.md).
 */
export { LOG_FORMAT, LOG_VERSION, type LogFile, type LogFileEvent } from './format.js';
export { buildFullLogFile, buildSeatLogFile, type LogHeader, type StoredEvent } from './build.js';
export { MAX_LOG_BYTES, MAX_LOG_EVENTS, parseLogFile, readLogFile, type ParseResult } from './parse.js';
export { openLog, openLogFile, verifyLogFile, type OpenedLog, type Verdict } from './verify.js';
export { decodeShareLink, encodeShareLink } from './share-link.js';
