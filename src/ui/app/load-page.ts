import type { ComponentType } from 'react';
import type { PageLoader } from './page-modules';

/** Chunks that have not arrived after this long count as failed (spec 8). */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'css';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly kind: ChunkFailure,
    /** CSS_CHUNK_LOAD_FAILED for a stylesheet, as the catalogue names it. */
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export type LoadedPage = { status: 'ready'; Component: ComponentType } | { status: 'no-module' };

/** Vite's preloader says "Unable to preload CSS for …" when a page's stylesheet fails. */
const isCssFailure = (message: string) => /preload CSS|\.css/i.test(message);

/**
 * Loads a page module with the chunk timeout. A module without a default export is "no page"
 * (the caller shows /error/404); a download failure is a ChunkLoadError the retry page explains.
 */
export async function loadPage(
  loader: PageLoader,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<LoadedPage> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ChunkLoadError('timeout', undefined, `Loading chunk timed out after ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
  });
  try {
    const module = await Promise.race([loader(), timeout]);
    return module.default
      ? { status: 'ready', Component: module.default }
      : { status: 'no-module' };
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (isCssFailure(message)) throw new ChunkLoadError('css', 'CSS_CHUNK_LOAD_FAILED', message);
    throw new ChunkLoadError('missing', undefined, `Loading chunk failed: ${message}`);
  } finally {
    clearTimeout(timer);
  }
}
