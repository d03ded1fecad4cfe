/**
 * Game declarations: every combination of options the create form can make is one the game's rules
 * play, at every seat count, and every bot level it declares is played; the schema helpers read,
 * check and word options and seats. (A game's id, title, seats and default options are its
 * declaration's, src/games/declared-game.ts.)
 */
import { expect } from '@open-wc/testing';
import {
  botLevel,
  botLevelsProblem,
  createdOptionsProblem,
  defaultOptions,
  optionsFrom,
  optionsProblem,
  optionWords,
  seatsProblem,
  seatWords,
  withDefaults,
  type OptionField,
} from '../../src/games/declaration.js';
import { loadPlay, MODULES, moduleOf } from '../../src/games/registry.js';

const secretsDeclaration = moduleOf('secrets-of-the-universe')!;

/** Every options object the create form can produce for `fields`. */
function everyCombination(fields: readonly OptionField[]): Record<string, unknown>[] {
  let combos: Record<string, unknown>[] = [{}];
  for (const field of fields) {
    combos = combos.flatMap((o) =>
      field.when && !field.when.is.includes(o[field.when.key] as never) ? [o] : field.choices.map((c) => ({ ...o, [field.key]: c.value })),
    );
  }
  return combos;
}

describe('Game declarations', () => {
  for (const d of MODULES) {
    it(`${d.id}: every choice the form can make is played by the rules, and every bot level by a bot`, async () => {
      const { game, bots } = await loadPlay(d.id);
      expect(d.description.length).to.be.within(20, 120);
      for (const options of everyCombination(d.options)) {
        expect(optionsProblem(d, options), JSON.stringify(options)).to.equal(null);
        for (let seats = d.minSeats; seats <= d.maxSeats; seats++) expect(game.checkOptions(options, seats), JSON.stringify(options)).to.equal(null);
        expect(optionWords(d, options)).to.have.length(Object.keys(options).length);
      }
      expect(botLevelsProblem(d), 'an easy and a strong level, each once').to.equal(null);
      for (const level of d.botLevels) {
        expect(bots[level.id], `the bot of level ${level.id}`).to.be.a('function');
        expect(level.label.length && level.help.length, level.id).to.be.greaterThan(0);
      }
    });
  }

  it('names bot levels, and finds a declaration that lacks the easy or the strong level', () => {
    const levels = (...ids: string[]) => ({ title: 'Duel', botLevels: ids.map((id) => ({ id, label: id, help: id })) });
    expect(botLevel(secretsDeclaration, 'easy')!.label).to.equal('Easy');
    expect(botLevel(secretsDeclaration, 'expert')).to.equal(null);
    expect(botLevelsProblem(levels('easy', 'strong', 'expert'))).to.equal(null);
    expect(botLevelsProblem(levels('easy'))).to.equal('Duel declares no strong bot level.');
    expect(botLevelsProblem(levels('easy', 'strong', 'easy'))).to.equal('Duel declares a bot level twice.');
  });

  it('reads options from raw values: a value among the choices, else the default; an option that does not apply is left out', () => {
    const raw = (values: Record<string, string>) => optionsFrom(secretsDeclaration, (f) => values[f.key]);
    expect(raw({ version: 'basic', claimMs: '5000', matchLength: '8' })).to.deep.equal({ version: 'basic', matchLength: 8, nextGameMs: 120_000 });
    expect(raw({ version: 'intermediate', claimMs: '5000', matchLength: '16', nextGameMs: '30000' })).to.deep.equal({
      version: 'intermediate',
      matchLength: 16,
      claimMs: 5000,
      nextGameMs: 30_000,
    });
    expect(raw({ version: 'expert', matchLength: '5' })).to.deep.equal({ version: 'basic', matchLength: 4, nextGameMs: 120_000 });
  });

  it('completes chosen options with the defaults of the fields that apply, keeping what was given for judging', () => {
    const d = secretsDeclaration;
    expect(withDefaults(d, { version: 'basic' })).to.deep.equal({ version: 'basic', matchLength: 4, nextGameMs: 120_000 });
    expect(withDefaults(d, { version: 'intermediate', claimMs: 400 })).to.deep.equal({
      version: 'intermediate',
      matchLength: 4,
      claimMs: 400,
      nextGameMs: 120_000,
    });
    expect(withDefaults(d, {})).to.deep.equal(defaultOptions(d));
    expect(optionsProblem(d, withDefaults(d, { matchLength: 5 }))).to.equal('The option "matchLength" is one of 4, 8, 16, not 5.');
    expect(optionsProblem(d, withDefaults(d, { colour: 'red' }))).to.contain('has no option "colour"');
    expect(optionsProblem(d, withDefaults(d, 3))).to.equal('Options must be an object.');
    expect(optionsProblem(d, withDefaults(d, ['basic']))).to.equal('Options must be an object.');
  });

  it('refuses unknown options, values outside the schema and options that do not apply, naming what is allowed', () => {
    const d = secretsDeclaration;
    expect(optionsProblem(d, 'basic')).to.equal('Options must be an object.');
    expect(optionsProblem(d, { version: 'basic', matchLength: 4, colour: 'red' }))
      .to.contain('has no option "colour"')
      .and.contain('version, expert, matchLength, claimMs, nextGameMs');
    expect(optionsProblem(d, { version: 'basic', matchLength: 5 })).to.equal('The option "matchLength" is one of 4, 8, 16, not 5.');
    expect(optionsProblem(d, { version: 'basic', matchLength: 4, claimMs: 3000 })).to.contain('applies only when version is intermediate');
    expect(optionsProblem(d, { version: 'intermediate', matchLength: 4, claimMs: 150 })).to.equal(null);
    expect(optionsProblem(d, { version: 'intermediate', matchLength: 4, claimMs: 60_001 })).to.contain('or a whole number from 0 to 60000');
  });

  it('checks the options a game is created with: every option that applies given, each allowed', () => {
    const d = secretsDeclaration;
    expect(createdOptionsProblem(d, defaultOptions(d))).to.equal(null);
    expect(createdOptionsProblem(d, { version: 'intermediate', matchLength: 4, claimMs: 150, nextGameMs: 60_000 })).to.equal(null);
    expect(createdOptionsProblem(d, { version: 'basic', matchLength: 4 })).to.equal(
      'The option "nextGameMs" is missing: it is one of 30000, 60000, 120000, 300000, 600000 or a whole number from 5000 to 600000.',
    );
    expect(createdOptionsProblem(d, { version: 'basic', matchLength: 5, nextGameMs: 60_000 })).to.equal('The option "matchLength" is one of 4, 8, 16, not 5.');
    expect(createdOptionsProblem(d, { version: 'advanced', expert: 'yes', matchLength: 4, claimMs: 0, nextGameMs: 60_000 })).to.equal(
      'The Expert Addition option must be true or false.',
    );
    const planet = moduleOf('planet-tricks')!;
    expect(createdOptionsProblem(planet, {})).to.equal('The Null rule option must be true or false.');
    expect(createdOptionsProblem(moduleOf('master-of-rules')!, {})).to.equal(null);
    expect(createdOptionsProblem(moduleOf('master-of-rules')!, { handSize: 3 })).to.equal('Master of Rules has no option "handSize" (its options: none).');
  });

  it('checks the seats: a whole number in the declared range', () => {
    const d = secretsDeclaration;
    expect([2, 3, 4].map((n) => seatsProblem(d, n))).to.deep.equal([null, null, null]);
    for (const n of [1, 5, 2.5]) expect(seatsProblem(d, n)).to.equal('Secrets of the Universe is for 2 to 4 players.');
  });

  it('words a table for the lobby: each option, and the seats with their dummies', () => {
    const d = secretsDeclaration;
    expect(optionWords(d, { version: 'intermediate', matchLength: 4, claimMs: 3000 })).to.deep.equal(['Intermediate Version', '4 games', '3 s claim window']);
    expect(optionWords(d, { version: 'intermediate', matchLength: 8, claimMs: 0 })).to.deep.equal(['Intermediate Version', '8 games', 'no claim window']);
    expect(optionWords(d, { version: 'basic', matchLength: 4, nextGameMs: 300_000 })).to.deep.equal(['Basic Version', '4 games', '5 minutes for Next']);
    expect(optionWords(d, { version: 'basic', matchLength: 4, nextGameMs: 45_000 })).to.deep.equal(['Basic Version', '4 games', '45 seconds for Next']);
    expect([2, 3, 4].map((n) => seatWords(d, n))).to.deep.equal(['2 players (and two dummies)', '3 players (and a dummy)', '4 players']);
    expect(seatWords(moduleOf('planet-tricks')!, 5)).to.equal('5 players');
  });
});
