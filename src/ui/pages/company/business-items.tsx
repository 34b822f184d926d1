import type { TFunction } from 'i18next';
import type {
  BilingualName,
  CompanyProfile,
} from '../../../api/endpoints/company-profile/company-profile';
import { INDUSTRIES } from '../../../shared/company-edit/industries';
import { OTHER } from '../../../shared/form-config/select-other';
import type { DescriptionItem } from '../../components/screen/DescriptionsList';
import { emailLink, websiteLink } from './contact-links';
import { dataText } from './data-text';

/** A bilingual name (area, bank) in the user's language. */
export const nameIn = (name: BilingualName | null, chinese: boolean) =>
  name ? dataText(chinese ? name.nameCn : name.nameEn) : null;

/** The industry as the shared list names it; OTHER shows what the company typed. */
function industryText(t: TFunction, business: CompanyProfile['business'], chinese: boolean) {
  if (business.industry === OTHER) {
    return business.industryOther.trim()
      ? dataText(business.industryOther)
      : t('company.detail.industry_other');
  }
  const known = INDUSTRIES.find((i) => i.value === business.industry);
  if (!known) return dataText(business.industry);
  return chinese ? known.zh : known.en;
}

/**
 * The fields the company edit keeps beside the legal data (contact and business): what a user
 * saved in the edit form is on the detail at once. Empty ones show as the list shows any empty.
 */
export function businessItems(
  t: TFunction,
  business: CompanyProfile['business'],
  chinese: boolean,
): DescriptionItem[] {
  return [
    {
      key: 'contactName',
      label: t('company.detail.contact_name'),
      value: dataText(business.contactName),
    },
    { key: 'phone', label: t('company.detail.phone'), value: dataText(business.phone) },
    { key: 'email', label: t('company.detail.email'), value: emailLink(business.email) },
    { key: 'website', label: t('company.detail.website'), value: websiteLink(business.website) },
    {
      key: 'industry',
      label: t('company.detail.industry'),
      value: industryText(t, business, chinese),
    },
    {
      key: 'mainBank',
      label: t('company.detail.main_bank'),
      value: nameIn(business.mainBank, chinese),
    },
  ];
}
