/** The Advanced Version's facts as the Basic and Intermediate Versions see them: faults, since they play no Bonus Cards. */
import type { Change } from './context.js';
import type { VersionSteps } from './version.js';

const none = (): Change => ({});

/** The Bonus Card steps of a version without them (`name`: "the Basic Version"). */
export function noBonusSteps(
  name: string,
): Pick<
  VersionSteps,
  | 'setAsideFault'
  | 'setAside'
  | 'bonusDrawnFault'
  | 'bonusDrawn'
  | 'privatesClosedFault'
  | 'privatesClosed'
  | 'swapFault'
  | 'swap'
  | 'dummyAsideFault'
  | 'dummyAside'
  | 'packetFault'
  | 'packet'
> {
  const fault = (): string => `${name} has no Bonus Cards`;
  return {
    setAsideFault: fault,
    setAside: none,
    bonusDrawnFault: fault,
    bonusDrawn: none,
    privatesClosedFault: fault,
    privatesClosed: none,
    swapFault: fault,
    swap: none,
    dummyAsideFault: fault,
    dummyAside: none,
    packetFault: fault,
    packet: none,
  };
}
