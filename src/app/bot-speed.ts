/**
 * How fast the bots of a table this browser hosts play: slow, normal (the game's own pace) or fast.
 * The choice is kept in this browser and read at each bot move, so a change applies at once.
 */
export type BotSpeed = 'slow' | 'normal' | 'fast';

export const BOT_SPEEDS: readonly { readonly id: BotSpeed; readonly label: string }[] = [
  { id: 'slow', label: 'Slow' },
  { id: 'normal', label: 'Normal' },
  { id: 'fast', label: 'Fast' },
];

const KEY = 'peer-table:bot-speed';
/** Each speed's factor on the game's pace. */
const FACTORS: Readonly<Record<BotSpeed, number>> = { slow: 2, normal: 1, fast: 0.3 };

const isSpeed = (x: unknown): x is BotSpeed => x === 'slow' || x === 'normal' || x === 'fast';

export function botSpeed(): BotSpeed {
  const kept = localStorage.getItem(KEY);
  return isSpeed(kept) ? kept : 'normal';
}

export function setBotSpeed(speed: BotSpeed): void {
  if (speed === 'normal') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, speed);
}

/** The game's pace at the speed chosen now. */
export const atBotSpeed =
  <S>(pace: (state: S) => number) =>
  (state: S): number =>
    Math.round(pace(state) * FACTORS[botSpeed()]);
