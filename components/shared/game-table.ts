/**
 * What every game's table element is: it shows a view (`view`), the host's message (`message`) and
 * whether each seat's person is there (`presence`), moves its cards (CardMotion), and sends what its
 * player asks for as a `command` event. A game's table extends it with its own parts and state, and
 * follows a new view in `viewChanged`.
 *
 * @fires command - `CustomEvent<C>`: a command of the game; it bubbles and is composed.
 */
import { LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { Presence } from '../game-screen.js';
import { CardMotion } from './motion.js';

export class GameTable<V, C> extends LitElement {
  static override properties: PropertyDeclarations = {
    view: { attribute: false },
    message: {},
    presence: { attribute: false },
  };

  declare view: V | null;
  /** A refusal reason from the host or other status text, shown in a live region. */
  declare message: string;
  /** Whether each seat's person is connected (components/game-screen.ts); empty when unknown. */
  declare presence: readonly Presence[];
  /** Moves the cards (a controller of this element: it acts on the element's updates). */
  protected readonly motion = new CardMotion(this);

  constructor() {
    super();
    this.view = null;
    this.message = '';
    this.presence = [];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('view') && this.view) this.viewChanged((changed.get('view') as V | null | undefined) ?? null, this.view);
  }

  /** A new view is about to be shown; `prev` is the one shown before (null at first). What follows the view changes here. */
  protected viewChanged(_prev: V | null, _view: V): void {}

  /** Sends `command` to whoever plays through this table. */
  protected send(command: C): void {
    this.dispatchEvent(new CustomEvent<C>('command', { detail: command, bubbles: true, composed: true }));
  }
}
