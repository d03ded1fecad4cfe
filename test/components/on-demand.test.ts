import { expect } from '@open-wc/testing';
import { onDemand } from '../../components/shared/on-demand.js';

describe('a part of the page loaded on demand', () => {
  it('loads once, is there at once after that, and is asked for again after a failed load', async () => {
    let calls = 0;
    let fail = true;
    const part = onDemand(async () => {
      calls++;
      if (fail) throw new Error('offline');
      return { answer: 42 };
    });
    expect(part.now).to.equal(null);
    let error: Error | null = null;
    await part.load().catch((e: Error) => (error = e));
    expect(error!.message).to.equal('offline');
    expect(part.now).to.equal(null);
    fail = false;
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).to.equal(b);
    expect(part.now).to.equal(a);
    expect(await part.load()).to.equal(a);
    expect(calls).to.equal(2);
  });
});
