import { proofSubledgersPage } from '../../../shared/page-declaration/pages/proof/subledgers';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /proof/subledgers. */
export default function SubledgerListPage() {
  return <DeclaredListPage declaration={proofSubledgersPage} />;
}
