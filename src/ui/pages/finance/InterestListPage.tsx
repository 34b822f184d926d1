import { financeInterestPage } from '../../../shared/page-declaration/pages/finance/interest';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /finance/interest. */
export default function InterestListPage() {
  return <DeclaredListPage declaration={financeInterestPage} />;
}
