/**
 * What the host's escrow costs, for every registered game at 4 players: the bytes one event's box
 * (the event alone: a successor makes the hash chain again) adds to what a holder is sent (mean and
 * largest, against the entry's own JSON), the time to seal
 * an entry, and the time a successor takes to open a whole game's escrow (recover the key from two
 * shares, open the record and every entry). One JSON line per game.
 */
import { defaultOptions } from '../../src/games/declaration.js';
import { MODULES } from '../../src/games/registry.js';
import { appendEvents } from '../../src/kernel/log.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { EscrowSealer } from '../../src/net/escrow/escrow-sealer.js';
import { openEscrow } from '../../src/net/escrow/open-escrow.js';

const GAMES = 5;

for (const module of MODULES) {
  const { game, bots } = await module.play();
  const players = Math.min(module.maxSeats, Math.max(module.minSeats, 4));
  const names = Array.from({ length: players }, (_, s) => `Bot ${s + 1}`);
  let entries = 0;
  let plain = 0;
  let added = 0;
  let largest = 0;
  let sealMs = 0;
  let openMs = 0;
  for (let g = 0; g < GAMES; g++) {
    const events = playBotGame(game, { options: defaultOptions(module), names, bots: names.map(() => bots.strong), seed: `escrow/${module.id}/${g}` }).events;
    const log = await appendEvents([], events);
    const sealer = await EscrowSealer.open('benchtable', 1, [1, 2, 3]);
    const record = await sealer.sealRecord({ record: 'the host’s record' });
    const boxes: string[] = [];
    const started = performance.now();
    for (const entry of log) boxes.push(await sealer.sealEntry(entry.event));
    sealMs += performance.now() - started;
    for (const [i, entry] of log.entries()) {
      const bytes = new TextEncoder().encode(JSON.stringify(entry)).length;
      const box = JSON.stringify(boxes[i]).length + 1;
      plain += bytes;
      added += box;
      largest = Math.max(largest, box);
    }
    entries += log.length;
    const opening = performance.now();
    const opened = await openEscrow('benchtable', [sealer.shareFor(1), sealer.shareFor(2)], { record, entries: boxes });
    openMs += performance.now() - opening;
    if (!opened.ok || opened.log.length !== log.length) throw new Error(`${module.id}: the escrow did not open: ${opened.ok ? 'short' : opened.reason}`);
  }
  console.log(
    JSON.stringify({
      bench: `${module.title}: escrow, ${players} players, ${GAMES} games`,
      eventsPerGame: Math.round(entries / GAMES),
      entryBytesMean: Math.round(plain / entries),
      escrowBytesPerEventMean: Math.round(added / entries),
      escrowBytesPerEventMax: largest,
      sealMsPerEvent: Number((sealMs / entries).toFixed(3)),
      openMsPerGame: Math.round(openMs / GAMES),
    }),
  );
}
