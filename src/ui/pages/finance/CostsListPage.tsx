import { financeCostsPage } from '../../../shared/page-declaration/pages/finance/costs';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /finance/costs. */
export default function CostsListPage() {
  return <DeclaredListPage declaration={financeCostsPage} />;
}
