/**
 * The fight, clause by clause: the mandatory attack and its target restrictions (not yourself, not
 * the previous turn's target, not someone damaged by two different players this round), the
 * face-down attack card, the defence, damage (never below 0) with the characters' traits, the
 * discard piles, and the magic window in which each living player may exhaust one card.
 */
import { expect } from '@open-wc/testing';
import * as fight from '../../../src/games/rules-of-the-universe/fight.js';
import { magicSeat } from '../../../src/games/rules-of-the-universe/magic-steps.js';
import type { CardId } from '../../../src/games/rules-of-the-universe/data.js';
import {
  AXE,
  BOOK,
  BRUTE,
  BUCKLER,
  card,
  COLOSSUS,
  DAGGER,
  fightTable,
  game,
  GOLEM,
  hand,
  HERBS,
  HOURGLASS,
  KNIGHT,
  LANTERN,
  MACE,
  MONK,
  ROGUE,
  SLING,
  SPEAR,
  type Table,
  THIEF,
  TOME,
  TOWER,
  WITCH,
} from './builders.js';

/** The turn's player attacks `target` with `attack`; the target defends with `defence`; the card is revealed. */
function strike(t: Table, target: number, attack: CardId, defence: CardId | null): void {
  const by = t.ctx.turn;
  t.send(by, { type: 'target', seat: target });
  t.send(by, { type: 'attack', card: attack });
  t.send(target, { type: 'defend', card: defence });
  t.openAll();
}

/** Everyone left in the magic window passes; the next turn starts. */
function nextTurn(t: Table): void {
  while (t.state.value === 'magic') t.send(magicSeat(t.ctx)!, { type: 'pass' });
  t.advance();
}

const three = () => fightTable({ characters: [COLOSSUS, BRUTE, KNIGHT], hands: [hand(0), hand(1), hand(2)] });

describe('Rules of the Universe! fight: attacks', () => {
  it('the first turn is the first player’s; they must attack: only targets are legal, nothing else is accepted', () => {
    const t = three();
    expect(t.advance()).to.deep.equal([{ type: 'turn.started', seat: 1, turn: 1, round: 1 }]);
    expect(t.state.value).to.equal('targeting');
    expect(game.legalCommands(t.state, 1)).to.deep.equal([
      { type: 'target', seat: 0 },
      { type: 'target', seat: 2 },
    ]);
    expect(game.legalCommands(t.state, 0)).to.deep.equal([]);
    expect(t.decide(1, { type: 'pass' })).to.deep.include({ ok: false, rule: 'phase' });
    expect(t.decide(1, { type: 'target', seat: 1 })).to.deep.include({ ok: false, rule: 'target', reason: 'You cannot attack yourself.' });
    expect(t.decide(0, { type: 'target', seat: 2 })).to.deep.include({ ok: false, rule: 'turn' });
  });

  it('the attack card lies face down: sent in the open it is refused; sealed, nobody sees it until the target has chosen a defence', () => {
    const t = three();
    t.advance();
    t.send(1, { type: 'target', seat: 0 });
    expect(t.decide(1, { type: 'attack', card: card(AXE, 1) })).to.deep.include({ ok: false, rule: 'sealed' });
    t.send(1, { type: 'attack', card: card(AXE, 1) });
    const sealed = t.events.at(-1)!;
    expect(sealed.type).to.equal('choice.sealed');
    expect(JSON.stringify(sealed)).to.not.contain(`"choice"`);
    expect(t.state.value).to.equal('defending');
    for (const seat of [-1, 0, 1, 2]) expect(game.view(t.state, seat).attack).to.deep.equal({ attacker: 1, target: 0, laid: true, defence: undefined });
    // The attacker's page does not open before the defence; an opening sent anyway is refused.
    expect(t.sealers[1]!.opening(t.state)).to.equal(null);
    const kept = t.sealers[1]!.secrets[0]!;
    expect(t.decide(1, { type: 'open', key: kept.key, choice: kept.choice as number, salt: kept.salt })).to.deep.include({ ok: false, rule: 'open' });
    t.send(0, { type: 'defend', card: card(BUCKLER, 0) });
    expect(t.state.value).to.equal('striking');
    t.openAll();
    expect(t.ctx.happenings.at(-1)).to.deep.include({
      kind: 'attack',
      by: 1,
      on: 0,
      card: card(AXE, 1),
      defence: card(BUCKLER, 0),
      strength: 5,
      guard: 4,
      damage: 1,
    });
  });

  it('damage is the attack strength less the defence, never below 0; both cards go to their owners’ discard piles', () => {
    const t = three();
    t.advance();
    strike(t, 0, card(DAGGER, 1), card(TOWER, 0));
    expect(t.ctx.happenings.at(-1)).to.deep.include({ damage: 0, strength: 3, guard: 6 });
    expect(t.ctx.health[0]).to.equal(22);
    expect(t.ctx.damagedBy[0], 'no damage, no mark').to.deep.equal([]);
    expect(t.ctx.discards).to.deep.equal([[card(TOWER, 0)], [card(DAGGER, 1)], []]);
    expect(t.ctx.hands[0]).to.not.include(card(TOWER, 0));
    expect(t.ctx.lastPlayed, 'the defence was played last').to.equal(0);
    nextTurn(t);
    strike(t, 1, card(AXE, 2), null);
    // Comet Knight strikes 1 harder: 6 + 1.
    expect(t.ctx.happenings.at(-1)).to.deep.include({ damage: 7, defence: null });
    expect(t.ctx.health[1]).to.equal(26 - 7);
    expect(t.ctx.damagedBy[1]).to.deep.equal([2]);
    expect(t.ctx.lastPlayed).to.equal(2);
  });

  it('not the previous turn’s target', () => {
    const t = three();
    t.advance();
    strike(t, 0, card(DAGGER, 1), null);
    nextTurn(t);
    expect(t.ctx.turn).to.equal(2);
    expect(game.legalCommands(t.state, 2)).to.deep.equal([{ type: 'target', seat: 1 }]);
    expect(t.decide(2, { type: 'target', seat: 0 })).to.deep.include({ ok: false, reason: 'Ann was the previous turn’s target.' });
    const v = game.view(t.state, 2);
    expect(v.mine.targets).to.deep.equal([
      { seat: 0, reason: 'Ann was the previous turn’s target.' },
      { seat: 1, reason: null },
    ]);
  });

  it('not someone already damaged by two different players this round; a new round forgets', () => {
    const t = fightTable({ characters: [COLOSSUS, BRUTE, KNIGHT, MONK], hands: [hand(0), hand(1), hand(2), hand(3)] });
    t.advance();
    strike(t, 0, card(DAGGER, 1), null);
    // The magic window from seat 1: Bob passes, Cy strikes Ann with a Dagger.
    expect(magicSeat(t.ctx)).to.equal(1);
    t.send(1, { type: 'pass' });
    t.send(2, { type: 'exhaust', card: card(DAGGER, 2), target: 0 });
    expect(t.ctx.damagedBy[0]).to.deep.equal([1, 2]);
    nextTurn(t);
    strike(t, 3, card(SPEAR, 2), null);
    nextTurn(t);
    expect([t.ctx.turn, t.ctx.round]).to.deep.equal([3, 1]);
    expect(t.decide(3, { type: 'target', seat: 0 })).to.deep.include({
      ok: false,
      reason: 'Ann has already been damaged by two different players this round.',
    });
    expect(game.legalCommands(t.state, 3).map((c) => (c as { seat: number }).seat)).to.deep.equal([1, 2]);
    strike(t, 1, card(SPEAR, 3), null);
    nextTurn(t);
    strike(t, 2, card(SPEAR, 0), null);
    nextTurn(t);
    expect([t.ctx.turn, t.ctx.round], 'round 2 starts at the first player’s place').to.deep.equal([1, 2]);
    expect(t.ctx.damagedBy).to.deep.equal([[], [], [], []]);
    expect(t.decide(1, { type: 'target', seat: 0 }).ok).to.equal(true);
  });

  it('a player with no card in hand, or nobody to attack, does not attack: the turn goes on to the magic window', () => {
    const t = three();
    t.advance();
    const emptied = { ...t.ctx, hands: [t.ctx.hands[0]!, [], t.ctx.hands[2]!] };
    expect(fight.canAttack(emptied, 1)).to.equal(false);
    expect(fight.legalTargets({ ...t.ctx, prevTarget: 0, damagedBy: [[], [], [0, 1]] }, 1)).to.deep.equal([]);
    expect(fight.canAttack({ ...t.ctx, prevTarget: 0, damagedBy: [[], [], [0, 1]] }, 1)).to.equal(false);
  });
});

describe('Rules of the Universe! fight: traits', () => {
  const ctx = (characters: number[]) => ({ characters });
  it('attack, defence, evasion: Comet Knight +1, Gravity Brute −1, Void Monk’s defence +2, Moon Rogue 1 less', () => {
    expect(fight.damageOf(ctx([KNIGHT, COLOSSUS]), 0, 1, card(SPEAR), card(BUCKLER))).to.equal(6 - 4);
    expect(fight.damageOf(ctx([BRUTE, COLOSSUS]), 0, 1, card(SPEAR), null)).to.equal(4);
    expect(fight.damageOf(ctx([BRUTE, COLOSSUS]), 0, 1, card(TOWER), null), 'never below 0').to.equal(0);
    expect(fight.damageOf(ctx([COLOSSUS, MONK]), 0, 1, card(AXE), card(BUCKLER))).to.equal(6 - 6);
    expect(fight.damageOf(ctx([COLOSSUS, MONK]), 0, 1, card(AXE), null), 'no card, no guard').to.equal(6);
    expect(fight.damageOf(ctx([COLOSSUS, ROGUE]), 0, 1, card(AXE), null)).to.equal(5);
  });
  it('magic and ward: Nebula Witch’s abilities deal 1 more, Iron Golem takes 2 less', () => {
    expect(fight.abilityDamage(ctx([WITCH, COLOSSUS]), 0, 1, 2)).to.equal(3);
    expect(fight.abilityDamage(ctx([COLOSSUS, GOLEM]), 0, 1, 2)).to.equal(0);
    expect(fight.abilityDamage(ctx([WITCH, GOLEM]), 0, 1, 3)).to.equal(2);
  });
  it('Star Thief heals 2 when its attack deals damage', () => {
    const t = fightTable({ characters: [COLOSSUS, THIEF], hands: [hand(0), hand(1, HERBS)] });
    t.advance();
    strike(t, 0, card(SPEAR, 1), card(BUCKLER, 0));
    expect(t.ctx.happenings.at(-1)).to.deep.include({ damage: 1, healed: 0 }, 'no healing above the starting health');
    t.send(1, { type: 'pass' });
    t.send(0, { type: 'pass' });
    t.advance();
    strike(t, 1, card(AXE, 0), null);
    expect(t.ctx.health[1]).to.equal(20 - 6);
    nextTurn(t);
    strike(t, 0, card(AXE, 1), null);
    expect(t.ctx.happenings.at(-1)).to.deep.include({ damage: 6, healed: 2 });
    expect(t.ctx.health[1]).to.equal(16);
  });
});

describe('Rules of the Universe! fight: the magic window', () => {
  /** Bob (Gravity Brute) has attacked Ann (Stone Colossus) with a War Axe for 5; Cy is Comet Knight. */
  function afterAttack(hands: CardId[][]): Table {
    const t = fightTable({ characters: [COLOSSUS, BRUTE, KNIGHT], hands });
    t.advance();
    strike(t, 0, card(AXE, 1), null);
    return t;
  }

  it('each living player, in turn order from the turn’s player, may exhaust one card or pass; the exhausted card never comes back', () => {
    const t = afterAttack([hand(0), hand(1), hand(2)]);
    expect(t.state.value).to.equal('magic');
    expect(t.ctx.magic!.order).to.deep.equal([1, 2, 0]);
    expect(game.legalCommands(t.state, 1)[0]).to.deep.equal({ type: 'pass' });
    expect(t.decide(2, { type: 'pass' })).to.deep.include({ ok: false, rule: 'turn' });
    t.send(1, { type: 'exhaust', card: card(MACE, 1), target: null });
    expect(t.ctx.exhausted[1]).to.deep.equal([card(MACE, 1)]);
    expect(t.decide(1, { type: 'exhaust', card: card(HERBS, 1), target: null }), 'one card a turn').to.deep.include({ ok: false, rule: 'turn' });
    t.send(2, { type: 'pass' });
    t.send(0, { type: 'exhaust', card: card(HERBS, 0), target: null });
    expect(t.state.value).to.equal('between');
  });

  it('heal (never above the starting health), strike, drain and quake', () => {
    const t = afterAttack([hand(0), hand(1, SLING), hand(2)]);
    const hurt = t.ctx.health[0]!;
    expect(hurt).to.equal(22 - 5);
    t.send(1, { type: 'exhaust', card: card(SLING, 1), target: null });
    expect(t.ctx.health.slice()).to.deep.equal([hurt - 2, 26, 21 - 2]);
    t.send(2, { type: 'exhaust', card: card(SPEAR, 2), target: 1 });
    expect(t.ctx.health.slice()).to.deep.equal([hurt - 2, 24, 21]);
    expect(t.ctx.happenings.at(-1)).to.deep.include({
      kind: 'magic',
      by: 2,
      changes: [
        { seat: 1, delta: -2 },
        { seat: 2, delta: 2 },
      ],
    });
    t.send(0, { type: 'exhaust', card: card(HERBS, 0), target: null });
    expect(t.ctx.health[0]).to.equal(Math.min(22, hurt - 2 + 6));
    expect(t.ctx.damagedBy).to.deep.equal([[1], [2], [1]]);
  });

  it('strike needs an opponent; recall a card of your discard pile; restore the whole pile; renew another exhausted card', () => {
    const t = afterAttack([hand(0), hand(1, TOME, BOOK, LANTERN), hand(2)]);
    expect(t.decide(1, { type: 'exhaust', card: card(DAGGER, 1), target: 1 })).to.deep.include({ ok: false, rule: 'target' });
    expect(t.decide(1, { type: 'exhaust', card: card(DAGGER, 1), target: null })).to.deep.include({ ok: false, rule: 'target' });
    expect(t.decide(1, { type: 'exhaust', card: LANTERN, target: null })).to.deep.include({ ok: false, reason: 'You have no other exhausted card to renew.' });
    const attackCard = t.ctx.discards[1]![0]!;
    t.send(1, { type: 'exhaust', card: card(TOME, 1), target: attackCard });
    expect(t.ctx.hands[1]).to.include(attackCard);
    expect(t.ctx.discards[1]).to.deep.equal([]);
    nextTurn(t);
    strike(t, 1, card(DAGGER, 2), card(HOURGLASS, 1));
    t.send(2, { type: 'pass' });
    t.send(0, { type: 'pass' });
    t.send(1, { type: 'exhaust', card: LANTERN, target: card(TOME, 1) });
    expect(t.ctx.exhausted[1]).to.deep.equal([LANTERN]);
    expect(t.ctx.hands[1]).to.include(card(TOME, 1));
    t.advance();
    strike(t, 2, card(AXE, 0), null);
    t.send(0, { type: 'pass' });
    t.send(1, { type: 'exhaust', card: BOOK, target: null });
    expect(t.ctx.hands[1]).to.include(card(HOURGLASS, 1));
    expect(t.ctx.discards[1]).to.deep.equal([]);
  });

  it('an ability with nothing to do is not offered: recall and restore with an empty discard pile, renew with no other exhausted card', () => {
    const t = afterAttack([hand(0), hand(1), hand(2, TOME, BOOK, LANTERN)]);
    t.send(1, { type: 'pass' });
    const offered = game.legalCommands(t.state, 2).flatMap((c) => (c.type === 'exhaust' ? [c.card] : []));
    expect(offered).to.not.include(card(TOME, 2)).and.not.include(BOOK).and.not.include(LANTERN);
    expect(offered).to.include(card(SLING, 2)).and.include(card(HERBS, 2));
    expect(t.decide(2, { type: 'exhaust', card: BOOK, target: null })).to.deep.include({
      ok: false,
      reason: 'Your discard pile is empty: there is nothing to restore.',
    });
    expect(t.decide(2, { type: 'exhaust', card: card(TOME, 2), target: card(AXE, 1) })).to.deep.include({
      ok: false,
      reason: 'Your discard pile is empty: there is nothing to recall.',
    });
  });
});
