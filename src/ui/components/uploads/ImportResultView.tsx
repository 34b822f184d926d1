import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../api/endpoints/uploads/import-excel';

/** Total, success and fail counts of an import (spec 001 §4). */
export function ImportResultView({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const total = result.successfulNumber + result.errorNumber;
  return (
    <div data-testid="import-result">
      <p data-testid="import-total">{t('uploads.import.total', { count: total })}</p>
      <p data-testid="import-success">
        {t('uploads.import.success', { count: result.successfulNumber })}
      </p>
      <p data-testid="import-fail">{t('uploads.import.fail', { count: result.errorNumber })}</p>
      {result.errorNumber > 0 && <small>{t('uploads.import.fail_hint')}</small>}
    </div>
  );
}
