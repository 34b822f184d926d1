import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '../../../api/endpoints/company-profile/company-profile';
import { DescriptionsList } from '../../components/screen/DescriptionsList';
import { SectionCard } from '../../components/screen/SectionCard';
import { codeLabel } from '../../i18n/code-label';
import { session } from '../../state/core-state';
import { businessItems, nameIn } from './business-items';
import { dataText } from './data-text';
import { VerificationState } from './VerificationState';

const STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
const isKnownStatus = (s: string): s is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(s);

/** The company's registered facts, its roles, its verification, and what the edit keeps. */
export function BaseInfoSection({ profile }: { profile: CompanyProfile }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const { base } = profile;
  const chinese = i18n.language.startsWith('zh');
  const country = session.value?.countries.find((c) => c.code === base.countryCode);
  const countryName = country ? (chinese ? country.nameCn : country.nameEn) : base.countryCode;
  // A financial licence is a funder's: other companies have none to show.
  const licence =
    profile.roles.includes('FUNDER') || base.licenceNo
      ? [
          {
            key: 'licenceNo',
            label: t('company.detail.licence_no'),
            value: dataText(base.licenceNo),
          },
        ]
      : [];
  return (
    <SectionCard title={t('company.detail.base')} testId="company-base">
      <DescriptionsList
        columns={3}
        items={[
          { key: 'name', label: t('company.detail.name'), value: dataText(base.name) },
          { key: 'nameEn', label: t('company.detail.name_en'), value: dataText(base.nameEn) },
          { key: 'code', label: t('company.detail.code'), value: dataText(base.code) },
          {
            key: 'bizRegNo',
            label: t('company.detail.biz_reg_no'),
            value: dataText(base.bizRegNo),
          },
          { key: 'country', label: t('company.detail.country'), value: dataText(countryName) },
          { key: 'area', label: t('company.detail.area'), value: nameIn(base.area, chinese) },
          {
            key: 'status',
            label: t('company.detail.status'),
            value: isKnownStatus(base.status)
              ? t(`company.status.${base.status}`)
              : dataText(base.status),
          },
          {
            key: 'roles',
            label: t('company.detail.roles'),
            value: profile.roles.map((r) => codeLabel(t, 'role', r)).join(', '),
          },
          {
            key: 'realname',
            label: t('company.detail.realname'),
            value: <VerificationState verifiedAt={base.realnameVerifiedAt} />,
          },
          {
            key: 'legalRepresentative',
            label: t('company.detail.legal_representative'),
            value: dataText(base.legalRepresentative),
          },
          ...licence,
          {
            key: 'address',
            label: t('company.detail.address'),
            value: dataText(base.address),
            span: 3,
          },
          ...businessItems(t, profile.business, chinese),
        ]}
      />
    </SectionCard>
  );
}
