import { useTranslation } from 'react-i18next';
import { Chip } from 'primereact/chip';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { translateKey } from '../../core/error-text';
import styles from './SearchList.module.css';

interface Props {
  declaration: PageDeclaration;
  filters: Readonly<Record<string, string>>;
  onClose: (key: string) => void;
}

/** One closable tag per filter (route query, column filter); closing one removes that filter. */
export function FilterTags({ declaration, filters, onClose }: Props) {
  const { t } = useTranslation();
  const entries = Object.entries(filters);
  if (entries.length === 0) return null;
  const title = (key: string) => {
    const column = declaration.columns.find((c) => c.key === key);
    return column ? translateKey(t, column.titleKey) : key;
  };
  return (
    <ul className={styles.tags} aria-label={t('search_list.filters')} data-testid="filter-tags">
      {entries.map(([key, value]) => (
        <li key={key} data-filter={key}>
          <Chip
            label={`${title(key)}: ${value}`}
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
