/**
 * Planet Tricks written as a boardgame.io game, for the benchmark: the same games' card plays are
 * replayed through boardgame.io's own reducer (`CreateGameReducer`, as its server runs it) to
 * compare what a move costs there with what an event costs through our statechart.
 *
 * A faithful card-play game: one `playCard` move per card, judged and applied by the same pure
 * rules our machine calls (turn, hand, Must-Follow, Black Cards; collisions, the field collision,
 * the trick's taker, Big Bang, the Null rule, round scores, the end). boardgame.io's turn order
 * follows the trick's taker (`turn.order.next` reads G), a turn is one move (`maxMoves: 1`), and
 * `endIf` ends the game. Deals are not random here: the recorded games' deals come in as setupData
 * and each round's is applied when the last card of the previous round is played, so both sides
 * replay the very same games. The final G.context is checked against the plain reducer's context.
 *
 * boardgame.io is not a dependency of the product: it is installed on first use into
 * .build/bench-deps (scripts/bench/bench-deps.mjs), and only its few entry points used here are typed.
 */
import { benchRequire, ensureBenchDeps } from './bench-deps.mjs';
import * as rules from '../../src/games/planet-tricks/rules.js';
import * as steps from '../../src/games/planet-tricks/steps.js';
import type { CardId } from '../../src/games/planet-tricks/cards.js';
import type { PlanetContext, PlanetEvent } from '../../src/games/planet-tricks/types.js';

type Ev<T extends PlanetEvent['type']> = Extract<PlanetEvent, { type: T }>;

export interface PlanetG {
  readonly context: PlanetContext;
  /** The recorded game's deals, round 1 first. */
  readonly deals: readonly Ev<'round.dealt'>[];
}

interface BgioState {
  readonly G: PlanetG;
  readonly ctx: { readonly gameover?: unknown; readonly currentPlayer: string; readonly turn: number };
  readonly transients?: { readonly error?: { readonly type: string } };
}
type Action = { readonly type: 'MAKE_MOVE'; readonly payload: { type: string; args: unknown[]; playerID: string; credentials?: string } };
type Reducer = (state: BgioState, action: Action) => BgioState;
interface BgioInternal {
  CreateGameReducer(opts: { game: unknown; isClient?: boolean }): Reducer;
  InitializeGame(opts: { game: unknown; numPlayers: number; setupData: unknown }): BgioState;
  ProcessGameConfig(game: unknown): unknown;
}

/** The game definition, given boardgame.io's INVALID_MOVE marker. */
function planetGame(INVALID_MOVE: unknown) {
  return {
    name: 'planet-tricks',
    seed: 'bench',
    setup(_api: unknown, setup: { names: string[]; options: { nullRule: boolean }; deals: Ev<'round.dealt'>[] }): PlanetG {
      const created = steps.create({ type: 'game.created', game: 'planet-tricks', options: setup.options, names: setup.names });
      const first = setup.deals[0]!;
      return { context: { ...created, ...steps.deal(created, first) }, deals: setup.deals };
    },
    turn: {
      minMoves: 1,
      maxMoves: 1,
      order: {
        first: ({ G }: { G: PlanetG }) => G.context.turn,
        next: ({ G }: { G: PlanetG }) => G.context.turn,
      },
    },
    moves: {
      playCard({ G, playerID }: { G: PlanetG; playerID: string }, id: CardId) {
        const ctx = G.context;
        const seat = Number(playerID);
        if (rules.refusePlay(ctx, seat, id)) return INVALID_MOVE;
        let next: PlanetContext = { ...ctx, ...steps.play(ctx, seat, id) };
        if (steps.lastCardOfTrick(ctx)) {
          next = { ...next, ...steps.takeTrick(next) };
          if (steps.lastCardOfRound(ctx)) {
            next = { ...next, ...steps.scoreRound(next) };
            if (!rules.gameOver(next.totals)) {
              const deal = G.deals[next.round];
              if (!deal || steps.dealFault(next, deal)) return INVALID_MOVE;
              next = { ...next, ...steps.deal(next, deal) };
            }
          }
        }
        return { ...G, context: next };
      },
    },
    endIf: ({ G }: { G: PlanetG }) => (rules.gameOver(G.context.totals) ? { winners: rules.fewest(G.context.totals) } : undefined),
  };
}

export interface BgioReplay {
  readonly version: string;
  /** Replays one recorded game's card plays; returns the final context. Throws on a refused move. */
  replay(events: readonly PlanetEvent[]): PlanetContext;
}

/** Loads boardgame.io (installing it on first use) and builds the reducer once. */
export function boardgameIoPlanet(): BgioReplay {
  ensureBenchDeps();
  // boardgame.io prints an INFO line per event outside production; a server runs in production.
  process.env.NODE_ENV = 'production';
  const bgio = benchRequire('boardgame.io/internal') as BgioInternal;
  const { INVALID_MOVE } = benchRequire('boardgame.io/core') as { INVALID_MOVE: unknown };
  const version = (benchRequire('boardgame.io/package.json') as { version: string }).version;
  const game = bgio.ProcessGameConfig(planetGame(INVALID_MOVE));
  const reducer = bgio.CreateGameReducer({ game });
  return {
    version,
    replay(events) {
      const created = events[0] as Ev<'game.created'>;
      const deals = events.filter((e): e is Ev<'round.dealt'> => e.type === 'round.dealt');
      let state = bgio.InitializeGame({ game, numPlayers: created.names.length, setupData: { names: created.names, options: created.options, deals } });
      for (const e of events) {
        if (e.type !== 'card.played') continue;
        state = reducer(state, { type: 'MAKE_MOVE', payload: { type: 'playCard', args: [e.card], playerID: String(e.seat) } });
        if (state.transients?.error) throw new Error(`boardgame.io refused seat ${e.seat}'s card ${e.card}: ${state.transients.error.type}`);
      }
      if (state.ctx.gameover === undefined) throw new Error('boardgame.io did not end the game');
      return state.G.context;
    },
  };
}
