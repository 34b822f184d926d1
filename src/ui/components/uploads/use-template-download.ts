import { useCallback } from 'react';
import type { ImportPageId } from '../../../shared/upload/import-pages';
import { useCore } from '../../core/use-core';
import { saveBytes } from './save-bytes';

/**
 * Downloads a page's import template through the worker (the bytes are transferred) and saves it.
 * A failure reaches the user as the worker's notice, as for any failed call.
 */
export function useTemplateDownload(pageId: ImportPageId) {
  const core = useCore();
  return useCallback(async () => {
    saveBytes(await core.files.template(crypto.randomUUID(), pageId));
  }, [core, pageId]);
}
