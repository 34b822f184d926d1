import { paymentManagementPage } from '../../../shared/page-declaration/pages/payment/management';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /payment/management. */
export default function PaymentManagementListPage() {
  return <DeclaredListPage declaration={paymentManagementPage} />;
}
