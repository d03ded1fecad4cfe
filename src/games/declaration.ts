/**
 * How a game declares itself once, as data: its name and seats, a line for the home page, its
 * options as a schema and its bot levels. The home page, the create form, the lobby's words and the
 * simulator's option checks are all drawn from a declaration, so a new game, a new option or a new
 * bot level needs no code outside its module.
 */

/** A value an option may take, with its words: the form's label and the lobby's short words. */
export interface OptionChoice<T extends string | number | boolean = string | number | boolean> {
  readonly value: T;
  /** How the create form offers it ("Intermediate: 180 cards, with Magic"). */
  readonly label: string;
  /** How the lobby and lists name it ("Intermediate Version"). */
  readonly words: string;
}

/** One option of a game: a choice among values (a checkbox when they are false and true). */
export interface OptionField {
  readonly key: string;
  readonly label: string;
  /** A few words on what it does, shown beside the field. */
  readonly help?: string;
  readonly choices: readonly OptionChoice[];
  readonly default: string | number | boolean;
  /** The option exists only when another option has one of these values. */
  readonly when?: { readonly key: string; readonly is: readonly (string | number | boolean)[] };
  /** Whole numbers in this range are allowed too (the choices are what the form offers). */
  readonly range?: { readonly min: number; readonly max: number };
  /** The lobby's words for an allowed value that is not among the choices. */
  readonly format?: (value: number) => string;
}

/**
 * A level a bot seat may play at. Its id names the bot that plays it in the game's rules
 * (`GamePlay.bots`), is stored in the hosted table's seat and travels in the lobby.
 */
export interface BotLevel {
  /** `easy` and `strong` in every game; more where a game has them. */
  readonly id: string;
  /** How the create form and the lobby offer it ("Easy"). */
  readonly label: string;
  /** What a bot of this level does, in a few words ("avoids tricks when it sees how"). */
  readonly help: string;
}

/** The levels every game declares. */
export const REQUIRED_BOT_LEVELS = ['easy', 'strong'] as const;

/** The level of a bot seat nobody chose a level for. */
export const DEFAULT_BOT_LEVEL = 'strong';

export interface GameDeclaration {
  readonly id: string;
  readonly title: string;
  /** One line for the home page. */
  readonly description: string;
  /** How long a game takes, in words for the home page ("20–30 min"). */
  readonly duration: string;
  /**
   * The game's icon for the home page: SVG markup drawn for peer-table (a `viewBox` of 0 0 48 48,
   * colours of its own or `currentColor`), kept in the game's own folder.
   */
  readonly icon: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly options: readonly OptionField[];
  /** How a number of seats reads in the create form and the lobby ("2 players (and two dummies)"). */
  readonly seatWords?: (seats: number) => string;
  /** The levels its bots play at, weakest first: at least `easy` and `strong`. */
  readonly botLevels: readonly BotLevel[];
}

const applies = (field: OptionField, options: Readonly<Record<string, unknown>>): boolean =>
  !field.when || field.when.is.includes(options[field.when.key] as string | number | boolean);

const allowed = (field: OptionField, value: unknown): boolean =>
  field.choices.some((c) => c.value === value) ||
  (!!field.range && Number.isInteger(value) && (value as number) >= field.range.min && (value as number) <= field.range.max);

/** The options a game is created with when nobody chose: every field's default that applies. */
export function defaultOptions(d: GameDeclaration): Record<string, unknown> {
  return optionsFrom(d, (field) => field.default);
}

/**
 * The options chosen in `given` (an object, such as `{ "version": "basic" }`), with every other
 * field that applies at its default; keys and values are kept as given, and anything but an object
 * is returned as it is, for `optionsProblem` to judge.
 */
export function withDefaults(d: GameDeclaration, given: unknown): unknown {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return given;
  const options: Record<string, unknown> = { ...given };
  for (const field of d.options) if (!(field.key in given) && applies(field, options)) options[field.key] = field.default;
  return options;
}

/**
 * Options from a source of raw values (a form, a command line), each read as one of its field's
 * choices (a value not among them gives the default); fields that do not apply are left out.
 */
export function optionsFrom(d: GameDeclaration, raw: (field: OptionField) => unknown): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const field of d.options) {
    if (!applies(field, options)) continue;
    const given = raw(field);
    const choice = field.choices.find((c) => String(c.value) === String(given));
    options[field.key] = choice ? choice.value : field.default;
  }
  return options;
}

/** Why `value` is not an allowed value of `field` (undefined: left out), in words. */
function notAllowed(field: OptionField, value: unknown): string {
  const values = field.choices.map((c) => c.value);
  if (values.length === 2 && values.includes(false) && values.includes(true)) return `The ${field.label} option must be true or false.`;
  const range = field.range ? ` or a whole number from ${field.range.min} to ${field.range.max}` : '';
  const allowedWords = `one of ${values.map((v) => JSON.stringify(v)).join(', ')}${range}`;
  return value === undefined
    ? `The option "${field.key}" is missing: it is ${allowedWords}.`
    : `The option "${field.key}" is ${allowedWords}, not ${JSON.stringify(value)}.`;
}

/**
 * A reason when `options` is not an object of known keys with allowed values, else null: what a
 * person may choose (options left out take their defaults, `withDefaults`).
 */
export function optionsProblem(d: GameDeclaration, options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'Options must be an object.';
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    const field = d.options.find((f) => f.key === key);
    if (!field) return `${d.title} has no option "${key}" (its options: ${d.options.map((f) => f.key).join(', ') || 'none'}).`;
    if (!applies(field, o)) return `The option "${key}" applies only when ${field.when!.key} is ${field.when!.is.join(' or ')}.`;
    if (!allowed(field, o[key])) return notAllowed(field, o[key]);
  }
  return null;
}

/**
 * A reason when `options` are not what a game is created with, else null: `optionsProblem`'s, or
 * an option that applies left out. A game's rules play exactly these, unless they say otherwise
 * (src/games/declared-game.ts).
 */
export function createdOptionsProblem(d: GameDeclaration, options: unknown): string | null {
  const problem = optionsProblem(d, options);
  if (problem) return problem;
  const o = options as Record<string, unknown>;
  const missing = d.options.find((field) => applies(field, o) && !(field.key in o));
  return missing ? notAllowed(missing, undefined) : null;
}

/** A reason when a game cannot be played by `seats` players, else null. */
export function seatsProblem(d: GameDeclaration, seats: number): string | null {
  return Number.isInteger(seats) && seats >= d.minSeats && seats <= d.maxSeats ? null : `${d.title} is for ${d.minSeats} to ${d.maxSeats} players.`;
}

/** The lobby's words for a table's options ("Intermediate Version", "4 games"); a value not in the schema as it is. */
export function optionWords(d: GameDeclaration, options: unknown): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const o = options as Record<string, unknown>;
  return d.options
    .filter((field) => field.key in o)
    .map((field) => {
      const value = o[field.key];
      const choice = field.choices.find((c) => c.value === value);
      if (choice) return choice.words;
      return field.format && typeof value === 'number' ? field.format(value) : `${field.label}: ${String(value)}`;
    });
}

/** "4 players", or the game's own words for that many seats. */
export function seatWords(d: GameDeclaration, seats: number): string {
  return d.seatWords?.(seats) ?? `${seats} players`;
}

/** The game's level `id`, or null when it declares none of that id. */
export function botLevel(d: Pick<GameDeclaration, 'botLevels'>, id: string): BotLevel | null {
  return d.botLevels.find((l) => l.id === id) ?? null;
}

/** A reason when the game lacks one of the required levels (easy, strong) or declares one twice, else null. */
export function botLevelsProblem(d: Pick<GameDeclaration, 'title' | 'botLevels'>): string | null {
  const ids = d.botLevels.map((l) => l.id);
  const missing = REQUIRED_BOT_LEVELS.filter((id) => !ids.includes(id));
  if (missing.length) return `${d.title} declares no ${missing.join(' or ')} bot level.`;
  if (new Set(ids).size !== ids.length) return `${d.title} declares a bot level twice.`;
  return null;
}
