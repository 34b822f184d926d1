import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { SectionCard } from '../../../components/screen/SectionCard';
import { openFileUrl } from '../../../components/uploads/save-bytes';
import { errorText } from '../../../core/error-text';
import { useCore } from '../../../core/use-core';
import styles from './FinanceOrderPages.module.css';

type Attachment = FinanceOrder['attachments'][number];

// Spec 001 §4: ZIP and RAR files have no preview; they are downloaded.
const NO_PREVIEW = /\.(zip|rar)$/i;

/** The order's documents, each previewed or downloaded through a fresh signed URL. */
export function OrderAttachmentsCard({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation();
  const core = useCore();
  const [failure, setFailure] = useState<string | null>(null);
  const open = (a: Attachment, preview: boolean) => {
    setFailure(null);
    core.files.url(a.objectKey, preview).then(
      (url) => openFileUrl(url, preview),
      (error: unknown) => setFailure(errorText(t, error)),
    );
  };
  return (
    <SectionCard title={t('finance_order_pages.detail.attachments')} testId="order-attachments">
      {attachments.length === 0 && <p>{t('finance_order_pages.detail.no_attachments')}</p>}
      <ul className={styles.files}>
        {attachments.map((a) => (
          <li key={a.objectKey} className={styles.file}>
            <i className="pi pi-file" aria-hidden="true" />
            <span className={styles.fileName} translate="no" title={a.fileName}>
              {a.fileName}
            </span>
            {!NO_PREVIEW.test(a.fileName) && (
              <Button
                type="button"
                text
                size="small"
                label={t('finance_order_pages.detail.preview')}
                onClick={() => open(a, true)}
              />
            )}
            <Button
              type="button"
              text
              size="small"
              label={t('finance_order_pages.detail.download')}
              onClick={() => open(a, false)}
            />
          </li>
        ))}
      </ul>
      {failure && <p role="alert">{failure}</p>}
    </SectionCard>
  );
}
