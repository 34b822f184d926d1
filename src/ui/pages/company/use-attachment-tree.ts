import { useCallback } from 'react';
import { useCore } from '../../core/use-core';
import { useLoaded } from './use-loaded';

/** The company's attachment tree, read through the worker; `reload` reads it again. */
export function useAttachmentTree() {
  const core = useCore();
  const load = useCallback(() => core.companyProfile.attachments(), [core]);
  const { loaded, reload } = useLoaded(load);
  return { tree: loaded, reload };
}
