import { proofEOnePage } from '../../../shared/page-declaration/pages/proof/e-one';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /proof/e_one. */
export default function EOneListPage() {
  return <DeclaredListPage declaration={proofEOnePage} />;
}
