import { reportAmortizationPage } from '../../../shared/page-declaration/pages/report/amortization';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /report/amortization. */
export default function AmortizationListPage() {
  return <DeclaredListPage declaration={reportAmortizationPage} />;
}
