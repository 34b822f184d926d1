import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { DescriptionsList } from '../../components/screen/DescriptionsList';
import { SectionCard } from '../../components/screen/SectionCard';
import { nextStepOf, type NextStep } from './next-step';
import { RealnameLoadState } from './RealnameLoadState';
import { StateTag } from './StateTag';
import { useRealnameStatus, type RealnameView } from './use-realname-status';
import { useWhenText } from './use-when-text';
import styles from './RealnamePages.module.css';

const NEXT_TEXT = {
  company: 'realname.overview.next_company',
  money: 'realname.overview.next_money',
  newDeposit: 'realname.overview.next_new_deposit',
  person: 'realname.overview.next_person',
  none: 'realname.overview.next_none',
} as const satisfies Record<NextStep, string>;

/** /realname: both verifications, where each stands, and the one step to take next. */
export default function RealnameOverviewPage() {
  const { t } = useTranslation();
  const { status, reload } = useRealnameStatus();
  return (
    <div className={styles.page} data-testid="realname-overview">
      <h1 className={record.title}>{t('realname.overview.title')}</h1>
      <p className={styles.intro}>{t('realname.overview.intro')}</p>
      <RealnameLoadState status={status} onRetry={reload} />
      {status.state === 'ready' && <Overview view={status.view} />}
    </div>
  );
}

function Overview({ view }: { view: RealnameView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const when = useWhenText();
  const { company, person } = view;
  const next = nextStepOf(view);
  const deposit = company.deposit;
  const blocked = deposit !== null && (deposit.state === 'LOCKED' || deposit.state === 'EXPIRED');
  const companyState =
    company.state === 'DEPOSIT_SENT' && deposit && blocked
      ? t(`realname.state.${deposit.state as 'LOCKED' | 'EXPIRED'}`)
      : t(`realname.state.${company.state}`);
  const go = (to: string) => void navigate(to);

  return (
    <>
      <Message
        severity={next === 'none' ? 'success' : 'info'}
        text={`${t('realname.overview.next_step')}: ${t(NEXT_TEXT[next])}`}
        data-testid="realname-next"
      />
      <SectionCard
        title={t('realname.overview.company')}
        testId="realname-company"
        extra={
          <StateTag done={company.state === 'VERIFIED'} blocked={blocked} label={companyState} />
        }
      >
        <DescriptionsList
          items={[
            {
              key: 'name',
              label: t('realname.overview.company_name'),
              value: <span translate="no">{company.name}</span>,
            },
            ...(company.verifiedAt
              ? [
                  {
                    key: 'verifiedAt',
                    label: t('realname.overview.verified_at'),
                    value: when(company.verifiedAt),
                  },
                ]
              : []),
            ...(company.state === 'DEPOSIT_SENT' && deposit
              ? [
                  {
                    key: 'account',
                    label: t('realname.overview.deposit_account'),
                    value: (
                      <span translate="no">{`${deposit.bankName} ${deposit.accountNoMasked}`}</span>
                    ),
                  },
                  {
                    key: 'expires',
                    label: t('realname.overview.deposit_expires'),
                    value: when(deposit.expiresAt),
                  },
                  {
                    key: 'attempts',
                    label: t('realname.overview.attempts_left'),
                    value: String(deposit.attemptsLeft),
                  },
                ]
              : []),
          ]}
        />
        <div className={styles.actions}>
          {next === 'company' && (
            <Button
              type="button"
              label={t('realname.overview.start_company')}
              onClick={() => go(paths.realnameVerifyBank.path)}
            />
          )}
          {next === 'money' && (
            <Button
              type="button"
              label={t('realname.overview.enter_amount')}
              onClick={() => go(paths.realnameVerifyMoney.path)}
            />
          )}
          {next === 'newDeposit' && (
            <Button
              type="button"
              label={t('realname.overview.new_deposit')}
              onClick={() => go(paths.realnameVerifyBank.path)}
            />
          )}
        </div>
      </SectionCard>
      <SectionCard
        title={t('realname.overview.person')}
        testId="realname-person"
        extra={
          <StateTag
            done={person.verified}
            label={t(
              person.verified ? 'realname.state.person_verified' : 'realname.state.person_missing',
            )}
          />
        }
      >
        {person.verified && (
          <DescriptionsList
            items={[
              {
                key: 'personName',
                label: t('realname.overview.person_name'),
                value: <span translate="no">{person.name}</span>,
              },
              {
                key: 'personId',
                label: t('realname.overview.person_id'),
                value: <span translate="no">{person.idNoMasked}</span>,
              },
            ]}
          />
        )}
        <div className={styles.actions}>
          <Button
            type="button"
            label={t(
              person.verified ? 'realname.overview.redo_person' : 'realname.overview.start_person',
            )}
            outlined={person.verified || next !== 'person'}
            onClick={() => go(paths.realnameVerifyPersonal.path)}
          />
        </div>
      </SectionCard>
    </>
  );
}
