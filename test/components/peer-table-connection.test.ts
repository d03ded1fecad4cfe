import { expect } from '@open-wc/testing';
import { Connection } from '../../components/peer-table/connection.js';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** Serves `config` as the page's peer-table.config.json while `run` runs. */
async function withConfig<T>(config: object | null, run: () => Promise<T>): Promise<T> {
  const real = window.fetch;
  window.fetch = (async (input: RequestInfo | URL) =>
    String(input).endsWith('peer-table.config.json') && config ? new Response(JSON.stringify(config)) : new Response('', { status: 404 })) as typeof fetch;
  try {
    return await run();
  } finally {
    window.fetch = real;
  }
}

const page = (joinPage: string | null = null) => ({ id: '', joinPage, followsAddress: false, getAttribute: () => null });

describe('<peer-table> join links', () => {
  it('a page opened at localhost links to the address the serving machine gives for others', async () => {
    expect(location.hostname).to.match(/^(localhost|127\.)/);
    const link = await withConfig({ signaling: { port: 9000, path: '/peer' }, share: 'http://192.168.1.20:8080/' }, async () => {
      const c = new Connection(page());
      await c.settings();
      return c.joinUrl(ID, 'planet-tricks');
    });
    const url = new URL(link);
    expect(url.host).to.equal('192.168.1.20:8080');
    expect(url.pathname).to.equal(location.pathname);
    expect(url.hash).to.equal(`#join=${ID}&game=planet-tricks`);
  });

  it("keeps the page's own address when the server gives none, or when the link is not to this machine", async () => {
    const own = await withConfig({ signaling: { port: 9000, path: '/peer' } }, async () => {
      const c = new Connection(page());
      await c.settings();
      return c.joinUrl(ID, 'planet-tricks');
    });
    expect(new URL(own).host).to.equal(location.host);
    const elsewhere = await withConfig({ signaling: { port: 9000, path: '/peer' }, share: 'http://192.168.1.20:8080/' }, async () => {
      const c = new Connection(page('https://games.example.org/table.html'));
      await c.settings();
      return c.joinUrl(ID, 'planet-tricks');
    });
    expect(elsewhere).to.equal(`https://games.example.org/table.html#join=${ID}&game=planet-tricks`);
  });
});
