import { proofTempletPage } from '../../../shared/page-declaration/pages/proof/templet';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /proof/templet. */
export default function TempletListPage() {
  return <DeclaredListPage declaration={proofTempletPage} />;
}
