import { repaymentManagementPage } from '../../../shared/page-declaration/pages/repayment/management';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /repayment/management. */
export default function RepaymentManagementListPage() {
  return <DeclaredListPage declaration={repaymentManagementPage} />;
}
