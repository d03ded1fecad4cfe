/**
 * What the Intermediate Version adds to the table, which the Advanced Version's table shows too: the
 * table top (deck quarters, discard areas, the main area) and its styles, the claim window and the
 * bumps, the Duels, exposed melds, the meld guide and the dealer's face-down card. A page loads it
 * with either version (variants/<version>.ts).
 */
import { bumpsPanel, claimSlot } from './claim.js';
import { bonusDuel, dealerDuel } from './duels.js';
import { exposedList, ownExposed } from './exposed.js';
import { faceDownHint } from './face-down.js';
import { felt } from './felt.js';
import { feltStyles } from './felt.styles.js';
import { guidePanel } from './guide-view.js';
import { mainAreaStyles } from './main-area.styles.js';

export const intermediateParts = {
  /** The table top's styles, which the table adopts where they cascade (secrets-table.styles.ts, `tableStyles`). */
  styles: [feltStyles, mainAreaStyles],
  felt,
  claimSlot,
  bumpsPanel,
  dealerDuel,
  bonusDuel,
  exposedList,
  ownExposed,
  guidePanel,
  faceDownHint,
};
