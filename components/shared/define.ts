/**
 * Defines custom element `name` unless the page has it already: two copies of the widget on one
 * page (two script tags, or the package bundled twice) then share the first copy's elements
 * instead of throwing on the second definition.
 */
export function define(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}
