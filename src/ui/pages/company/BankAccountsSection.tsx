import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '../../../api/endpoints/company-profile/company-profile';
import { AccountListCard } from '../../components/bank-account/AccountListCard';
import { CollectionAccountListCard } from '../../components/bank-account/CollectionAccountListCard';
import { PaymentAccountListCard } from '../../components/bank-account/PaymentAccountListCard';
import { SectionCard } from '../../components/screen/SectionCard';

/**
 * The company's bank accounts with the finance orders' account cards: every account (its status
 * tag shows Pending activate where an account may still be enabled), then the collection and
 * payment lists.
 */
export function BankAccountsSection({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const all = profile.bankAccounts.map((a) => ({
    ...a,
    companyCode: profile.base.code,
    bankAccountId: a.id,
    fundSource: null,
  }));
  return (
    <SectionCard title={t('company.bank.title')} testId="company-bank-accounts">
      <AccountListCard
        title={t('company.bank.all')}
        accounts={all}
        testId="all-accounts-card"
        swift
      />
      <CollectionAccountListCard accounts={profile.collectionAccounts} />
      <PaymentAccountListCard accounts={profile.paymentAccounts} />
    </SectionCard>
  );
}
