import { financeAccountPage } from '../../../shared/page-declaration/pages/finance/account';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /finance/account. */
export default function FinanceAccountListPage() {
  return <DeclaredListPage declaration={financeAccountPage} />;
}
