/** Where seats and their played cards sit around the table, as CSS custom properties. */

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
 * Inline style for an element placed on an ellipse (radii in % of the container) at `angle`:
 * sets --x, --y (percent), --cx, --cy (cos and sin) and --ay, so CSS can anchor badges to the edge:
 * above the felt in the upper half (--ay = sin), nearly centred on the lower sides (sin cubed).
 */
export function placeAt(angle: number, rx: number, ry: number, centreY = 50): string {
  const rad = (angle * Math.PI) / 180;
  const cos = round(Math.cos(rad));
  const sin = round(Math.sin(rad));
  return `--x:${round(50 + rx * cos)}%;--y:${round(centreY + ry * sin)}%;--cx:${cos};--cy:${sin};--ay:${sin < 0 ? sin : round(sin ** 3)}`;
}
