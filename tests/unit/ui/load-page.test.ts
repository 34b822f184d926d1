import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadPage } from '../../../src/ui/app/load-page';

describe('loading a page module', () => {
  it('gives the default export as the page', async () => {
    const Page = () => null;
    await expect(loadPage(async () => ({ default: Page }))).resolves.toEqual({
      status: 'ready',
      Component: Page,
    });
  });

  it('reports a module without a default export as "no page" (the route then shows 404)', async () => {
    await expect(loadPage(async () => ({}))).resolves.toEqual({ status: 'no-module' });
  });

  it('calls a failed download a missing chunk', async () => {
    const error = await loadPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      kind: 'missing',
      message: expect.stringMatching(/^Loading chunk/),
    });
  });

  it('names a failed stylesheet CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await loadPage(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/x.css')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'css', code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('gives up on a chunk after the timeout (120 s by default)', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadPage(() => new Promise(() => undefined)).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(119_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});
