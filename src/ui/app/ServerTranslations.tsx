import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Core } from '../core/bridge';
import { session } from '../state/core-state';
import { mergeServerTranslations } from '../i18n/change-language';
import type { Language } from '../../shared/constants';

/** The server's texts need a session: they are merged again whenever a user signs in. */
export function ServerTranslations({ core }: { core: Core }) {
  useSignals();
  const { i18n } = useTranslation();
  const userId = session.value?.userId ?? null;
  useEffect(() => {
    if (userId) void mergeServerTranslations(core, i18n.language as Language);
  }, [core, userId, i18n.language]);
  return null;
}
