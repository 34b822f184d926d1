import { financeDbsPage } from '../../../shared/page-declaration/pages/finance/dbs-finance';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /finance/dbsFinance. */
export default function DbsFinanceListPage() {
  return <DeclaredListPage declaration={financeDbsPage} />;
}
