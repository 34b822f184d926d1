import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { parseDepositAmount } from '../../../shared/realname/realname-rules';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { DescriptionsList } from '../../components/screen/DescriptionsList';
import { SectionCard } from '../../components/screen/SectionCard';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { controlAria, FormField } from '../user-center/FormField';
import { RealnameLoadState } from './RealnameLoadState';
import { useRealnameStatus, type RealnameView } from './use-realname-status';
import { useWhenText } from './use-when-text';
import styles from './RealnamePages.module.css';

/** The development mailbox of the reference server (docs/password-reset.md#mailbox). */
const MAILBOX_PATH = '/dev/mailbox';
const AMOUNT_ID = 'realname-amount';

/**
 * /realname/verify-money: the amount of the waiting deposit. A wrong amount is said on the field
 * with the attempts left; a locked or expired deposit offers a new one; the right amount opens
 * verify-success. What was typed stays on every refusal.
 */
export default function VerifyMoneyPage() {
  const { t } = useTranslation();
  const { status, reload } = useRealnameStatus();
  return (
    <div className={styles.page} data-testid="realname-money">
      <h1 className={record.title}>{t('realname.money.title')}</h1>
      <p className={styles.intro}>{t('realname.money.intro')}</p>
      <RealnameLoadState status={status} onRetry={reload} />
      {status.state === 'ready' && <MoneyStep view={status.view} onChanged={reload} />}
    </div>
  );
}

function MoneyStep({ view, onChanged }: { view: RealnameView; onChanged: () => void }) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const when = useWhenText();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { company } = view;
  const deposit = company.deposit;

  if (company.state === 'VERIFIED') {
    return (
      <div className={styles.actions}>
        <Message severity="success" text={t('realname.bank.already')} />
        <Button
          type="button"
          label={t('realname.bank.overview')}
          onClick={() => void navigate(paths.realnameVerifySuccess.path)}
        />
      </div>
    );
  }
  if (!deposit) {
    return (
      <div className={styles.actions}>
        <Message severity="info" text={t('realname.money.none')} />
        <Button
          type="button"
          label={t('realname.money.choose_account')}
          onClick={() => void navigate(paths.realnameVerifyBank.path)}
        />
      </div>
    );
  }

  const blocked = deposit.state === 'LOCKED' || deposit.state === 'EXPIRED';
  const example = deposit.decimals === 0 ? '42' : `0.${'3'.padEnd(deposit.decimals, '7')}`;

  async function submit() {
    if (!deposit) return;
    const text = amount.trim();
    setProblem(null);
    if (text === '') return setFieldError(t('realname.money.required'));
    if (parseDepositAmount(text, deposit.currency) === null) {
      return setFieldError(t('realname.money.not_amount', { decimals: deposit.decimals }));
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const answer = await core.realname.confirmDeposit(text);
      switch (answer.outcome) {
        case 'PASSED':
        case 'ALREADY_VERIFIED':
          showToast({ severity: 'success', summary: t('realname.success.title') });
          void navigate(paths.realnameVerifySuccess.path);
          return;
        case 'WRONG':
          setFieldError(t('realname.money.wrong', { count: answer.attemptsLeft }));
          onChanged();
          return;
        case 'LOCKED':
          setProblem(t('realname.money.locked'));
          onChanged();
          return;
        case 'EXPIRED':
          setProblem(t('realname.money.expired'));
          onChanged();
          return;
        case 'NONE':
          setProblem(t('realname.money.none'));
          onChanged();
          return;
      }
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SectionCard title={t('realname.overview.deposit_account')} testId="realname-deposit">
        <DescriptionsList
          items={[
            {
              key: 'account',
              label: t('realname.money.account'),
              value: (
                <span translate="no">{`${deposit.accountName} · ${deposit.bankName} ${deposit.accountNoMasked}`}</span>
              ),
              span: 2,
            },
            {
              key: 'currency',
              label: t('realname.money.currency'),
              value: <span translate="no">{deposit.currency}</span>,
            },
            { key: 'expires', label: t('realname.money.expires'), value: when(deposit.expiresAt) },
            {
              key: 'attempts',
              label: t('realname.money.attempts_left'),
              value: <span data-testid="realname-attempts">{deposit.attemptsLeft}</span>,
            },
          ]}
        />
        <Message
          severity="info"
          data-testid="realname-mailbox"
          content={
            <span>
              {t('realname.money.demo_mailbox')}{' '}
              <a
                href={`${MAILBOX_PATH}?to=${encodeURIComponent(view.mailbox.recipient)}`}
                target="_blank"
                rel="noreferrer"
                translate="no"
                className={styles.code}
              >
                {MAILBOX_PATH}
              </a>{' '}
              {t('realname.money.mailbox_recipient')}{' '}
              <span translate="no" className={styles.code}>
                {view.mailbox.recipient}
              </span>
            </span>
          }
        />
      </SectionCard>
      {blocked ? (
        <div className={styles.actions}>
          <Message
            severity="error"
            role="alert"
            text={t(
              deposit.state === 'LOCKED' ? 'realname.money.locked' : 'realname.money.expired',
            )}
          />
          <Button
            type="button"
            label={t('realname.money.new_deposit')}
            onClick={() => void navigate(paths.realnameVerifyBank.path)}
          />
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SectionCard title={t('realname.money.amount')}>
            <FormField
              id={AMOUNT_ID}
              name="amount"
              label={t('realname.money.amount')}
              required
              error={fieldError}
              help={t(
                deposit.decimals === 0
                  ? 'realname.money.amount_help_whole'
                  : 'realname.money.amount_help',
                {
                  decimals: deposit.decimals,
                  example,
                },
              )}
            >
              <div className={styles.amountRow}>
                <span translate="no">{deposit.currency}</span>
                <InputText
                  id={AMOUNT_ID}
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  maxLength={12}
                  invalid={Boolean(fieldError)}
                  onChange={(e) => {
                    setAmount(e.target.value);
                    setFieldError(undefined);
                  }}
                  {...controlAria(AMOUNT_ID, { required: true, error: fieldError, help: true })}
                />
              </div>
            </FormField>
            {problem && <Message severity="error" role="alert" text={problem} />}
            <div className={styles.actions}>
              <Button type="submit" label={t('realname.money.submit')} loading={busy} />
              <Button
                type="button"
                severity="secondary"
                text
                label={t('realname.money.new_deposit')}
                onClick={() => void navigate(paths.realnameVerifyBank.path)}
              />
            </div>
          </SectionCard>
        </form>
      )}
    </>
  );
}
