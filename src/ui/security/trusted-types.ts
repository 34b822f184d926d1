/** The part of the Trusted Types API used here (TypeScript's DOM library does not declare it). */
interface TrustedTypesFactory {
  readonly defaultPolicy: unknown;
  createPolicy(
    name: string,
    rules: {
      createHTML?: (input: string) => string | null;
      createScriptURL?: (input: string) => string | null;
    },
  ): unknown;
}

/**
 * Under `require-trusted-types-for 'script'` (server/http/security-headers.ts) every string that
 * reaches an HTML or script-URL sink goes through this `default` policy. Two such strings are
 * ours to pass, both reached through code we do not write, so a named policy could not be
 * handed to them:
 * - the workers' script URLs: Vite only bundles a worker written as
 *   `new Worker(new URL('…', import.meta.url))`, so the URL cannot be wrapped at the call;
 * - PrimeReact 10 writes CSS into its own `<style>` elements with `innerHTML` (DataTable
 *   column widths, Dialog and OverlayPanel breakpoints).
 * Nothing else passes: no `createScript` (no eval-like sink), and HTML only without markup.
 */
export function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  // Browsers without Trusted Types, and a second call (a hot reload in development).
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createHTML: markupFreeHtml,
    createScriptURL: (input) => sameOriginUrl(input, location.href),
  });
}

/** HTML without a `<` parses to text nodes only, so it cannot make an element, let alone a script. */
export function markupFreeHtml(input: string): string | null {
  return input.includes('<') ? null : input;
}

/**
 * Scripts only from the page's own origin (the built assets): never another site, data: or
 * javascript:. A blob: URL of this origin passes here and is refused by `worker-src 'self'`.
 */
export function sameOriginUrl(input: string, base: string): string | null {
  try {
    return new URL(input, base).origin === new URL(base).origin ? input : null;
  } catch {
    return null;
  }
}
