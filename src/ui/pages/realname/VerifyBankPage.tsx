import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { isApiError } from '../../../shared/errors/api-error';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { SectionCard } from '../../components/screen/SectionCard';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { confirmAction } from '../../feedback/confirm-action';
import { showToast } from '../../feedback/toast';
import { RealnameLoadState } from './RealnameLoadState';
import { useRealnameStatus, type RealnameView } from './use-realname-status';
import { useWhenText } from './use-when-text';
import styles from './RealnamePages.module.css';

/**
 * /realname/verify-bank: the user picks an account of the company; only one in the registered
 * name can be picked. Sending is confirmed (it moves money, however little), then the amount step
 * opens. A deposit already waiting is offered first, so a reload does not send another.
 */
export default function VerifyBankPage() {
  const { t } = useTranslation();
  const { status, reload } = useRealnameStatus();
  return (
    <div className={styles.page} data-testid="realname-bank">
      <h1 className={record.title}>{t('realname.bank.title')}</h1>
      <p className={styles.intro}>{t('realname.bank.intro')}</p>
      <RealnameLoadState status={status} onRetry={reload} />
      {status.state === 'ready' && <BankStep view={status.view} />}
    </div>
  );
}

function BankStep({ view }: { view: RealnameView }) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const when = useWhenText();
  const { company } = view;
  const matching = company.accounts.filter((a) => a.nameMatches);
  const [chosen, setChosen] = useState<string | null>(
    matching.length === 1 ? (matching[0]?.id ?? null) : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (company.state === 'VERIFIED') {
    return (
      <>
        <Message severity="success" text={t('realname.bank.already')} />
        <div className={styles.actions}>
          <Button
            type="button"
            label={t('realname.bank.overview')}
            onClick={() => void navigate(paths.realname.path)}
          />
        </div>
      </>
    );
  }

  const pending = company.deposit?.state === 'PENDING' ? company.deposit : null;

  async function send() {
    const account = company.accounts.find((a) => a.id === chosen);
    if (!account) {
      setProblem(t('realname.bank.choose_first'));
      return;
    }
    setProblem(null);
    const accepted = await confirmAction({
      header: t('realname.bank.confirm_header'),
      message: t('realname.bank.confirm', {
        account: account.accountNoMasked,
        bank: account.bankName,
      }),
      acceptLabel: t('realname.bank.send'),
      rejectLabel: t('common.cancel'),
    });
    if (!accepted) return;
    setBusy(true);
    try {
      await core.realname.requestDeposit(account.id);
      showToast({
        severity: 'success',
        summary: t('realname.bank.sent', { account: account.accountNoMasked }),
      });
      void navigate(paths.realnameVerifyMoney.path);
    } catch (error) {
      const field = isApiError(error)
        ? error.fields?.find((f) => f.field === 'bankAccountId')
        : undefined;
      setProblem(field?.message ?? errorText(t, error));
      showToast({ severity: 'error', summary: field?.message ?? errorText(t, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {pending && (
        <Message
          severity="info"
          data-testid="realname-pending"
          content={
            <div className={styles.actions}>
              <span>
                {t('realname.bank.pending', {
                  account: pending.accountNoMasked,
                  expires: when(pending.expiresAt),
                })}
              </span>
              <Button
                type="button"
                size="small"
                label={t('realname.bank.resume')}
                onClick={() => void navigate(paths.realnameVerifyMoney.path)}
              />
            </div>
          }
        />
      )}
      <SectionCard title={t('realname.bank.accounts')} testId="realname-accounts">
        <p className={styles.muted}>
          {t('realname.bank.registered')}:{' '}
          <span translate="no">{[company.name, company.nameEn].join(' / ')}</span>
        </p>
        {company.accounts.length === 0 ? (
          <Message severity="warn" text={t('realname.bank.no_accounts')} />
        ) : (
          <fieldset className={styles.accounts} aria-label={t('realname.bank.choose')}>
            {company.accounts.map((a) => {
              const id = `realname-account-${a.id}`;
              return (
                <div key={a.id} className={styles.account} data-account={a.id}>
                  <RadioButton
                    inputId={id}
                    name="bankAccountId"
                    value={a.id}
                    checked={chosen === a.id}
                    disabled={!a.nameMatches || busy}
                    onChange={() => {
                      setChosen(a.id);
                      setProblem(null);
                    }}
                  />
                  <label htmlFor={id} className={styles.accountText}>
                    <strong translate="no">{a.accountName}</strong>
                    <span translate="no">{`${a.bankName} ${a.accountNoMasked} ${a.currency}`}</span>
                    {!a.nameMatches && (
                      <small className={styles.muted}>{t('realname.bank.mismatch')}</small>
                    )}
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}
        {problem && (
          <Message
            severity="error"
            text={problem}
            role="alert"
            data-testid="realname-bank-problem"
          />
        )}
        <div className={styles.actions}>
          <Button
            type="button"
            label={t('realname.bank.send')}
            loading={busy}
            disabled={matching.length === 0}
            onClick={() => void send()}
          />
          <Button
            type="button"
            severity="secondary"
            text
            label={t('realname.bank.overview')}
            onClick={() => void navigate(paths.realname.path)}
          />
        </div>
      </SectionCard>
    </>
  );
}
