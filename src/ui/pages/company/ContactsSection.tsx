import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import type { ProfileContact } from '../../../api/endpoints/company-profile/company-profile';
import { SectionCard } from '../../components/screen/SectionCard';
import { dataText } from './data-text';
import styles from './Company.module.css';

/** The company's contacts, the primary one first. */
export function ContactsSection({ contacts }: { contacts: readonly ProfileContact[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('company.contacts.title')} testId="company-contacts">
      <DataTable
        value={[...contacts]}
        dataKey="id"
        size="small"
        scrollable
        emptyMessage={t('company.contacts.none')}
        tableStyle={{ minWidth: '40rem' }}
      >
        <Column
          header={t('company.contacts.name')}
          body={(c: ProfileContact) => (
            <>
              {dataText(c.name)}{' '}
              {c.primary && <Tag value={t('company.contacts.primary')} severity="info" />}
            </>
          )}
        />
        <Column
          header={t('company.contacts.job_title')}
          body={(c: ProfileContact) => dataText(c.title)}
        />
        <Column
          header={t('company.contacts.email')}
          bodyClassName={styles.nowrap}
          body={(c: ProfileContact) => dataText(c.email)}
        />
        <Column
          header={t('company.contacts.phone')}
          bodyClassName={styles.nowrap}
          body={(c: ProfileContact) => dataText(c.phone)}
        />
      </DataTable>
    </SectionCard>
  );
}
