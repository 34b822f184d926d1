import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { paths } from '../../../../shared/routes/paths';
import { SectionCard } from '../../../components/screen/SectionCard';
import { dictLabel } from '../../../components/search-list/cell-text';
import { useCellContext } from '../../../components/search-list/use-cell-context';
import own from './StepPages.module.css';

/**
 * What a step's page shows instead of its form when lifecycle.ts does not let the viewer take the
 * step in the order's status: why, in words, and the way back to the order.
 */
export function OrderNotAllowed({ order, reason }: { order: FinanceOrder; reason: string }) {
  const { t } = useTranslation();
  const context = useCellContext();
  const status = dictLabel(context, 'FINANCE_ORDER_STATUS', order.status);
  return (
    <SectionCard testId="order-step-not-allowed">
      <div className={own.notAllowed}>
        <div role="status">
          <p className={own.notAllowedText}>{reason}</p>
          <p className={own.notAllowedText}>
            {t('finance_order_pages.step_page.current_status', { status })}
          </p>
        </div>
        <Link
          to={paths.financeOrderDetail.getHref({ id: order.id })}
          className={`p-button p-button-outlined p-button-sm ${own.backLink}`}
          data-testid="back-to-order"
        >
          {t('finance_order_pages.step_page.back_to_order', { number: order.financeNo })}
        </Link>
      </div>
    </SectionCard>
  );
}
