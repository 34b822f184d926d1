import { financeOrderPage } from '../../../shared/page-declaration/pages/finance/finance-order';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /finance/finance-order. */
export default function FinanceOrderListPage() {
  return <DeclaredListPage declaration={financeOrderPage} />;
}
