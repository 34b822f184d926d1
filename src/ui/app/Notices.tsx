import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'primereact/toast';
import { translateKey } from '../core/error-text';
import type { Notice } from './core-events';

/** Shows the worker's notices; the catalogue titles a failed call's warning "Error". */
export function Notices({ register }: { register: (show: (n: Notice) => void) => void }) {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  useEffect(() => {
    register((notice) => {
      const translated = notice.messageKey ? translateKey(t, notice.messageKey) : '';
      toast.current?.show({
        severity: notice.level,
        summary: translateKey(t, notice.titleKey, notice.titleKey),
        detail: translated || notice.message || t('common.unknown'),
        life: 5000,
      });
    });
  }, [register, t]);
  return <Toast ref={toast} position="top-right" />;
}
