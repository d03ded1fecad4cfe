/**
 * Seeded Advanced bot matches of 4 players (random, easy and greedy bots): after every event the
 * invariants hold, every move is legal by the book and nothing leaks (support/advanced-properties.ts);
 * the Advanced Version's moves all happen: Bonus Cards set aside and drawn back, Public Bonus Cards
 * picked up to go out, packets with Bonus Cards, and in Expert matches careless discards charged.
 */
import { advancedPropertySuite } from './support/advanced-properties.js';

advancedPropertySuite(4, 16);
