import { proofCollectPage } from '../../../shared/page-declaration/pages/proof/collect';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /proof/collect. */
export default function CollectListPage() {
  return <DeclaredListPage declaration={proofCollectPage} />;
}
