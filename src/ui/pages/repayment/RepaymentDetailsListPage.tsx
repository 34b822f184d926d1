import { repaymentDetailsPage } from '../../../shared/page-declaration/pages/repayment/details';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /repayment/details. */
export default function RepaymentDetailsListPage() {
  return <DeclaredListPage declaration={repaymentDetailsPage} />;
}
