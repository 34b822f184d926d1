import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';

/**
 * The portal's Content-Security-Policy and Trusted Types (server/http/security-headers.ts) in
 * real Chromium: injected script is refused by each of the two on its own, and the whole app
 * (sign-in, lists, the receivables dashboard, an export, language and theme) runs under them
 * without a single violation.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Every violation the documents of `page` report, across navigations. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction('__reportViolation', (v: Violation) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportViolation: (v: Violation) => void })
        .__reportViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  return seen;
}

/** Serves the portal's documents with their policy changed by `edit` (the server's is strict). */
async function withPolicy(context: BrowserContext, edit: (policy: string) => string | undefined) {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    const policy = edit(headers['content-security-policy'] ?? '');
    if (policy === undefined) delete headers['content-security-policy'];
    else headers['content-security-policy'] = policy;
    return route.fulfill({ response, headers });
  });
}

const withoutTrustedTypes = (policy: string) =>
  policy
    .split(';')
    .filter((d) => !/^\s*(require-trusted-types-for|trusted-types)\b/.test(d))
    .join(';');

/**
 * Injects an inline script and an element with an inline click handler, as a stored-XSS payload
 * that reached the DOM would, then clicks it. Answers what ran and what threw.
 */
function inject(page: Page) {
  return page.evaluate(async () => {
    const w = window as unknown as { __injected?: string[] };
    const thrown: string[] = [];
    const attempt = (what: string, act: () => void) => {
      try {
        act();
      } catch (e) {
        thrown.push(`${what}: ${e instanceof Error ? e.name : String(e)}`);
      }
    };
    const script = document.createElement('script');
    attempt('script text', () => {
      script.textContent = '(window.__injected ??= []).push("script")';
    });
    document.head.append(script);
    const button = document.createElement('button');
    attempt('onclick', () => {
      button.setAttribute('onclick', '(window.__injected ??= []).push("handler")');
    });
    document.body.append(button);
    button.click();
    const holder = document.createElement('div');
    attempt('innerHTML', () => {
      holder.innerHTML = '<img src="/x" onerror="(window.__injected ??= []).push(\'markup\')">';
    });
    document.body.append(holder);
    // Violation reports and an image's error event are queued tasks: let them run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { ran: w.__injected ?? [], thrown };
  });
}

describe('the content security policy in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers the portal with its headers; the theme script runs by its hash', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/login');
    if (!response) throw new Error('no answer for /login');
    const headers = response.headers();
    const theme = /<script>([\s\S]*?)<\/script>/.exec(await response.text())?.[1] ?? '';
    expect(theme).toContain('appThemeColor');
    const hash = createHash('sha256').update(theme).digest('base64');
    expect(headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Set by the inline script before any module ran: the hash let it through.
    expect(await page.evaluate(() => document.documentElement.className)).toBe('theme-dark');
    await context.close();
  });

  it('refuses injected script, handlers and markup through Trusted Types', async () => {
    const { context, page } = await newPage(browser);
    const violations = await recordViolations(page);
    await page.goto('/login');
    await page.getByLabel('User name').waitFor();
    const { ran, thrown } = await inject(page);
    expect(ran).toEqual([]);
    expect(thrown).toEqual([
      'script text: TypeError',
      'onclick: TypeError',
      'innerHTML: TypeError',
    ]);
    expect(violations.map((v) => v.directive)).toEqual([
      'require-trusted-types-for',
      'require-trusted-types-for',
      'require-trusted-types-for',
    ]);
    await context.close();
  });

  it('refuses an inline script and an inline handler by script-src alone', async () => {
    const { context, page } = await newPage(browser);
    await withPolicy(context, withoutTrustedTypes);
    const violations = await recordViolations(page);
    await page.goto('/login');
    await page.getByLabel('User name').waitFor();
    const { ran, thrown } = await inject(page);
    // Without Trusted Types the markup is parsed; its handler is refused like the others.
    expect(thrown).toEqual([]);
    expect(ran).toEqual([]);
    const directives = violations.map((v) => v.directive).sort();
    expect(directives).toEqual(['script-src-attr', 'script-src-attr', 'script-src-elem']);
    await context.close();
  });

  it('without the policy the same injection runs (what the two tests above would see)', async () => {
    const { context, page } = await newPage(browser);
    await withPolicy(context, () => undefined);
    await page.goto('/login');
    await page.getByLabel('User name').waitFor();
    const { ran } = await inject(page);
    expect([...ran].sort()).toEqual(['handler', 'markup', 'script']);
    await context.close();
  });

  it('runs the portal under the policy without a single violation', async () => {
    const { context, page } = await newPage(browser);
    const violations = await recordViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Trusted ?Type/i.test(m.text())) {
        errors.push(m.text());
      }
    });

    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(page.workers().length).toBe(1);

    // A list page, and its export (the worker writes the xlsx with its helper worker).
    await page.goto('/org/account');
    await page.locator('[data-testid="search-table"] tbody tr [data-field]').first().waitFor();
    await page.getByTestId('search-actions').locator('[data-action="export"]').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.locator('#export-format-xlsx').click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    await dialog.getByTestId('export-done').waitFor();
    expect(download.suggestedFilename()).toMatch(/^Accounts_\d{8}\.xlsx$/);
    await page.keyboard.press('Escape');

    // A form checked with the shared zod rules on the main thread (zod's eval probe was refused).
    await page.goto('/user-center/edit');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    // The receivables dashboard: synced into IndexedDB, queried in the worker, drawn.
    await page.goto('/dashboard/ar');
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('[data-testid="receivables-total"]')?.getAttribute('data-total'),
        ) > 0,
      undefined,
      { timeout: 90_000 },
    );

    // Language (the server's texts merged in) and theme (a stylesheet link swapped).
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: /应收/ }).first().waitFor();
    const themeHref = () =>
      page.evaluate(() => (document.getElementById('theme-link') as HTMLLinkElement).href);
    const darkHref = await themeHref();
    await page.getByRole('button', { name: /^Theme|^主题/ }).click();
    await page.waitForFunction(() => {
      const link = document.getElementById('theme-link') as HTMLLinkElement | null;
      return (
        document.documentElement.className === 'theme-light' &&
        (link?.sheet?.cssRules.length ?? 0) > 0
      );
    });
    expect(await themeHref()).not.toBe(darkHref);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
