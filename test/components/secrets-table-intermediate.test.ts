/**
 * The Secrets of the Universe table in the Intermediate Version, drawn from real views (states built
 * by playing the game's own decide and evolve, as the rules tests build them): discard areas and
 * exposed melds, the main area's active and inactive discards, the deck quarters, the dealer's
 * face-down card, the claim window (Bump for whoever can, nothing to click for the others), the meld guide (pickups, extending, joining)
 * with the exact commands it sends, going out by deck draw, the Duels and the reveal; accessible at
 * each step.
 */
import { expect } from '@open-wc/testing';
import '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { SecretsTable } from '../../components/secrets-of-the-universe-table/secrets-table.js';
import type { CardCode } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsEvent } from '../../src/games/secrets-of-the-universe/types.js';
import { SPECTATOR } from '../../src/kernel/game.js';
import { A, B, C, cards, D, discard, draw, type Driver, goOut, take } from '../support/builders/secrets.js';
import {
  area,
  driveTable,
  extendMeld,
  joinMelds,
  magicEightsExposed,
  mainArea,
  pickUp,
  play,
  twoSequences,
  type LayoutSpec,
} from '../support/builders/secrets-table.js';
import { labels, terms, textIn } from '../support/dom.js';
import { accessible, shown } from '../support/secrets-fixture.js';

const byLabel = <T extends Element = HTMLButtonElement>(root: ParentNode, label: string): T => {
  const found = root.querySelector<T>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`nothing labelled "${label}"`);
  return found;
};
const button = (root: ParentNode, name: string): HTMLButtonElement => {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.replace(/\s+/g, ' ').trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
/** What the meld guide says: the meld formed, the rule's reason or a hint (without the meld's pictures). */
const verdict = (root: ParentNode) => textIn(root, '.guide .verdict > span');
async function press(el: SecretsTable, target: HTMLButtonElement) {
  target.click();
  await el.updateComplete;
}

/** The book's first pickup example: Ann discarded Water 2, Bob Air 8; Cyd holds Water 3 and 4. */
function bookExample(): Driver {
  const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2 E1', [B]: 'A8 F1', [C]: 'W3 W4 E9 F9' } });
  play(d, A, 'W2');
  return play(d, B, 'A8');
}

describe('<secrets-table>, Intermediate Version: the table top', () => {
  it("every discard area around the table, named with its cards; each player's exposed melds in their place", async () => {
    const d = bookExample();
    const { el, root } = await shown(d, C);
    expect(labels(root, '.felt .area')).to.have.members([
      "Ann's discard area: Water 2",
      "Bob's discard area: Air 8",
      'Your discard area: empty',
      "Dee's discard area: empty",
    ]);
    expect(root.querySelector('.area.side-bottom')!.getAttribute('aria-label'), 'the viewer sits at the bottom').to.equal('Your discard area: empty');
    expect(root.querySelector('.area.side-left')!.getAttribute('aria-label'), 'the previous player at the left').to.equal("Bob's discard area: Air 8");
    expect(root.querySelector('.area.side-top')!.getAttribute('aria-label')).to.equal("Ann's discard area: Water 2");
    await accessible(el);

    d.do(pickUp([area(A)], 'W3 W4'), C);
    const ann = await shown(d, A);
    const melds = ann.root.querySelector('.places ul[aria-label="Cyd\'s exposed melds"]')!;
    expect(textIn(melds, '.exposed-meld > small')).to.equal('3-Sequence · 10');
    expect(labels(melds, '[role=img]')).to.deep.equal(['Water 2, taken from the discards', 'Water 3', 'Water 4']);
    expect(labels(ann.root, '.felt .area')).to.include('Your discard area: empty');
    await accessible(ann.el);
  });

  it('the main area: the active discard upright, the inactive ones crosswise; the player to draw may take the active one', async () => {
    const d = mainArea();
    const bob = await shown(d, B);
    expect(bob.root.querySelector('.main')!.getAttribute('aria-label')).to.equal('Main discard area: active Earth 1; inactive Magic 1');
    expect(labels(bob.root, '.main .slot.active button')).to.deep.equal(['Earth 1, the active main discard']);
    expect(labels(bob.root, '.main .slot.cross button')).to.deep.equal(['Magic 1, an inactive main discard']);
    expect(textIn(bob.root, '.status .turn')).to.equal('Your turn: draw from the deck, take the main discard, or pick up discards into a meld.');
    await accessible(bob.el);
    await press(bob.el, button(bob.root, 'Take Earth 1'));
    expect(bob.sent).to.deep.equal([take]);

    const cyd = await shown(d, C);
    expect(cyd.root.querySelectorAll('.felt button')).to.have.length(0);
    expect(labels(cyd.root, '.main .slot.active [role=img]')).to.deep.equal(['Earth 1']);
    expect(cyd.root.querySelectorAll('.main .slot.cross [role=img]')).to.have.length(1);
    await accessible(cyd.el);
  });

  it('the four deck quarters at the corners with their counts; the one to draw from is marked, a button for the player to draw', async () => {
    const d = bookExample();
    const quarters = d.view(C).table!.quarters;
    const cyd = await shown(d, C);
    expect(cyd.root.querySelectorAll('.quarter')).to.have.length(4);
    expect([...cyd.root.querySelectorAll('.quarter .back > span')].map((s) => Number(s.textContent))).to.deep.equal([...quarters]);
    expect(cyd.root.querySelectorAll('.quarter.drawing')).to.have.length(1);
    expect(textIn(cyd.root, '.quarter.drawing .caption')).to.equal('You draw');
    const deck = cyd.root.querySelector<HTMLButtonElement>('.quarter.drawing button')!;
    expect(deck.getAttribute('aria-label')).to.equal(`Draw from the deck: the deck quarter at your right, ${quarters[C]} cards`);
    expect(cyd.root.querySelector('.quarter.drawing')!.classList.contains('corner-0'), "at the viewer's right: the bottom right corner").to.equal(true);
    await accessible(cyd.el);
    await press(cyd.el, deck);
    expect(cyd.sent).to.deep.equal([draw]);

    const dee = await shown(d, D);
    expect(dee.root.querySelectorAll('.quarter button')).to.have.length(0);
    expect(dee.root.querySelector('.quarter.drawing [role=img]')!.getAttribute('aria-label')).to.equal(
      `The deck quarter at Cyd's right: ${quarters[C]} cards; Cyd draws from it`,
    );
    expect(dee.root.querySelector('.quarter.drawing')!.classList.contains('corner-3'), "at the left of the player at the viewer's left").to.equal(true);
  });

  it("links the words a newcomer meets to How to play: the status line, the felt's captions, a dummy, the meld guide", async () => {
    const { el, root } = await shown(bookExample(), C);
    expect(textIn(root, '.status .turn')).to.equal('Your turn: draw from the deck, or pick up discards into a meld.');
    expect(terms(root, '.status')).to.deep.equal(['pick-up', 'meld']);
    expect(terms(root, '.felt')).to.have.members(['deck-quarter', 'deck-quarter', 'deck-quarter', 'main-discard', 'face-down-card']);
    expect(terms(root, '.guide .verdict')).to.deep.equal(['meld']);
    await accessible(el);
    const two = await shown(driveTable({ players: 2, dealer: A }), B);
    expect(terms(two.root, '.place.dummy')).to.deep.equal(['dummy', 'deck-quarter', 'dummy', 'deck-quarter']);
  });

  it("the dealer's face-down card: its face for the dealer alone, a back for everyone else; on the dealer's second turn, take it or leave it", async () => {
    const d = driveTable({ players: 4, dealer: A, faceDown: 'M9', hands: { [A]: 'M9 M9 M9' } });
    const dealer = await shown(d, A);
    expect(labels(dealer.root, '.face-down.mine [role=img]')).to.deep.equal(['Magic 9']);
    expect(textIn(dealer.root, '.player')).to.contain('Your face-down card, Magic 9, is turned up at the start of your second turn.');
    expect(terms(dealer.root, '.tray .hint')).to.deep.equal(['face-down-card']);
    await accessible(dealer.el);
    for (const seat of [B, C, D, SPECTATOR]) {
      const other = await shown(d, seat);
      expect(labels(other.root, '.face-down [role=img]')).to.deep.equal(["Ann's face-down card"]);
      // The table and the player's panel, without the Duel for the first dealer (its cards are public).
      const table = [other.root.querySelector('.felt'), other.root.querySelector('.player')].flatMap((x) => (x ? [x.cloneNode(true) as Element] : []));
      for (const part of table) part.querySelector('.duel')?.remove();
      const said = table.flatMap((part) => [part.textContent, ...labels(part, '[aria-label]')]).join(' ');
      expect(said, `seat ${seat}`).not.to.contain('Magic 9');
    }

    for (const seat of [A, B, C, D]) play(d, seat);
    const second = await shown(d, A);
    expect(second.root.querySelector('.face-down')).to.equal(null);
    expect(textIn(second.root, '.face-up')).to.equal(
      'Your face-down card, Magic 9, is turned up as the main discard: take it, or leave it and draw from the deck (it then turns inactive).',
    );
    await accessible(second.el);
    await press(second.el, button(second.root, 'Take Magic 9'));
    await press(second.el, second.root.querySelector<HTMLButtonElement>('.quarter button')!);
    expect(second.sent).to.deep.equal([take, draw]);
    expect((await shown(d, B)).root.querySelector('.face-up'), "the choice is the dealer's").to.equal(null);
  });
});

describe('<secrets-table>, Intermediate Version: the claim window', () => {
  const timed = (spec: LayoutSpec): Driver => driveTable({ ...spec, claimMs: 3000 });
  const discardNow = (d: Driver, seat: number, card: CardCode): Driver => d.do(draw, seat).do(discard(card), seat);
  const claimSeen = (root: ShadowRoot) => ({
    text: textIn(root, '.claim h2'),
    buttons: [...root.querySelectorAll('.claim button')].map((b) => b.textContent!.trim()),
  });

  it('counts down for everyone; Bump only for a seat that can bump, saying what it shows, and nothing to click for the others', async () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'E7 E7', [D]: 'E7' } });
    discardNow(d, A, 'E7');
    const cyd = await shown(d, C);
    expect(textIn(cyd.root, '.claim h2')).to.equal('Ann discarded Earth 7: claim window');
    expect(claimSeen(cyd.root).buttons).to.deep.equal(['Bump: show your pair of Earth 7']);
    const bar = cyd.root.querySelector('.claim [role=progressbar]')!;
    expect(bar.getAttribute('aria-valuemax')).to.equal('3000');
    expect(textIn(cyd.root, '.claim .seconds')).to.equal('3 s');
    await accessible(cyd.el);
    await press(cyd.el, button(cyd.root, 'Bump: show your pair of Earth 7'));
    expect(cyd.sent).to.deep.equal([{ type: 'bump' }]);

    for (const seat of [B, D]) {
      const other = await shown(d, seat);
      expect(claimSeen(other.root).buttons, `seat ${seat} has one copy or none`).to.deep.equal([]);
      expect(textIn(other.root, '.claim .hint')).to.equal('Nothing for you to do: play goes on when the time is up.');
      await accessible(other.el);
    }
    const ann = await shown(d, A);
    expect(ann.root.querySelectorAll('.claim button')).to.have.length(0);
    expect(textIn(ann.root, '.claim')).to.contain('You discarded Earth 7: claim window');
    expect(textIn(ann.root, '.claim .hint')).to.equal('The others may bump it until the time is up.');
  });

  it('lies over the felt, so opening a window moves nothing; an empty discard area is as tall as one with a card', async () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'E7 E7' } });
    d.do(draw, A);
    const before = await shown(d, C);
    const top = () => before.root.querySelector('[part=player]')!.getBoundingClientRect().top;
    const closed = top();
    expect(before.root.querySelector('[part=claim-slot]')).to.equal(null);
    d.do(discard('E7'), A);
    before.el.view = d.view(C);
    await before.el.updateComplete;
    expect(getComputedStyle(before.root.querySelector('[part=claim-slot]')!).position).to.equal('absolute');
    expect(top()).to.equal(closed);
  });

  it('tells nothing of other seats: Bob sees the same window whether or not Cyd could bump', async () => {
    const withPair = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'E7 E7' } });
    const without = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [C]: 'F1 F2' } });
    discardNow(withPair, A, 'E7');
    discardNow(without, A, 'E7');
    const seen = async (d: Driver) => (await shown(d, B)).root.querySelector('.claim')!.textContent!.replace(/\d+ s/, '').replace(/\s+/g, ' ');
    expect(await seen(withPair)).to.equal(await seen(without));
  });

  it('restarts the countdown when the claim changes (a seat passes: the host waits again)', async () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7' } });
    discardNow(d, A, 'E7');
    const { el, root } = await shown(d, B);
    const left = () => Number(root.querySelector('.claim [role=progressbar]')!.getAttribute('aria-valuenow'));
    await new Promise((r) => setTimeout(r, 700));
    await el.updateComplete;
    expect(left()).to.be.below(2700);
    d.do({ type: 'pass' }, D);
    el.view = d.view(B);
    await el.updateComplete;
    expect(left()).to.be.above(2800);
  });

  it('a super-bump and a bump onto an exposed 3-Unity say so; pending bumps are shown to everyone', async () => {
    const d = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [D]: 'E7 E7 E7' } });
    discardNow(d, A, 'E7');
    const dee = await shown(d, D);
    expect(claimSeen(dee.root).buttons).to.deep.equal(['Super-bump: show your concealed 3-Unity of Earth 7']);
    d.do({ type: 'bump' }, D);
    const bob = await shown(d, B);
    expect(textIn(bob.root, '.bumps li')).to.match(/^Dee bumped Earth 7 with a super-bump, showing .*: their unity to meld on their next turn\.$/);
    expect(labels(bob.root, '.bumps [role=img]')).to.deep.equal(['Earth 7', 'Earth 7', 'Earth 7']);
    await accessible(bob.el);

    const onto = timed({ players: 4, dealer: A, hands: { [A]: 'E7', [B]: 'E7', [D]: 'E7 E7' } });
    const turn = (seat: number) => discardNow(onto, seat, onto.ctx.quarters[seat]![0]!).timeUp();
    discardNow(onto, A, 'E7').timeUp();
    turn(B);
    turn(C);
    onto
      .do(pickUp([area(A)], 'E7 E7'), D)
      .do(discard(onto.ctx.hands[D]![0]!.code), D)
      .timeUp();
    turn(A);
    discardNow(onto, B, 'E7');
    expect(claimSeen((await shown(onto, D)).root).buttons).to.deep.equal(['Bump onto your exposed 3-Unity of Earth 7']);
  });
});

describe('<secrets-table>, Intermediate Version: the meld guide', () => {
  it("shows the meld a valid pickup forms, the rule's reason for an invalid one, and sends the exact pickUp command", async () => {
    const d = bookExample();
    const { el, sent, root } = await shown(d, C);
    expect(verdict(root)).to.equal('Select discards on the table and cards of your hand that make a meld with them.');
    expect(button(root, 'Pick up').disabled).to.equal(true);
    await accessible(el);

    await press(el, byLabel(root, "Air 8 in Bob's discard area"));
    expect(byLabel(root, "Air 8 in Bob's discard area").getAttribute('aria-pressed')).to.equal('true');
    expect(verdict(root)).to.equal('✗ You can pick up a discard only into a valid meld.');
    expect(button(root, 'Pick up').disabled).to.equal(true);
    await accessible(el);
    await press(el, button(root, 'Clear'));
    expect(byLabel(root, "Air 8 in Bob's discard area").getAttribute('aria-pressed')).to.equal('false');

    await press(el, byLabel(root, "Water 2 in Ann's discard area"));
    expect(verdict(root)).to.equal('✗ You can pick up a discard only into a valid meld.');
    await press(el, byLabel(root, 'Water 3'));
    await press(el, byLabel(root, 'Water 4'));
    expect(byLabel(root, 'Water 4').getAttribute('aria-pressed')).to.equal('true');
    expect(verdict(root)).to.equal('✓ Forms a 3-Sequence worth 10 points, exposed on the table.');
    expect(labels(root, '.guide .chosen [role=group]')).to.deep.equal(['Discards: Water 2', 'From your hand: Water 3, Water 4']);
    await accessible(el);
    await press(el, button(root, 'Pick up'));
    expect(sent).to.deep.equal([{ type: 'pickUp', discards: [{ area: A, index: 0 }], hand: cards('W3 W4') }]);
    d.do(sent[0]!, C);
    expect(d.view(C).table!.exposed[C]!.map((m) => m.kind)).to.deep.equal(['sequence']);
  });

  it('inactive main discards only for unities; the quintuple play with every discard area and the main discard', async () => {
    const bob = await shown(mainArea(), B);
    await press(bob.el, byLabel(bob.root, 'Magic 1, an inactive main discard'));
    await press(bob.el, byLabel(bob.root, 'Magic 2'));
    await press(bob.el, byLabel(bob.root, 'Magic 3'));
    expect(verdict(bob.root)).to.equal('✗ Inactive discards can only form unities; sequences and sets take active discards only.');
    await accessible(bob.el);

    const d = driveTable({ players: 4, dealer: A, faceDown: 'M7', hands: { [A]: 'F7', [B]: 'A7', [C]: 'W7', [D]: 'E7' } });
    for (const [seat, card] of [
      [A, 'F7'],
      [B, 'A7'],
      [C, 'W7'],
      [D, 'E7'],
    ] as const)
      play(d, seat, card);
    const ann = await shown(d, A);
    for (const label of [
      "Earth 7 in Dee's discard area",
      'Fire 7 in your discard area',
      "Water 7 in Cyd's discard area",
      "Air 7 in Bob's discard area",
      'Magic 7, the active main discard',
    ]) {
      await press(ann.el, byLabel(ann.root, label));
    }
    expect(verdict(ann.root)).to.equal('✓ Forms a 5-Set worth 40 points, exposed on the table.');
    await press(ann.el, button(ann.root, 'Pick up'));
    expect(ann.sent).to.deep.equal([pickUp([area(D), area(A), area(C), area(B), area('main')])]);
    d.do(ann.sent[0]!, A);
  });

  it('after drawing: extends an exposed meld from the hand, and joins two exposed sequences that line up', async () => {
    const d = twoSequences();
    const { el, sent, root } = await shown(d, B);
    const toggles = [...root.querySelectorAll<HTMLButtonElement>('.own-exposed button')];
    expect(toggles.map((b) => textIn(b, ':scope > small'))).to.deep.equal([
      'Your exposed 3-Sequence · 10: Earth 1, Earth 2, Earth 3',
      'Your exposed 3-Sequence · 10: Earth 4, Earth 5, Earth 6',
    ]);
    const [first, second] = toggles as [HTMLButtonElement, HTMLButtonElement];
    expect(labels(root, '.hand button')).to.include('Discard Earth 7');
    expect(textIn(root, '.status .turn'), 'going out and picking up (no discard makes a meld) are not possible: not offered').to.equal(
      'Your turn: discard a card.',
    );
    await accessible(el);

    await press(el, first);
    await press(el, second);
    expect(verdict(root)).to.equal('✓ Forms a 6-Sequence worth 40 points, exposed on the table.');
    await press(el, button(root, 'Join melds'));
    expect(sent).to.deep.equal([joinMelds(0, 1)]);
    await press(el, button(root, 'Clear'));
    expect(labels(root, '.hand button')).to.include('Discard Earth 7');

    const select = button(root, 'Select for a meld');
    await press(el, select);
    expect(select.getAttribute('aria-pressed')).to.equal('true');
    expect(root.querySelector('.hand')!.getAttribute('aria-label')).to.equal('Your hand: select cards for a meld');
    await press(el, byLabel(root, 'Earth 7'));
    await press(el, first);
    expect(verdict(root)).to.equal('✗ Those cards do not extend that meld.');
    await press(el, first);
    await press(el, second);
    expect(verdict(root)).to.equal('✓ Forms a 4-Sequence worth 15 points, exposed on the table.');
    await accessible(el);
    await press(el, button(root, 'Extend meld'));
    expect(sent.at(-1)).to.deep.equal(extendMeld(1, 'E7'));
    d.do(sent.at(-1)!, B);
  });
});

describe('<secrets-table>, Intermediate Version: going out, the Duels and the reveal', () => {
  it('going out by deck draw: the +5 and the +10 on the button, then in the reveal', async () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 F4 F5 F6 A7 A8 W4 W1 W2 W3' }, tops: { 0: 'A9' }, nextGameMs: 60_000 });
    d.do(draw, A);
    const ann = await shown(d, A);
    expect(textIn(ann.root, '.go-out button')).to.equal('Go out fully (+10) by deck draw (+5)');
    await accessible(ann.el);
    await press(ann.el, ann.root.querySelector<HTMLButtonElement>('.go-out button')!);
    expect(ann.sent).to.deep.equal([goOut]);
    d.do(goOut, A).settle();
    const bob = await shown(d, B);
    expect(textIn(bob.root, '[part~=game-results] h2')).to.equal('Game 1 of 4: Ann went out fully (+10) by deck draw (+5).');
    const hand = bob.root.querySelector('.reveal article[aria-label="Ann\'s hand"]')!;
    expect([...hand.querySelectorAll('.bonus')].map((p) => p.textContent)).to.deep.equal(['Going out fully: +10', 'Going out by deck draw: +5']);
    expect(terms(hand, '.bonus')).to.deep.equal(['going-out', 'going-out']);
    await accessible(bob.el);
  });

  it('the Duel for the first dealer in the first game', async () => {
    const { el, root } = await shown(driveTable({ players: 4, dealer: B }), C);
    expect(textIn(root, '.duel summary')).to.equal('Duel for the first dealer: Bob drew the highest card and deals first.');
    expect(labels(root, '.duel [role=img]')).to.deep.equal(['Earth 9', 'Magic 9', 'Water 9', 'Air 9']);
    expect(textIn(root, '.duel .win .who')).to.equal('Bob');
    await accessible(el);
  });

  it("the Duel for Magic 5-Sequences with its winners, and each hand's Duel bonus in the reveal", async () => {
    const ended = () => {
      const d = driveTable({
        players: 4,
        dealer: A,
        hands: {
          [A]: 'M1 M2 M3 M4 M5 E1 E2 E3 F4 F5 F6 W7',
          [B]: 'M5 M6 M7 M8 M9 E4 F9 W2 A6 E8 A3 W9',
          [C]: 'F1 W2 A3 E4 F5 W6 A7 F1 W2 A3 E4 F5',
          [D]: 'W1 A2 E3 F4 W5 A6 E7 W1 A2 E3 F4 W5',
        },
        tops: { 0: 'W7' },
        nextGameMs: 60_000,
      });
      d.do(draw, A).do(goOut, A);
      return d.apply(...d.advanceNow());
    };
    const duel = (cs: CardCode[]): SecretsEvent => ({ type: 'duel.dealt', purpose: 'bonus', cards: cs });
    const won = await shown(
      ended()
        .apply(duel(['M3', 'E9', 'F2', 'W2']))
        .settle(),
      C,
    );
    expect(textIn(won.root, '.reveal .duel h3')).to.equal('Duel for Magic 5-Sequences');
    expect(textIn(won.root, '.reveal .duel p')).to.equal('Ann drew the highest card: Ann scores +10 (1 Magic 5-Sequence).');
    const ann = won.root.querySelector('.reveal article[aria-label="Ann\'s hand"]')!;
    expect([...ann.querySelectorAll('.bonus')].map((p) => p.textContent)).to.include('Duel, Magic 5-Sequences: +10');
    await accessible(won.el);
    const tied = await shown(
      ended()
        .apply(duel(['M3', 'M3', 'F2', 'W2']))
        .settle(),
      C,
    );
    expect(textIn(tied.root, '.reveal .duel p')).to.equal(
      'Ann and Bob tie for the highest card: Ann scores +10 (1 Magic 5-Sequence); Bob scores +10 (1 Magic 5-Sequence).',
    );
    // A winner without a Magic 5-Sequence is told so, never shown as paid.
    const none = await shown(
      ended()
        .apply(duel(['E3', 'E9', 'M9', 'W2']))
        .settle(),
      C,
    );
    expect(textIn(none.root, '.reveal .duel p')).to.equal('Cyd drew the highest card: Cyd has no Magic 5-Sequence, so no bonus.');
    const cyd = none.root.querySelector('.reveal article[aria-label="Cyd\'s hand"]')!;
    expect([...cyd.querySelectorAll('.bonus')].map((p) => p.textContent).join()).to.not.contain('Duel');
  });

  it('the reveal marks the melds that were exposed, while the coins are called', async () => {
    const d = magicEightsExposed();
    d.do(draw, C).do(discard('A8'), C).settle();
    d.do(draw, D).do(goOut, D).settle();
    expect(d.step).to.equal('calling');
    const { el, root } = await shown(d, B);
    const bob = root.querySelector('.reveal article[aria-label="Bob\'s hand"]')!;
    const tagged = [...bob.querySelectorAll('.meld')].filter((m) => m.querySelector('.tag')?.textContent === 'on the table');
    expect(tagged.map((m) => m.querySelector('.what')!.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'exposed Magic 3-Unity · 30 or 35 on the table (coin to call)',
    ]);
    expect(root.querySelector('.coin')).not.to.equal(null);
    await accessible(el);
  });
});
