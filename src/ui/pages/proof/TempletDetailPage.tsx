import { proofTempletPage } from '../../../shared/page-declaration/pages/proof/templet';
import { DeclaredDetailPage } from '../../components/declared-page/DeclaredDetailPage';

/** /proof/templet/:id/detail. */
export default function TempletDetailPage() {
  return <DeclaredDetailPage declaration={proofTempletPage} />;
}
