import { financeCostsDetailsPage } from '../../../shared/page-declaration/pages/finance/costs-details';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /finance/costs/details. */
export default function CostsDetailsListPage() {
  return <DeclaredListPage declaration={financeCostsDetailsPage} />;
}
