import { financePoolFactoringPage } from '../../../shared/page-declaration/pages/finance/pool-factoring';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /finance/poolFactoring. */
export default function PoolFactoringListPage() {
  return <DeclaredListPage declaration={financePoolFactoringPage} />;
}
