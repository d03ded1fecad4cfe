/** The games and player counts the layout checks play (scripts/layout-check.ts and the layout suite). */
export const LAYOUT_GAMES: readonly { readonly title: string; readonly game: string; readonly seats: number; readonly options: object }[] = [
  { title: 'Planet Tricks, 3 players', game: 'planet-tricks', seats: 3, options: { nullRule: true } },
  { title: 'Planet Tricks, 6 players', game: 'planet-tricks', seats: 6, options: { nullRule: true } },
  {
    title: 'Secrets of the Universe, Basic, 4 players',
    game: 'secrets-of-the-universe',
    seats: 4,
    options: { version: 'basic', matchLength: 4, nextGameMs: 5000 },
  },
  {
    title: 'Secrets of the Universe, Intermediate, 2 players',
    game: 'secrets-of-the-universe',
    seats: 2,
    options: { version: 'intermediate', matchLength: 4, claimMs: 400, nextGameMs: 5000 },
  },
  {
    title: 'Secrets of the Universe, Advanced with the Expert Addition, 3 players',
    game: 'secrets-of-the-universe',
    seats: 3,
    options: { version: 'advanced', expert: true, matchLength: 4, claimMs: 400, nextGameMs: 5000 },
  },
  { title: 'Crazier Eights, 2 players', game: 'crazier-eights', seats: 2, options: {} },
  { title: 'Crazier Eights, 8 players', game: 'crazier-eights', seats: 8, options: {} },
  { title: 'Master of Rules, 3 players', game: 'master-of-rules', seats: 3, options: {} },
  { title: 'Master of Rules, 5 players', game: 'master-of-rules', seats: 5, options: {} },
  { title: 'Rules of the Universe!, 2 players', game: 'rules-of-the-universe', seats: 2, options: {} },
  { title: 'Rules of the Universe!, 6 players', game: 'rules-of-the-universe', seats: 6, options: {} },
];
