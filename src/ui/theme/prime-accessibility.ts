import PrimeReact, { ariaLabel, localeOptions } from 'primereact/api';
import type { DropdownPassThroughMethodOptions } from 'primereact/dropdown';
import type { CheckboxPassThroughMethodOptions } from 'primereact/checkbox';
import type { InputTextPassThroughMethodOptions } from 'primereact/inputtext';

/**
 * PrimeReact 10 bundles private copies of its locale table into DataTable and Paginator, and
 * their header checkbox and "jump to page" controls read those copies: their aria labels stay in
 * its English whatever `locale()` says. A label equal to one of its English aria texts is read
 * again from the current locale (src/ui/i18n/prime-locale.ts), so it follows the portal language.
 */
let englishAria: [key: string, text: string][] | undefined;

function currentAria(label: unknown): { 'aria-label': string } | Record<string, never> {
  if (typeof label !== 'string' || !label) return {};
  englishAria ??= Object.entries((localeOptions('en') as { aria: Record<string, string> }).aria);
  const key = englishAria.find(([, text]) => text === label)?.[0];
  return key ? { 'aria-label': ariaLabel(key, {}) } : {};
}

/** The `aria-label` a component was given as a plain attribute (PrimeReact passes those on). */
const ownLabel = (props: object): unknown => (props as Record<string, unknown>)['aria-label'];

/**
 * PrimeReact 10 markup that axe-core rightly flags, corrected once for every instance through its
 * global pass-through options (docs/accessibility.md):
 * - Dropdown keeps a hidden native `<select>` (tabindex -1) for form posts; it has no name and
 *   nobody reaches it, so it is hidden from assistive technology (axe: select-name).
 * - Dropdown's `ariaLabel` prop names only its non-focusable trigger; the focusable element is the
 *   hidden keyboard input, which gets the same name (axe: label). A trigger without a name (no
 *   placeholder, no ariaLabel) is hidden from assistive technology (axe: aria-command-name).
 * - DataTable's selection checkbox puts `role="checkbox"` and the label on the wrapper `<div>` as
 *   well as on the real `<input type="checkbox">` inside it: a checkbox inside a checkbox, the
 *   outer one without a state (axe: nested-interactive, aria-required-attr). The input keeps both.
 *
 * The static `PrimeReact.pt` is what components fall back to when the provider sets no `pt`
 * (App mounts `<PrimeReactProvider>` without one); setting it here needs no change to the App.
 * A pass-through function answers `{}` when it has nothing to say: an `undefined` it returned
 * would overwrite the component's own attribute.
 */
export function installAccessiblePassThrough(): void {
  PrimeReact.pt = {
    dropdown: {
      select: { 'aria-hidden': true },
      // The trigger is a decoration of the focusable input (which opens the list from the
      // keyboard); unnamed, its role="button" is an unnamed command (axe: aria-command-name).
      trigger: ({ props }: DropdownPassThroughMethodOptions) =>
        props.placeholder || props.ariaLabel ? {} : { 'aria-hidden': true },
      input: ({ props }: DropdownPassThroughMethodOptions) =>
        props.ariaLabel ? { 'aria-label': props.ariaLabel } : currentAria(ownLabel(props)),
    },
    checkbox: {
      root: { role: undefined, 'aria-label': undefined },
      input: ({ props }: CheckboxPassThroughMethodOptions) => currentAria(ownLabel(props)),
    },
    inputtext: {
      root: ({ props }: InputTextPassThroughMethodOptions) => currentAria(ownLabel(props)),
    },
  };
}
