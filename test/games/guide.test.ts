/**
 * How to play guides: every registered game (and High Card, the example game) has one, with the
 * sections every guide has and a glossary its texts link into; the text format reads as words.
 */
import { expect } from '@open-wc/testing';
import { GUIDE_SECTIONS, guideProblems, pieces, plainText, references, type Guide } from '../../src/games/guide.js';
import { loadGuide, MODULES } from '../../src/games/registry.js';
import highCard from '../example-game/module.js';

describe('How to play guides', () => {
  for (const module of MODULES) {
    it(`${module.id}: the module loads a guide with the goal, a turn, scoring, the end and its terms`, async () => {
      const guide = await loadGuide(module.id);
      expect(guideProblems(guide)).to.deep.equal([]);
      expect(guide.sections.map((s) => s.id)).to.include.members([...GUIDE_SECTIONS]);
      expect(guide.terms.length).to.be.at.least(5);
      for (const s of guide.sections) for (const p of s.paragraphs) expect(plainText(p), p).to.not.match(/[[\]]|\(#/);
      for (const t of guide.terms) expect(plainText(t.text), t.id).to.not.match(/[[\]]|\(#/);
    });
  }

  it('the example game has one too', async () => {
    expect(guideProblems(await highCard.guide())).to.deep.equal([]);
  });

  it('cuts a text into words and term links', () => {
    expect(pieces('Cards [collide](#collision) at once: a [Big Bang](#big-bang).')).to.deep.equal([
      'Cards ',
      { term: 'collision', label: 'collide' },
      ' at once: a ',
      { term: 'big-bang', label: 'Big Bang' },
      '.',
    ]);
    expect(plainText('[Null](#null) rule')).to.equal('Null rule');
    expect(pieces('no links')).to.deep.equal(['no links']);
  });

  it('names what is wrong with a guide', () => {
    const bad: Guide = {
      sections: [
        { id: 'turn', title: 'A turn', paragraphs: ['See [the end](#the-end).'] },
        { id: 'goal', title: 'The goal', paragraphs: ['Win.'] },
        { id: 'end', title: 'The end', paragraphs: [] },
      ],
      terms: [
        { id: 'trick', term: 'Trick', text: 'Cards.' },
        { id: 'trick', term: 'Trick', text: 'Again.' },
        { id: 'Big Bang', term: 'Big Bang', text: 'Boom.' },
      ],
    };
    expect(references(bad)).to.deep.equal(['the-end']);
    expect(guideProblems(bad)).to.deep.equal([
      'no "scoring" section',
      'the "end" section is empty',
      'the term "trick" is defined twice',
      'the term id "Big Bang" is not lower case words joined by hyphens',
      'a text links to "the-end", which is no term',
    ]);
  });
});
