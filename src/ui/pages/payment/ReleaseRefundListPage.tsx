import { paymentReleaseRefundPage } from '../../../shared/page-declaration/pages/payment/release-refund';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /payment/release-refund. */
export default function ReleaseRefundListPage() {
  return <DeclaredListPage declaration={paymentReleaseRefundPage} />;
}
