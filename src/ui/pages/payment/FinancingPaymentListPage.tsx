import { paymentFinancingPage } from '../../../shared/page-declaration/pages/payment/financing';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /payment/financing. */
export default function FinancingPaymentListPage() {
  return <DeclaredListPage declaration={paymentFinancingPage} />;
}
