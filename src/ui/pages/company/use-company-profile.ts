import { useCallback } from 'react';
import { useCore } from '../../core/use-core';
import { useLoaded } from './use-loaded';

/** The caller's company's profile, read through the worker. */
export function useCompanyProfile() {
  const core = useCore();
  const load = useCallback(() => core.companyProfile.profile(), [core]);
  const { loaded, reload } = useLoaded(load);
  return { profile: loaded, reload };
}
