import { expect } from '@open-wc/testing';
import { verifyLog } from '../../src/kernel/log.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { LocalTable } from '../../src/net/local-table.js';

describe('LocalTable', () => {
  it('bots play every seat but the person’s; the person plays through the host to the end', async function () {
    this.timeout(60_000);
    const table = await LocalTable.open(planetTricks, {
      options: { nullRule: true },
      names: ['Me', 'B1', 'B2'],
      human: 0,
      bot: planetBots.greedy,
      botDelay: () => 0,
      seed: 'local-table-test',
    });
    let refusals = 0;
    await new Promise<void>((resolve) => {
      const step = async (): Promise<void> => {
        const view = table.view();
        if (view.result) return resolve();
        const mine = table.human.legalCommands();
        if (mine.length === 0) return;
        const illegal = view.hand.find((h) => h.refusal);
        if (illegal) {
          const refused = await table.play({ type: 'playCard', card: illegal.card });
          expect(refused.ok).to.equal(false);
          refusals++;
        }
        await table.play(mine[0]!);
      };
      table.addEventListener('change', () => void step());
      void step();
    });
    table.close();
    expect(table.view().phase).to.equal('gameOver');
    expect(await verifyLog(table.host.log)).to.deep.equal({ ok: true });
    table.clients.forEach((c, s) => expect(c.view()).to.deep.equal(planetTricks.view(table.host.state, s)));
    expect(refusals).to.be.greaterThan(0);
  });
});
