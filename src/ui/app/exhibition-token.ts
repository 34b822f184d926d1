import type { Core } from '../core/bridge';
import { exhibition } from '../state/core-state';

const STORAGE_KEY = 'exhibitionToken';

/** Reads the held token and asks the server whether it is still good. */
export async function checkExhibitionToken(
  core: Core,
  token = localStorage.getItem(STORAGE_KEY),
): Promise<void> {
  if (!token) {
    exhibition.value = { token: null, status: 'absent' };
    return;
  }
  exhibition.value = { token, status: 'checking' };
  const valid = await core.session.verifyPreview(token).catch(() => false);
  exhibition.value = { token, status: valid ? 'valid' : 'invalid' };
}

export async function storeExhibitionToken(core: Core, token: string): Promise<void> {
  localStorage.setItem(STORAGE_KEY, token);
  await checkExhibitionToken(core, token);
}

export function clearExhibitionToken(): void {
  localStorage.removeItem(STORAGE_KEY);
  exhibition.value = { token: null, status: 'absent' };
}
