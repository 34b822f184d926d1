import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { RUNTIME_CONFIG_PATH } from '../../src/shared/config/runtime-config';

/**
 * The one Trusted Types policy the UI makes (src/ui/security/trusted-types.ts): a `default`
 * policy, because the two sinks it must pass are reached through code we do not write (Vite's
 * `new Worker(new URL(…))` pattern, PrimeReact's style elements).
 */
export const TRUSTED_TYPES_POLICIES = ['default'] as const;

/**
 * Features the portal never uses, refused for the page and anything it might embed. Fullscreen,
 * clipboard and downloads are left alone: PrimeReact and the export save files use them.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Inline `<script>` bodies (no `src`), exactly as the browser hashes them. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * The policy of an HTML document whose inline scripts are those of `html` (the theme script of
 * index.html, read from the built file, so the hash cannot drift from what is served).
 *
 * - `style-src 'unsafe-inline'`: PrimeReact 10 injects `<style>` elements at run time (its
 *   base, common and per-component sheets via `useStyle`, DataTable column widths, Dialog
 *   breakpoints) and sets `style` attributes; a nonce would need a per-response value in the
 *   HTML and PrimeReact's `nonce` option on every sheet. Styles cannot run script.
 * - `worker-src 'self'`: both workers (the Comlink core, the export's deflate helper) are
 *   same-origin module scripts under /assets/; no blob: workers.
 * - `img-src data: blob:`: PrimeReact's and primeicons' small inlined images, upload previews.
 */
export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/**
 * A dedicated worker's policy comes from its own script's answer, not from the page: the workers
 * (which hold the session token) may fetch, import and start workers only from this origin.
 * `'unsafe-eval'` because apache-arrow compiles each column builder's null check with
 * `Function` (createIsValidFunction in apache-arrow/builder/valid.mjs), from the builder's
 * constant null values, never from data; without it the receivables dashboard reads no rows.
 * The page itself has no eval. No Trusted Types in the workers: they have no markup, and their
 * one script sink is the helper worker's URL.
 */
export const WORKER_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

// index.html is read per request (a new build needs no restart): hash it again only when it changed.
let lastHtml: { html: string; policy: string } | undefined;

function policyOf(html: string): string {
  if (lastHtml?.html !== html) lastHtml = { html, policy: contentSecurityPolicy(html) };
  return lastHtml.policy;
}

/** The headers of every HTML answer (index.html and the SPA routes). */
export function htmlSecurityHeaders(html: string): Record<string, string> {
  return {
    'Content-Security-Policy': policyOf(html),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

const NO_INLINE_HTML_HEADERS = htmlSecurityHeaders('');

/** The API and the runtime configuration: answers for one user at one moment. */
export function isApiAnswer(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === RUNTIME_CONFIG_PATH;
}

/**
 * For every answer: `nosniff` (a JSON answer or a stored file is never run as script or drawn as
 * HTML); API answers are never stored by a browser or proxy (a handler's own rule is kept when it
 * already says `no-store`, as a stored file's `private, no-store`); an HTML answer that did not
 * come with its own policy (the UI's index.html does) gets the strict one with no inline script.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    if (isApiAnswer(c.req.path) && !/\bno-store\b/.test(headers.get('Cache-Control') ?? '')) {
      headers.set('Cache-Control', 'no-store');
    }
    const type = headers.get('Content-Type') ?? '';
    if (type.startsWith('text/html') && !headers.has('Content-Security-Policy')) {
      for (const [name, value] of Object.entries(NO_INLINE_HTML_HEADERS)) headers.set(name, value);
    }
  };
}
