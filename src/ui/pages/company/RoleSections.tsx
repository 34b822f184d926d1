import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type {
  CompanyProfile,
  Counterparty,
  OfferedProduct,
  RoleSections as Sections,
} from '../../../api/endpoints/company-profile/company-profile';
import { DescriptionsList } from '../../components/screen/DescriptionsList';
import { SectionCard } from '../../components/screen/SectionCard';
import { dataText } from './data-text';
import styles from './Company.module.css';

type Business = CompanyProfile['business'];

/**
 * One section per role the company holds (docs/company.md#role-sections); the supplier's main
 * products and the buyer's usual payment term are what the company edit keeps for those roles.
 */
export function RoleSections({ sections, business }: { sections: Sections; business: Business }) {
  return (
    <>
      {sections.company && <CompanyRole section={sections.company} />}
      {sections.supplier && (
        <SupplierRole section={sections.supplier} mainProducts={business.mainProducts} />
      )}
      {sections.buyer && (
        <BuyerRole section={sections.buyer} paymentTermDays={business.paymentTermDays} />
      )}
      {sections.funder && <FunderRole products={sections.funder.products} />}
    </>
  );
}

const count = (n: number, lang: string) => n.toLocaleString(lang);

const BUSINESS_TYPES = ['NONE', 'DBS', 'PRODUCT'] as const;
const isBusinessType = (s: string): s is (typeof BUSINESS_TYPES)[number] =>
  (BUSINESS_TYPES as readonly string[]).includes(s);

function CompanyRole({ section }: { section: NonNullable<Sections['company']> }) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard title={t('company.section.company')} testId="role-company">
      <DescriptionsList
        columns={3}
        items={[
          {
            key: 'businessType',
            label: t('company.company_role.business_type'),
            value: isBusinessType(section.businessType)
              ? t(`company.company_role.business_types.${section.businessType}`)
              : dataText(section.businessType),
          },
          {
            key: 'users',
            label: t('company.company_role.users'),
            value: count(section.users, i18n.language),
          },
          {
            key: 'activeUsers',
            label: t('company.company_role.active_users'),
            value: count(section.activeUsers, i18n.language),
          },
        ]}
      />
    </SectionCard>
  );
}

function CounterpartyTable(props: { rows: readonly Counterparty[]; name: string; none: string }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable value={[...props.rows]} dataKey="name" size="small" emptyMessage={props.none}>
      <Column header={props.name} body={(r: Counterparty) => dataText(r.name)} />
      <Column
        header={t('company.supplier_role.records')}
        headerClassName={styles.number}
        bodyClassName={styles.number}
        body={(r: Counterparty) => count(r.records, i18n.language)}
      />
    </DataTable>
  );
}

function SupplierRole({
  section,
  mainProducts,
}: {
  section: NonNullable<Sections['supplier']>;
  mainProducts: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard title={t('company.section.supplier')} testId="role-supplier">
      <div className={styles.figures}>
        <DescriptionsList
          items={[
            {
              key: 'buyerCount',
              label: t('company.supplier_role.buyer_count'),
              value: count(section.buyerCount, i18n.language),
            },
            {
              key: 'receivableBuyers',
              label: t('company.supplier_role.receivable_buyers'),
              value: count(section.receivableBuyers, i18n.language),
            },
            {
              key: 'mainProducts',
              label: t('company.detail.main_products'),
              value: dataText(mainProducts),
              span: 2,
            },
          ]}
        />
      </div>
      <SectionCard title={t('company.supplier_role.buyers')}>
        <CounterpartyTable
          rows={section.buyers}
          name={t('company.supplier_role.buyer')}
          none={t('company.supplier_role.none')}
        />
      </SectionCard>
    </SectionCard>
  );
}

function BuyerRole({
  section,
  paymentTermDays,
}: {
  section: NonNullable<Sections['buyer']>;
  paymentTermDays: number | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard title={t('company.section.buyer')} testId="role-buyer">
      <div className={styles.figures}>
        <DescriptionsList
          items={[
            {
              key: 'supplierCount',
              label: t('company.buyer_role.supplier_count'),
              value: count(section.supplierCount, i18n.language),
            },
            {
              key: 'paymentTermDays',
              label: t('company.detail.payment_term_days'),
              value: paymentTermDays === null ? null : count(paymentTermDays, i18n.language),
            },
          ]}
        />
      </div>
      <SectionCard title={t('company.buyer_role.suppliers')}>
        <CounterpartyTable
          rows={section.suppliers}
          name={t('company.buyer_role.supplier')}
          none={t('company.buyer_role.none')}
        />
      </SectionCard>
    </SectionCard>
  );
}

function FunderRole({ products }: { products: readonly OfferedProduct[] }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  return (
    <SectionCard title={t('company.section.funder')} testId="role-funder">
      <SectionCard title={t('company.funder_role.products')}>
        <DataTable
          value={[...products]}
          dataKey="code"
          size="small"
          scrollable
          emptyMessage={t('company.funder_role.none')}
          tableStyle={{ minWidth: '40rem' }}
        >
          <Column
            header={t('company.funder_role.product')}
            body={(p: OfferedProduct) => dataText(zh ? p.nameCn : p.nameEn)}
          />
          <Column
            header={t('company.funder_role.code')}
            bodyClassName={styles.nowrap}
            body={(p: OfferedProduct) => dataText(p.code)}
          />
          <Column field="currency" header={t('company.funder_role.currency')} />
          <Column
            header={t('company.funder_role.advance_rate')}
            headerClassName={styles.number}
            bodyClassName={styles.number}
            body={(p: OfferedProduct) => (p.advanceRate === null ? '-' : `${p.advanceRate}%`)}
          />
          <Column
            header={t('company.funder_role.rate_type')}
            body={(p: OfferedProduct) =>
              p.rateType === null ? '-' : t(`company.funder_role.rate_types.${p.rateType}`)
            }
          />
          <Column
            header={t('company.funder_role.tenor')}
            headerClassName={styles.number}
            bodyClassName={styles.number}
            body={(p: OfferedProduct) =>
              p.minTenorDays === null ? '-' : `${p.minTenorDays}–${p.maxTenorDays ?? ''}`
            }
          />
        </DataTable>
      </SectionCard>
    </SectionCard>
  );
}
