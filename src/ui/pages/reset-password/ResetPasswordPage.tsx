import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/routes/paths';
import { useCore } from '../../core/use-core';
import { errorText } from '../../core/error-text';
import { PublicPage } from '../../layout/PublicPage';
import frame from '../../layout/PublicPage.module.css';
import { IdentifyStep } from './IdentifyStep';
import { ResetStep } from './ResetStep';
import { resetRefusal, throttledText } from './reset-errors';
import styles from './ResetPassword.module.css';

type Step = 'identify' | 'code' | 'done';

const STEPS: readonly Step[] = ['identify', 'code', 'done'];

interface Sent {
  account: string;
  validMinutes: number;
  resendAt: number;
}

/**
 * /reset-pwd, with or without a session (docs/password-reset.md): the account, then the code and
 * the new password, then done. One page whose steps keep what was typed; the server's answers
 * never say whether the account exists, so neither does the page.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const core = useCore();
  const [step, setStep] = useState<Step>('identify');
  const [account, setAccount] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);

  async function requestCode(forAccount: string): Promise<string | null> {
    try {
      const answer = await core.passwordReset.requestCode(forAccount);
      setSent({
        account: forAccount,
        validMinutes: answer.validMinutes,
        resendAt: Date.now() + answer.resendAfterSeconds * 1000,
      });
      return null;
    } catch (error) {
      return throttledText(t, error) ?? errorText(t, error);
    }
  }

  const titles: Record<Step, string> = {
    identify: t('reset_password.steps.identify'),
    code: t('reset_password.steps.code'),
    done: t('reset_password.steps.done'),
  };

  return (
    <PublicPage>
      <section
        className={`${frame.card} ${styles.card}`}
        aria-labelledby="reset-title"
        data-testid="reset-password"
      >
        <h1 id="reset-title">{t('reset_password.title')}</h1>
        <ol className={styles.steps} aria-label={t('reset_password.steps.label')}>
          {STEPS.map((s) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {titles[s]}
            </li>
          ))}
        </ol>
        {step === 'identify' && (
          <IdentifyStep
            account={account}
            onAccountChange={setAccount}
            onSubmit={async (typed) => {
              const refused = await requestCode(typed);
              if (refused === null) setStep('code');
              return refused;
            }}
          />
        )}
        {step === 'code' && sent && (
          <ResetStep
            account={sent.account}
            validMinutes={sent.validMinutes}
            resendAt={sent.resendAt}
            onSubmit={async (code, newPassword) => {
              try {
                await core.passwordReset.resetPassword(sent.account, code, newPassword);
              } catch (error) {
                return resetRefusal(t, error);
              }
              setStep('done');
              return null;
            }}
            onResend={() => requestCode(sent.account)}
            onOtherAccount={() => setStep('identify')}
          />
        )}
        {step === 'done' && (
          <div className={styles.form} data-testid="reset-done" role="status">
            <h2>{t('reset_password.done.title')}</h2>
            <p className={styles.text}>{t('reset_password.done.text')}</p>
          </div>
        )}
        {step === 'done' ? (
          <Link
            to={paths.login.getHref()}
            className={`p-button p-component ${styles.submit}`}
            data-testid="reset-sign-in"
          >
            <span className="p-button-label">{t('reset_password.done.sign_in')}</span>
          </Link>
        ) : (
          <Link to={paths.login.getHref()} className={styles.link}>
            {t('reset_password.back_to_sign_in')}
          </Link>
        )}
      </section>
    </PublicPage>
  );
}
