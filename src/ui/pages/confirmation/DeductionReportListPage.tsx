import { deductionReportPage } from '../../../shared/page-declaration/pages/confirmation/deduction-report';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /confirmation/deduction-report. */
export default function DeductionReportListPage() {
  return <DeclaredListPage declaration={deductionReportPage} />;
}
