import { useTranslation } from 'react-i18next';
import { ProgressSpinner } from 'primereact/progressspinner';
import { isApiError } from '../../../../shared/errors/api-error';
import { SectionCard } from '../../../components/screen/SectionCard';
import { errorText } from '../../../core/error-text';
import type { OrderLoad } from './use-finance-order';

/** What a finance order page shows until its order is there: a spinner, or why not. */
export function OrderLoadState({ load }: { load: OrderLoad }) {
  const { t } = useTranslation();
  if (load.status === 'loading') return <ProgressSpinner style={{ width: 32, height: 32 }} />;
  if (load.status === 'done') return null;
  // Another company's order is refused as a missing one is: say so plainly.
  const missing = isApiError(load.error) && load.error.kind === 'business';
  return (
    <SectionCard>
      <p role="alert">
        {missing ? t('finance_order_pages.not_found') : errorText(t, load.error)}
        {missing ? ` (${errorText(t, load.error)})` : ''}
      </p>
    </SectionCard>
  );
}
