/**
 * Where seats and their played cards sit around the table, as CSS custom properties.
 *
 * The ring is cut into zones that cannot overlap, whatever its size: the top band (the badges of
 * the seats across the table), two side columns (the badges on the left and right edges, never
 * wider than the room the trick leaves them), the caption band at the bottom, and the trick in the
 * middle. The trick's cards are laid out on a small grid measured in card widths and heights (not in
 * percentages of the ring), each card toward the seat that played it, so that cards never cover
 * each other and never grow into the badges. planet-tricks-table.styles.ts turns these numbers
 * into positions.
 */

/**
 * The angle of `seat` seen from `bottom` (the viewer): the bottom seat at 90°, the others clockwise
 * on screen (left, top, right), in degrees with y pointing down.
 */
export function seatAngle(seat: number, bottom: number, players: number): number {
  const k = (((seat - bottom) % players) + players) % players;
  return 90 + (360 * k) / players;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * The card spots for each table size, indexed by seat steps clockwise from the bottom seat: x in
 * card steps (a card's width plus a gap), y in card rows (a card and its name plus a gap), from the
 * trick's centre. Two cards in the same column are at least a row apart; two cards less than a row
 * apart are at least a step apart.
 */
const SPOTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  3: [
    [0, 0.5],
    [-0.8, -0.5],
    [0.8, -0.5],
  ],
  4: [
    [0, 0.5],
    [-1.15, 0],
    [0, -0.5],
    [1.15, 0],
  ],
  5: [
    [0, 0.55],
    [-1.15, 0.4],
    [-0.6, -0.6],
    [0.6, -0.6],
    [1.15, 0.4],
  ],
  6: [
    [0, 0.6],
    [-1.15, 0.5],
    [-1.15, -0.5],
    [0, -0.6],
    [1.15, -0.5],
    [1.15, 0.5],
  ],
};

/** The spot of the card played `k` seats clockwise from the bottom, at a table of `players`. */
export function cardSpot(k: number, players: number): readonly [number, number] {
  const spots = SPOTS[players];
  if (spots) return spots[((k % players) + players) % players]!;
  // Other sizes (not dealt by Planet Tricks): an ellipse two steps wide and one row high.
  const rad = ((90 + (360 * k) / players) * Math.PI) / 180;
  return [round(1.15 * Math.cos(rad)), round(0.6 * Math.sin(rad))];
}

/**
 * Inline style for the ring: how far the trick reaches sideways (--_spread, in card steps) and up
 * and down (--_reach, in card rows), whether a top band is kept for badges (--_band, 0 or 1), and
 * how many players there are beyond four (--_more).
 */
export function ringStyle(players: number): string {
  const spots = Array.from({ length: players }, (_, k) => cardSpot(k, players));
  const spread = Math.max(...spots.map(([x]) => Math.abs(x)));
  const reach = Math.max(...spots.map(([, y]) => Math.abs(y)));
  const band = Array.from({ length: players - 1 }, (_, i) => seatAngle(i + 1, 0, players)).some(isTop);
  return `--_more:${Math.max(0, players - 4)};--_spread:${spread};--_reach:${reach};--_band:${band ? 1 : 0};--_players:${players}`;
}

/** Seats more across the table than beside it sit in the top band; the others on the side edges. */
const isTop = (angle: number): boolean => Math.sin((angle * Math.PI) / 180) < -0.7;

/** Inline style for the card played `k` seats clockwise from the bottom: --px and --py, its spot. */
export function cardStyle(k: number, players: number): string {
  const [x, y] = cardSpot(k, players);
  return `--px:${x};--py:${y}`;
}

/** A small turn for the `i`-th card under a gathered pile, in degrees, so that its edges show. */
const pileTurn = (i: number): number => [-9, 7, -5, 10, -7][i % 5]!;

/**
 * Where a card of a taken trick gathers: onto the winning card's spot `w` from its own spot `k`
 * (--gx, --gy, in card steps and rows), turned a little (--gr) so the pile shows its cards.
 */
export function gatherStyle(k: number, w: number, players: number): string {
  const [x, y] = cardSpot(k, players);
  const [wx, wy] = cardSpot(w, players);
  const under = (((k - w) % players) + players) % players;
  return `--gx:${round(wx - x)};--gy:${round(wy - y)};--gr:${pileTurn(under)}deg`;
}

/**
 * On a phone the trick lies in the columns of the seat badges above it: the card played `k` seats
 * clockwise from the bottom lies under its player's badge (--c, the column), the bottom seat's own
 * card below them at the left (--m: 1). --wc and --wm are the same for the winning card, where a
 * taken trick gathers.
 */
export function columnStyle(k: number, w: number | null): string {
  const place = (s: number) => (s === 0 ? { c: 0, m: 1 } : { c: s - 1, m: 0 });
  const own = place(k);
  const win = place(w ?? k);
  return `--c:${own.c};--m:${own.m};--wc:${win.c};--wm:${win.m}`;
}

/**
 * The class and inline style of the badge of a seat at `angle`. A `top` seat hangs from the top
 * edge at --x (percent of the width, --cx its cosine), at most --w wide. A `side` seat hugs the
 * left (--cx -1) or right (--cx 1) edge at --y (percent of the height), that point (1 + --ay) / 2
 * of the way down the badge: near its top in the upper half, nearly at its middle lower down.
 */
export function seatPlace(angle: number): { kind: 'top' | 'side'; style: string } {
  const rad = (angle * Math.PI) / 180;
  const cos = round(Math.cos(rad));
  const sin = round(Math.sin(rad));
  if (isTop(angle)) {
    // Two top seats (5 players) share the band: each no wider than the room between their anchors.
    const width = cos === 0 ? 100 : round((98 * Math.abs(cos)) / (1 + Math.abs(cos)));
    return { kind: 'top', style: `--x:${round(50 + 49 * cos)}%;--cx:${cos};--w:${width}%` };
  }
  const side = cos < 0 ? -1 : 1;
  return { kind: 'side', style: `--cx:${side};--y:${round(50 + 48 * sin)}%;--ay:${sin < 0 ? sin : round(sin ** 3)}` };
}
