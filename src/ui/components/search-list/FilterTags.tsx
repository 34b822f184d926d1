import { useTranslation } from 'react-i18next';
import { Chip } from 'primereact/chip';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { translateKey } from '../../core/error-text';
import { dictLabel } from './cell-text';
import { useCellContext } from './use-cell-context';
import styles from './SearchList.module.css';

interface Props {
  declaration: PageDeclaration;
  filters: Readonly<Record<string, string>>;
  onClose: (key: string) => void;
}

/**
 * One closable tag per filter (route query, column filter); closing one removes that filter.
 * A tag reads as the column's title and the value as the table shows it (a status by its
 * dictionary label, not its code).
 */
export function FilterTags({ declaration, filters, onClose }: Props) {
  const { t } = useTranslation();
  const context = useCellContext();
  const entries = Object.entries(filters);
  if (entries.length === 0) return null;
  const label = (key: string, value: string) => {
    const column = declaration.columns.find((c) => c.key === key);
    if (!column) return `${key}: ${value}`;
    const shown =
      column.type.kind === 'enum' ? dictLabel(context, column.type.dictionary, value) : value;
    return `${translateKey(t, column.titleKey)}: ${shown}`;
  };
  return (
    <ul className={styles.tags} aria-label={t('search_list.filters')} data-testid="filter-tags">
      {entries.map(([key, value]) => (
        <li key={key} data-filter={key}>
          <Chip
            label={label(key, value)}
            removable
            removeIcon="pi pi-times"
            onRemove={() => {
              onClose(key);
              return true;
            }}
          />
        </li>
      ))}
    </ul>
  );
}
