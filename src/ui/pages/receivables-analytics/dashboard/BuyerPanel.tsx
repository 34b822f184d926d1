import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import type { BuyerRow } from '../../../../shared/dashboard/ar-dashboard';
import { formatCount } from '../format-count';
import styles from './Dashboard.module.css';
import { shownBuyers } from './shown-buyers';

interface Props {
  buyers: readonly BuyerRow[];
  selected: string | undefined;
  onSelect(code: string | null): void;
}

/**
 * The supplier's buyers (queryBuyerList with queryTradeInfoCount): a company has tens of buyers,
 * not thousands, so the search box filters the list here. Memoised: a cross-filter's new
 * figures leave the list as it is, unless its buyers or the chosen one changed.
 */
export const BuyerPanel = memo(function BuyerPanel({ buyers, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [all, setAll] = useState(false);
  // The busiest buyers first: listed by code, the buyers without a receivable led the panel.
  const ordered = useMemo(
    () =>
      [...buyers].sort(
        (a, b) => b.receivableCount - a.receivableCount || a.buyerName.localeCompare(b.buyerName),
      ),
    [buyers],
  );
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return ordered;
    return ordered.filter(
      (buyer) =>
        buyer.buyerName.toLowerCase().includes(needle) ||
        buyer.buyerCode.toLowerCase().includes(needle),
    );
  }, [ordered, search]);
  const shown = useMemo(() => shownBuyers(matching, selected, all), [all, matching, selected]);
  const hidden = matching.length - shown.length;

  return (
    <aside className={styles.buyerPanel} aria-labelledby="dashboard-buyers-title">
      <h2 id="dashboard-buyers-title" className={styles.panelTitle}>
        {t('dashboard.buyers.title')}
      </h2>
      <InputText
        type="search"
        value={search}
        aria-label={t('dashboard.buyers.search')}
        placeholder={t('dashboard.buyers.search')}
        onChange={(event) => setSearch(event.target.value)}
        data-testid="buyer-search"
      />
      <ul className={styles.buyerList} data-testid="buyer-panel">
        <li>
          <button
            type="button"
            className={styles.buyerItem}
            aria-pressed={selected === undefined}
            onClick={() => onSelect(null)}
          >
            <span className={styles.buyerName}>{t('dashboard.buyers.all')}</span>
          </button>
        </li>
        {shown.map((buyer) => (
          <li key={buyer.buyerCode}>
            <button
              type="button"
              className={styles.buyerItem}
              aria-pressed={selected === buyer.buyerCode}
              data-buyer={buyer.buyerCode}
              onClick={() => onSelect(selected === buyer.buyerCode ? null : buyer.buyerCode)}
            >
              <span className={styles.buyerName} translate="no" title={buyer.buyerName}>
                {buyer.buyerName}
              </span>
              <span className={styles.buyerMeta}>
                <span translate="no">{buyer.buyerCode}</span>
                <span>
                  {t('dashboard.buyers.count', { number: formatCount(buyer.receivableCount) })}
                </span>
              </span>
            </button>
          </li>
        ))}
        {shown.length === 0 && <li className={styles.hint}>{t('dashboard.buyers.none')}</li>}
        {hidden > 0 && (
          <li>
            <button
              type="button"
              className={`${styles.buyerItem} ${styles.buyerMore}`}
              onClick={() => setAll(true)}
              data-testid="buyer-show-all"
            >
              {t('dashboard.buyers.showAll', { number: formatCount(matching.length) })}
            </button>
          </li>
        )}
      </ul>
    </aside>
  );
});
