/**
 * Seeded Intermediate bot matches of 4 players (random and greedy bots): after every event the
 * invariants hold, every move is legal by the book, a claim window opens after every discard for
 * every other seat alike, no bot passes, and nothing leaks (table-properties.ts).
 */
import { tablePropertySuite } from '../../support/builders/table-properties.js';

tablePropertySuite(4, 60);
