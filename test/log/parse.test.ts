import { expect } from '@open-wc/testing';
import { MAX_LOG_BYTES, MAX_LOG_EVENTS, parseLogFile } from '../../src/log/parse.js';
import type { LogFile } from '../../src/log/format.js';
import { clone, fairGame, text } from './fixture.js';
import { loadEveryPlay } from '../support/games.js';
import { MODULES } from '../../src/games/registry.js';

let good: LogFile;
/** The reason the good file, changed by `change`, is refused. */
function reasonFor(change: (f: Record<string, any>) => void): string {
  const f = clone(good) as Record<string, any>;
  change(f);
  const result = parseLogFile(text(f));
  if (result.ok) throw new Error('accepted');
  return result.reason;
}
const refused = (input: string): string => {
  const result = parseLogFile(input);
  if (result.ok) throw new Error('accepted');
  return result.reason;
};

describe('parseLogFile', () => {
  before(loadEveryPlay);

  before(async () => {
    good = (await fairGame()).file;
  });

  it('reads a good file, also with a byte order mark, keeping only the fields of the format', () => {
    const plain = parseLogFile(text(good));
    expect(plain.ok).to.equal(true);
    const extra = parseLogFile(`\uFEFF${text({ ...good, comment: 'a later optional field' })}`);
    if (!extra.ok) throw new Error(extra.reason);
    expect(extra.file).to.deep.equal(good);
  });

  it('refuses text that is not JSON, or cut short, or empty', () => {
    expect(refused('hello')).to.equal('the file is cut short or is not JSON');
    const whole = text(good);
    expect(refused(whole.slice(0, whole.length / 2))).to.equal('the file is cut short or is not JSON');
    expect(refused('  \n')).to.equal('the file is empty');
  });

  it('refuses JSON that is not a peer-table log', () => {
    for (const other of ['{"name":"my-package"}', '[1,2,3]', 'null', '"peer-table-log"']) {
      expect(refused(other), other).to.equal('this is not a peer-table log (no "format": "peer-table-log")');
    }
  });

  it('names the format version it cannot read', () => {
    expect(reasonFor((f) => (f.version = 2))).to.equal('format version 2 is not supported; this version reads 1');
    expect(reasonFor((f) => delete f.version)).to.equal('the field "version" is missing');
    expect(reasonFor((f) => (f.version = '1'))).to.equal('the field "version" is not a whole number');
  });

  it('names an unknown game', () => {
    const known = MODULES.map((m) => m.id).sort();
    expect(known).to.include.members(['crazier-eights', 'master-of-rules', 'planet-tricks', 'secrets-of-the-universe']);
    expect(reasonFor((f) => (f.game = 'chess'))).to.equal(`unknown game "chess": this version knows ${known.join(', ')}`);
    expect(reasonFor((f) => (f.game = 'constructor'))).to.match(/^unknown game "constructor"/);
  });

  it('names a missing or ill-typed field', () => {
    expect(reasonFor((f) => delete f.table)).to.equal('the field "table" is missing');
    expect(reasonFor((f) => (f.table = 7))).to.equal('the field "table" is not text');
    expect(reasonFor((f) => (f.seats = 'Ann, Ben'))).to.equal('the field "seats" is not a list');
    expect(reasonFor((f) => (f.seats[2] = null))).to.equal('the field "seats[2]" is not a name');
    expect(reasonFor((f) => (f.seats = ['Ann', 'Ben']))).to.equal('the field "seats" has 2 names; planet-tricks needs 3 to 6');
    expect(reasonFor((f) => (f.options = { nullRule: 'yes' }))).to.equal(
      'the field "options" is not valid for planet-tricks: The Null rule option must be true or false.',
    );
    expect(reasonFor((f) => (f.started = 'yesterday'))).to.equal('the field "started" is not an ISO 8601 time: "yesterday"');
    expect(reasonFor((f) => delete f.finished)).to.equal('the field "finished" is missing');
    expect(reasonFor((f) => (f.perspective = 4))).to.equal('the field "perspective" is neither "full" nor a seat from -1 to 3');
    expect(reasonFor((f) => delete f.fairness)).to.equal('the field "fairness" is missing');
    expect(reasonFor((f) => (f.fairness.hostCommitment = 'ABC'))).to.equal('the field "fairness.hostCommitment" is not a commitment (64 lowercase hex digits)');
    expect(reasonFor((f) => f.fairness.seatCommitments.pop())).to.equal('the field "fairness.seatCommitments" has 3 entries for 4 seats');
    expect(reasonFor((f) => (f.fairness.seatSecrets[1] = 42))).to.equal('the field "fairness.seatSecrets[1]" is neither 64 lowercase hex digits nor null');
    expect(reasonFor((f) => (f.events = {}))).to.equal('the field "events" is not a list');
    expect(reasonFor((f) => (f.events = []))).to.equal('the log has no events');
    expect(reasonFor((f) => delete f.events[3].event.type)).to.equal('entry 3 ("events[3].event.type") has no event type');
    expect(reasonFor((f) => (f.events[4].hash = 'x'))).to.equal('entry 4 ("events[4].hash") is not a hash (64 lowercase hex digits)');
  });

  it('names the entry that is out of sequence', () => {
    expect(reasonFor((f) => ([f.events[5], f.events[6]] = [f.events[6], f.events[5]]))).to.equal('entry 5 is out of sequence: its "seq" is 6, expected 5');
    expect(reasonFor((f) => f.events.splice(9, 1))).to.equal('entry 9 is out of sequence: its "seq" is 10, expected 9');
  });

  it('refuses files over 10 MB (counted in UTF-8 bytes) and logs of over 100,000 events', () => {
    expect(MAX_LOG_BYTES).to.equal(10 * 1024 * 1024);
    const over = `${text(good)}${' '.repeat(MAX_LOG_BYTES)}`;
    expect(refused(over)).to.match(/^the file is 10\.\d MB; a log may be at most 10 MB$/);
    const wide = `{"format":"peer-table-log","t":"${'é'.repeat(MAX_LOG_BYTES / 2)}"}`; // fewer characters than bytes
    expect(wide.length).to.be.below(MAX_LOG_BYTES);
    expect(refused(wide)).to.match(/^the file is 10\.\d MB; a log may be at most 10 MB$/);
    const many = text({ ...good, events: new Array(MAX_LOG_EVENTS + 1).fill(0) });
    expect(refused(many)).to.equal('the log has 100,001 events; a log may have at most 100,000');
  });
});
