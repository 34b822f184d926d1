import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'primereact/toast';
import type { CoreEvent } from '../../shared/events';

type Notice = Extract<CoreEvent, { type: 'notice' }>;

/** Shows the worker's notices; the catalogue titles a failed call's warning "Error". */
export function Notices({ register }: { register: (show: (n: Notice) => void) => void }) {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  useEffect(() => {
    register((notice) => {
      const key = notice.messageKey as Parameters<typeof t>[0] | undefined;
      const translated = key ? (t(key, { defaultValue: '' }) as string) : '';
      toast.current?.show({
        severity: notice.level,
        summary: t(notice.titleKey as Parameters<typeof t>[0], { defaultValue: notice.titleKey }) as string,
        detail: translated || notice.message || t('common.unknown'),
        life: 5000,
      });
    });
  }, [register, t]);
  return <Toast ref={toast} position="top-right" />;
}
