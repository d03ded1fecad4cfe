/**
 * Long texts in frames for WebRTC data channels (src/net/frames.ts): a text is cut and joined back
 * exactly, surrogate pairs whole; short texts pass untouched; frames out of order, cut off or past
 * the size limit are handed on as they are, to be refused, and lose the message after them nothing.
 */
import { expect } from '@open-wc/testing';
import { FRAME_CHARS, FrameJoiner, MAX_JOINED_CHARS, toFrames } from '../../src/net/frames.js';

const joinAll = (frames: readonly string[], joiner = new FrameJoiner()): (string | null)[] => frames.map((f) => joiner.take(f));

describe('frames', () => {
  it('a short text is itself, and passes the joiner untouched', () => {
    const text = JSON.stringify({ t: 'chat', text: 'hi' });
    expect(toFrames(text)).to.deep.equal([text]);
    expect(new FrameJoiner().take(text)).to.equal(text);
  });

  it('a long text goes in frames no longer than the limit, and comes back whole', () => {
    const text = JSON.stringify({ t: 'reveal', log: Array.from({ length: 5000 }, (_, i) => ({ seq: i, hash: 'ab'.repeat(32) })) });
    const frames = toFrames(text);
    expect(frames.length).to.be.greaterThan(10);
    for (const f of frames) expect(f.length).to.be.at.most(FRAME_CHARS + 12);
    expect(frames.map((f) => f.slice(0, f.indexOf(':') + 1)).slice(-2)).to.deep.equal(['~1:', '~0:']);
    expect(joinAll(frames).filter((t) => t !== null)).to.deep.equal([text]);
  });

  it('never cuts a surrogate pair in two', () => {
    for (let shift = 0; shift < 4; shift++) {
      const text = `${'x'.repeat(shift)}${'🂡♠é'.repeat(4000)}`;
      const frames = toFrames(text, 101);
      for (const f of frames) expect(/[\uD800-\uDBFF]$/.test(f), f.slice(-3)).to.equal(false);
      expect(joinAll(frames).at(-1)).to.equal(text);
    }
  });

  it('frames out of order or cut off by a message are handed on to be refused; the message itself gets through', () => {
    const frames = toFrames('y'.repeat(50), 10);
    const joiner = new FrameJoiner();
    expect(joiner.take(frames[0]!)).to.equal(null);
    expect(joiner.take(frames[2]!), 'a frame skipped').to.equal(frames[2]);
    expect(joiner.take(frames[0]!)).to.equal(null);
    expect(joiner.take('{"t":"sync","from":3}'), 'a message amid frames').to.equal('{"t":"sync","from":3}');
    expect(joiner.take('~x:oops')).to.equal('~x:oops');
    expect(joinAll(frames, joiner).at(-1), 'then a whole text again').to.equal('y'.repeat(50));
  });

  it('stops joining past the size limit', () => {
    const joiner = new FrameJoiner();
    const piece = 'z'.repeat(1024 * 1024);
    let out: string | null = null;
    let sent = 0;
    for (let left = 100; left >= 0 && out === null; left--, sent++) out = joiner.take(`~${left}:${piece}`);
    expect(sent).to.equal(MAX_JOINED_CHARS / piece.length + 1);
    expect(out!.startsWith('~')).to.equal(true);
  });
});
