import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCore } from '../../core/use-core';
import { errorText } from '../../core/error-text';
import { session } from '../../state/core-state';
import { PublicPage } from '../../layout/PublicPage';
import frame from '../../layout/PublicPage.module.css';
import { safeBackUrl } from './safe-back-url';
import { throttledText } from './throttled-text';
import styles from './LoginPage.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim()) return setError(t('login.required_username'));
    if (!password) return setError(t('login.required_password'));
    setBusy(true);
    setError(null);
    try {
      session.value = await core.session.login(username.trim(), password);
      navigate(safeBackUrl(params.get('backUrl')), { replace: true });
    } catch (e) {
      // Locked for a while: the form keeps everything typed, to send again once the wait is over.
      const throttled = throttledText(t, e);
      // Otherwise the user name stays as typed; only the password is cleared for the next try.
      if (throttled === null) setPassword('');
      setError(throttled ?? errorText(t, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicPage>
      <form
        className={`${frame.card} ${styles.card}`}
        onSubmit={submit}
        noValidate
        aria-labelledby="login-title"
      >
        <p className={styles.brand}>
          <i className="pi pi-building-columns" aria-hidden /> {t('common.app_name')}
        </p>
        <h1 id="login-title">{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        <label htmlFor="login-username" className={styles.label}>
          {t('login.username')}
        </label>
        <InputText
          id="login-username"
          className={styles.field}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoFocus
        />
        <div className={styles.passwordHead}>
          <label htmlFor="login-password" className={styles.label}>
            {t('login.password')}
          </label>
          {/* The reset flow itself is issue 20's; the link is where it starts. */}
          <Link to="/reset-pwd" className={styles.forgot}>
            {t('login.forgot_password')}
          </Link>
        </div>
        <Password
          inputId="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          feedback={false}
          toggleMask
          className={styles.field}
          inputClassName={styles.field}
        />
        {error && <Message severity="error" text={error} role="alert" />}
        {/* Disabled only while a sign-in is under way: after an error it is ready for the next try. */}
        <Button
          type="submit"
          className={styles.submit}
          label={busy ? t('login.signing_in') : t('login.submit')}
          loading={busy}
        />
      </form>
    </PublicPage>
  );
}
