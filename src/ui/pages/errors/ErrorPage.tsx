import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'primereact/button';
import { landingRoute } from '../../../shared/permissions/landing';
import { session } from '../../state/core-state';
import { hasOwnPage } from '../../app/page-modules';
import { translateKey } from '../../core/error-text';
import { useSignOut } from '../../layout/use-sign-out';
import styles from './ErrorPage.module.css';

const icons: Record<string, string> = {
  '403': 'pi pi-lock',
  '404': 'pi pi-compass',
};

/**
 * 403, 404 and other codes. Signed in, it sits in the portal's frame and offers the way on: the
 * page the user lands on from `/` (named, when it is not home) and signing out; with nowhere to
 * land, signing out is the way on. Signed out, it offers the sign-in page.
 */
export default function ErrorPage() {
  useSignals();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { code = '' } = useParams();
  const current = session.value;
  const text =
    code === '403'
      ? t('error_page.403')
      : code === '404'
        ? t('error_page.404')
        : t('error_page.generic');
  const landing = current ? landingRoute(current.authority, hasOwnPage) : null;
  const homeLabel =
    landing === null || landing.id === 'home'
      ? t('error_page.back_home')
      : t('error_page.go_to', { page: translateKey(t, landing.titleKey) });

  return (
    <section className={styles.page} aria-labelledby="error-title">
      <i className={`${icons[code] ?? 'pi pi-exclamation-triangle'} ${styles.icon}`} aria-hidden />
      <h1 id="error-title" className={styles.code}>
        {code || t('common.error_title')}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {current ? (
          <>
            {landing && (
              <Button
                icon="pi pi-home"
                label={homeLabel}
                onClick={() => void navigate(landing.path)}
              />
            )}
            <Button
              icon="pi pi-sign-out"
              label={t('layout.logout')}
              outlined={landing !== null}
              onClick={() => void signOut()}
            />
          </>
        ) : (
          <Button
            icon="pi pi-sign-in"
            label={t('error_page.sign_in')}
            onClick={() => void navigate('/login')}
          />
        )}
      </div>
    </section>
  );
}
