import { useTranslation } from 'react-i18next';
import type { CompanyChangeView } from '../../../api/endpoints/company-edit/company-change-view';
import {
  LEGAL_FIELDS,
  reopensVerification,
  type LegalField,
} from '../../../shared/company-edit/legal-fields';
import styles from './ChangeComparison.module.css';

/** A legal field as shown: country and area by name (with the code), the rest as stored. */
function shown(change: CompanyChangeView, side: 'approved' | 'proposed', field: LegalField) {
  const place = side === 'approved' ? change.approvedPlace : change.proposedPlace;
  const value = change[side][field];
  if (field === 'countryCode' && place.country) return `${place.country} (${value})`;
  if (field === 'areaCode' && place.area) return `${place.area} (${value})`;
  return value;
}

/**
 * The approved legal data and the pending change side by side, the changed rows marked. A
 * funder's licence row shows only when either side has one. A change of the company's identity
 * says that approving it re-opens the real-name verification (docs/realname.md#re-verification).
 */
export function ChangeComparison({ change }: { change: CompanyChangeView }) {
  const { t } = useTranslation();
  const fields = LEGAL_FIELDS.filter(
    (f) =>
      f !== 'licenceNo' || change.approved.licenceNo !== '' || change.proposed.licenceNo !== '',
  );
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="company-change-comparison">
          <thead>
            <tr>
              <th scope="col">{t('company_edit.pending.field')}</th>
              <th scope="col">{t('company_edit.pending.current')}</th>
              <th scope="col">{t('company_edit.pending.proposed')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const changed = change.changedFields.includes(field);
              return (
                <tr key={field} data-field={field} className={changed ? styles.changed : undefined}>
                  <th scope="row">{t(`company_edit.field.${field}`)}</th>
                  <td translate="no">{shown(change, 'approved', field) || '-'}</td>
                  <td translate="no" data-changed={changed}>
                    {shown(change, 'proposed', field) || '-'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {reopensVerification(change.changedFields) && (
        <p className={styles.meta} data-testid="change-reopens-verification">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
          {t('company_edit.pending.reopens_verification')}
        </p>
      )}
    </>
  );
}
