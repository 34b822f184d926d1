import { repaymentRepaymentDetailPage } from '../../../shared/page-declaration/pages/repayment/repayment-detail';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /repayment/repaymentDetail. */
export default function RepaymentScheduleListPage() {
  return <DeclaredListPage declaration={repaymentRepaymentDetailPage} />;
}
