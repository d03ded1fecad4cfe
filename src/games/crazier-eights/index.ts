/** Crazier Eights as a Game: its statechart evolves the table; decide, advance, redact, view and legal commands read it. */
import type { SnapshotFrom } from 'xstate';
import type { Game } from '../../kernel/game.js';
import { machineEvolver } from '../../kernel/machine-evolve.js';
import { eightsMachine } from '../../../machines/crazier-eights.machine.js';
import { decide, isCommand, legalCommands } from './decide.js';
import { advance, timeout } from './host.js';
import { redactEvent } from './redact.js';
import { optionsFault, seriesResult } from './series.js';
import type { EightsCommand, EightsEvent, EightsOptions } from './types.js';
import { eightsView, type EightsView } from './view.js';

export type EightsState = SnapshotFrom<typeof eightsMachine>;

const machine = machineEvolver(eightsMachine);

export const DEFAULT_OPTIONS: EightsOptions = { series: 'single', teams: 'none', promos: 0 };

export const crazierEights: Game<EightsState, EightsCommand, EightsEvent, EightsView, EightsOptions> = {
  id: 'crazier-eights',
  title: 'Crazier Eights',
  minSeats: 2,
  maxSeats: 8,
  defaultOptions: () => DEFAULT_OPTIONS,
  checkOptions: (options, seats) => (!Number.isInteger(seats) || seats < 2 || seats > 8 ? 'Crazier Eights is for 2 to 8 players.' : optionsFault(options)),
  created: (options, names) => ({ type: 'game.created', game: 'crazier-eights', options, names }),
  initial: machine.initial,
  evolve: machine.evolve,
  machine: machine.machine,
  fault: (state) => state.context.fault,
  decide,
  advance,
  timeout,
  redact: redactEvent,
  view: eightsView,
  legalCommands,
  isCommand,
  result: seriesResult,
};
