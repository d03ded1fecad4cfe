/**
 * A tap on a game's own card element (components/shared/card-activation.ts): a card that may be
 * played fires `card-activate`; a disabled one says why next to it for a moment and fires nothing;
 * a card that is only shown does neither.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../components/rules-of-the-universe-table/rotu-card.js';
import '../../components/master-of-rules-table/mor-rule-card.js';

interface Card extends HTMLElement {
  telling: boolean;
  disabled: boolean;
  updateComplete: Promise<boolean>;
}

const cards: readonly [string, (o: { interactive: boolean; disabled: boolean }) => TemplateResult][] = [
  ['rotu-card', (o) => html`<rotu-card .card=${0} .interactive=${o.interactive} .disabled=${o.disabled} reason="Not on this turn."></rotu-card>`],
  [
    'mor-rule-card',
    (o) => html`<mor-rule-card kind="lead" label="Lead" .interactive=${o.interactive} .disabled=${o.disabled} reason="Not on this turn."></mor-rule-card>`,
  ],
];

for (const [tag, make] of cards) {
  describe(`<${tag}> tapped`, () => {
    const tap = async (card: Card): Promise<number> => {
      let fired = 0;
      card.addEventListener('card-activate', () => fired++);
      (card.shadowRoot!.querySelector('button, .card') as HTMLElement).click();
      await card.updateComplete;
      return fired;
    };

    it('fires card-activate when it may be played', async () => {
      const card = await fixture<Card>(make({ interactive: true, disabled: false }));
      expect(await tap(card)).to.equal(1);
      expect(card.telling).to.equal(false);
    });

    it('says why when disabled, for a moment, and fires nothing', async () => {
      const card = await fixture<Card>(make({ interactive: true, disabled: true }));
      expect(await tap(card)).to.equal(0);
      expect(card.telling).to.equal(true);
      expect(getComputedStyle(card.shadowRoot!.querySelector('.tip')!).display).to.not.equal('none');
      card.remove();
      expect(card.telling, 'a card taken off the table stops telling').to.equal(false);
    });

    it('only shown: neither', async () => {
      const card = await fixture<Card>(make({ interactive: false, disabled: true }));
      expect(await tap(card)).to.equal(0);
      expect(card.telling).to.equal(false);
    });
  });
}
