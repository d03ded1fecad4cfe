import { expect, fixture, html } from '@open-wc/testing';
import '../../components/planet-tricks-table/pt-scoreboard.js';
import type { PtScoreboard } from '../../components/planet-tricks-table/pt-scoreboard.js';
import { Replay } from './planet-views.js';

describe('pt-scoreboard', () => {
  it('is accessible: a score sheet, a row per seat with every round and the total, and the end-game number', async () => {
    const game = new Replay(4, 'ui-4-1');
    const view = game.view(-1, 0);
    const el = await fixture<PtScoreboard>(html`<pt-scoreboard .view=${view}></pt-scoreboard>`);
    await expect(el).to.be.accessible();
    const table = el.shadowRoot!.querySelector('table')!;
    expect(table.caption!.textContent).to.contain(`Game ends at ${view.target} tricks`);
    const rows = [...table.tBodies[0]!.rows];
    expect(rows.map((r) => r.cells[0]!.textContent!.replace(' (you)', ''))).to.deep.equal(view.names);
    expect(rows[0]!.cells.length).to.equal(view.rounds.length + 2);
    expect(rows.map((r) => Number(r.cells[r.cells.length - 1]!.textContent))).to.deep.equal([...view.totals]);
    expect(table.tHead!.rows[0]!.cells[1]!.textContent).to.equal('Round 1');
  });

  it('marks a nulled seat: counted 0, the tricks it took alongside', async () => {
    const game = new Replay(4, 'ui-4-1');
    const { view } = game.find((v) => v.rounds.some((r) => r.nines.includes(4)));
    const el = await fixture<PtScoreboard>(html`<pt-scoreboard .view=${view}></pt-scoreboard>`);
    const index = view.rounds.findIndex((r) => r.nines.includes(4));
    const record = view.rounds[index]!;
    const seat = record.nines.indexOf(4);
    const cell = el.shadowRoot!.querySelector('tbody')!.rows[seat]!.cells[index + 1]!;
    expect(cell.textContent).to.contain('Null').and.to.contain(`took ${record.tricks[seat]}`);
    expect(cell.textContent!.trim().startsWith('0')).to.equal(true);
  });

  it('compact, for the rail: one row per seat with the round in progress and the total, every seat shown', async () => {
    const view = new Replay(3, 'ui-3-0').view(20, -1);
    const el = await fixture<PtScoreboard>(html`<div style="width: 240px"><pt-scoreboard compact .view=${view}></pt-scoreboard></div>`).then(
      (d) => d.querySelector('pt-scoreboard')!,
    );
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.querySelector('thead')!.textContent).to.contain('now');
    const rows = [...el.shadowRoot!.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    expect(rows.map((r) => r.querySelector('th')!.textContent!.replace(' (you)', ''))).to.deep.equal(view.names);
    expect(rows.map((r) => Number(r.cells[1]!.textContent))).to.deep.equal(view.tricks);
    const wrap = el.shadowRoot!.querySelector('.wrap')!;
    expect(wrap.scrollWidth, 'no hidden horizontal scroll').to.be.at.most(wrap.clientWidth);
  });
});
