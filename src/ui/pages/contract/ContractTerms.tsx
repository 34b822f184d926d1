import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { dictLabel } from '../../components/search-list/cell-text';
import { useCellContext } from '../../components/search-list/use-cell-context';
import styles from './SignContractDialog.module.css';

type Rec = Readonly<Record<string, unknown>>;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * What the signer agrees to, as stored: number, parties, product, limit and dates. One label and
 * value a line (not the detail pages' DescriptionsList), so the terms sit beside the document and
 * the whole dialog fits a 1280×800 screen.
 */
export function ContractTerms({ contract }: { contract: Rec }) {
  const { t } = useTranslation();
  const cells = useCellContext();
  const currency = text(contract.currency);
  const date = (key: string) => formatCalendarDate(text(contract[key]), cells.timeFormat);
  const items: [key: string, label: string, value: string][] = [
    ['contractNo', t('pages.col.contract_no'), text(contract.contractNo)],
    ['contractName', t('pages.col.contract_name'), text(contract.contractName)],
    ['counterpartyName', t('pages_trade.col.counterparty_name'), text(contract.counterpartyName)],
    ['productName', t('pages.col.product_name'), text(contract.productName)],
    ['funderName', t('pages.col.funder_name'), text(contract.funderName)],
    [
      'facilityLimit',
      t('pages_trade.col.facility_limit'),
      `${currency} ${formatMoney(text(contract.facilityLimit), currency)}`,
    ],
    [
      'signStatus',
      t('pages_trade.col.sign_status'),
      dictLabel(cells, 'CONTRACT_SIGN_STATUS', text(contract.signStatus)),
    ],
    ['expiryDate', t('pages_trade.col.expiry_date'), date('expiryDate')],
  ];
  return (
    <dl className={styles.terms} data-testid="contract-terms">
      {items.map(([key, label, value]) => (
        <div key={key} className={styles.term}>
          <dt>{label}</dt>
          <dd data-field={key}>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
