import PrimeReact from 'primereact/api';
import type { DropdownPassThroughMethodOptions } from 'primereact/dropdown';

/**
 * PrimeReact 10 markup that axe-core rightly flags, corrected once for every instance through its
 * global pass-through options (docs/accessibility.md):
 * - Dropdown keeps a hidden native `<select>` (tabindex -1) for form posts; it has no name and
 *   nobody reaches it, so it is hidden from assistive technology (axe: select-name).
 * - Dropdown's `ariaLabel` prop names only its non-focusable trigger; the focusable element is the
 *   hidden keyboard input, which gets the same name (axe: label).
 * - DataTable's selection checkbox puts `role="checkbox"` and the label on the wrapper `<div>` as
 *   well as on the real `<input type="checkbox">` inside it: a checkbox inside a checkbox, the
 *   outer one without a state (axe: nested-interactive, aria-required-attr). The input keeps both.
 *
 * The static `PrimeReact.pt` is what components fall back to when the provider sets no `pt`
 * (App mounts `<PrimeReactProvider>` without one); setting it here needs no change to the App.
 */
export function installAccessiblePassThrough(): void {
  PrimeReact.pt = {
    dropdown: {
      select: { 'aria-hidden': true },
      input: ({ props }: DropdownPassThroughMethodOptions) =>
        props.ariaLabel ? { 'aria-label': props.ariaLabel } : {},
    },
    checkbox: {
      root: { role: undefined, 'aria-label': undefined },
    },
  };
}
