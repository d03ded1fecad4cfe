/** Crazier Eights as a Game: its statechart evolves the table; decide, advance, redact, view and legal commands read it. */
import type { SnapshotFrom } from 'xstate';
import { machineEvolver } from '../../kernel/machine-evolve.js';
import { eightsMachine } from '../../../machines/crazier-eights.machine.js';
import { declaredGame } from '../declared-game.js';
import { decide, isCommand, legalCommands } from './decide.js';
import { eightsDeclaration } from './declaration.js';
import { advance, timeout } from './host.js';
import { redactEvent } from './redact.js';
import { seriesResult } from './series.js';
import type { EightsCommand, EightsEvent, EightsOptions } from './types.js';
import { eightsView, type EightsView } from './view.js';

export type EightsState = SnapshotFrom<typeof eightsMachine>;

const machine = machineEvolver(eightsMachine);

export const crazierEights = declaredGame<EightsState, EightsCommand, EightsEvent, EightsView, EightsOptions>(eightsDeclaration, {
  created: (options, names) => ({ type: 'game.created', game: eightsDeclaration.id, options, names }),
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
});

export const DEFAULT_OPTIONS: EightsOptions = crazierEights.defaultOptions();
