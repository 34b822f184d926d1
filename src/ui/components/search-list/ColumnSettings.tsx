import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import {
  moveColumn,
  orderedPreferences,
  setChecked,
  type ColumnPreference,
} from '../../../shared/page-declaration/column-preferences';
import { translateKey } from '../../core/error-text';
import styles from './SearchList.module.css';

interface Props {
  preferences: readonly ColumnPreference[];
  onChange: (next: ColumnPreference[]) => void;
}

/** The column-settings panel: a checkbox per column, drag (or up/down) to reorder. */
export function ColumnSettings({ preferences, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const ordered = orderedPreferences(preferences);

  return (
    <div className={styles.columnSettings}>
      <Button
        type="button"
        icon="pi pi-cog"
        label={t('search_list.columns')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="column-settings-toggle"
        text
      />
      {open && (
        <ul
          className={styles.columnList}
          aria-label={t('search_list.columns')}
          data-testid="column-settings"
        >
          {ordered.map((p, index) => {
            const title = translateKey(t, p.title);
            return (
              <li
                key={p.key}
                data-column={p.key}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null && dragged !== index) {
                    onChange(moveColumn(preferences, dragged, index));
                  }
                  setDragged(null);
                }}
              >
                <label>
                  <input
                    type="checkbox"
                    checked={p.checked}
                    onChange={(e) => onChange(setChecked(preferences, p.key, e.target.checked))}
                  />
                  {title}
                </label>
                <Button
                  type="button"
                  icon="pi pi-arrow-up"
                  text
                  disabled={index === 0}
                  aria-label={t('search_list.move_up', { column: title })}
                  onClick={() => onChange(moveColumn(preferences, index, index - 1))}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  disabled={index === ordered.length - 1}
                  aria-label={t('search_list.move_down', { column: title })}
                  onClick={() => onChange(moveColumn(preferences, index, index + 1))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
