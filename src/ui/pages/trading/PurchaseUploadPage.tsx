import { useParams } from 'react-router-dom';
import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { RecordAttachmentsPage } from '../../components/uploads/RecordAttachmentsPage';

/** /trading/purchase/upload/:id: the purchase order's attachments. */
export default function PurchaseUploadPage() {
  const { id = null } = useParams();
  return (
    <RecordAttachmentsPage
      declaration={tradingPurchasePage}
      id={id}
      titleKey="route.trading.purchaseUpload"
    />
  );
}
