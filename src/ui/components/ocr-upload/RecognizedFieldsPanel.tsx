import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatCalendarDate } from '../../../shared/format/date';
import { isCalendarDate } from '../../../shared/validation/input/dates';
import { useCellContext } from '../search-list/use-cell-context';
import type { OcrRecognition } from './ocr-file';
import { fillsOf, recognizedRows, type RecognizedField } from './recognized-fill';
import styles from './RecognizedFieldsPanel.module.css';

export interface LabelledField extends RecognizedField {
  label: string;
}

interface Props {
  recognitions: readonly OcrRecognition[];
  fields: readonly LabelledField[];
  /** The form's current values: what confirm would fill is decided against them. */
  values: Readonly<Record<string, unknown>>;
  /** The values to write (empty fields only) for one recognition. */
  onConfirm: (uid: string, fills: Record<string, string>) => void;
  onDismiss: (uid: string) => void;
}

/**
 * What recognition read from each document, for the user to check before anything changes
 * (issue 18): each value beside what the form holds. Confirm fills only the empty fields, so a
 * recognition never overwrites what the user typed; Dismiss forgets it and changes nothing.
 */
export function RecognizedFieldsPanel({
  recognitions,
  fields,
  values,
  onConfirm,
  onDismiss,
}: Props) {
  const { t } = useTranslation();
  const { timeFormat } = useCellContext();
  // Recognition answers ISO dates; the user reads them as every other date of the portal.
  const shown = (field: LabelledField, value: string) =>
    field.kind === 'date' && isCalendarDate(value) ? formatCalendarDate(value, timeFormat) : value;
  if (recognitions.length === 0) return null;
  return (
    <div className={styles.panels}>
      {recognitions.map((recognition) => {
        const rows = recognizedRows(recognition.extractData, fields, values);
        const fills = fillsOf(rows);
        const titleId = `recognized-${recognition.uid}`;
        return (
          <section
            key={recognition.uid}
            className={styles.panel}
            aria-labelledby={titleId}
            data-testid="recognized-fields"
          >
            <h3 id={titleId} className={styles.title}>
              <i className="pi pi-sparkles" aria-hidden="true" />{' '}
              {t('ocr_upload.recognized.title', { name: recognition.fileName })}
            </h3>
            {rows.length === 0 ? (
              <p className={styles.hint}>{t('ocr_upload.recognized.none')}</p>
            ) : (
              <>
                <p className={styles.hint}>{t('ocr_upload.recognized.hint')}</p>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('ocr_upload.recognized.col_field')}</th>
                      <th scope="col">{t('ocr_upload.recognized.col_value')}</th>
                      <th scope="col">{t('ocr_upload.recognized.col_form')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.field.name} data-field={row.field.name} data-fills={row.fills}>
                        <th scope="row">{row.field.label}</th>
                        <td translate="no" className={styles.value}>
                          {shown(row.field, row.recognized)}
                        </td>
                        <td className={row.fills ? styles.muted : undefined} translate="no">
                          {row.fills
                            ? t('ocr_upload.recognized.empty_form')
                            : shown(row.field, row.current)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
            <div className={styles.actions}>
              <Button
                type="button"
                label={t('ocr_upload.recognized.dismiss')}
                severity="secondary"
                text
                onClick={() => onDismiss(recognition.uid)}
              />
              {rows.length > 0 && (
                <Button
                  type="button"
                  icon="pi pi-check"
                  label={t('ocr_upload.recognized.confirm')}
                  onClick={() => onConfirm(recognition.uid, fills)}
                />
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
