/**
 * Lets a call to the element's API from its screens fail quietly: the element has already shown why
 * (its problem line and `error` event), so the rejection is not left unhandled.
 */
export const quietly = (p: Promise<unknown>): void => void p.catch(() => undefined);
