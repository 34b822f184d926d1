import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { isOffered } from '../../../shared/permissions/authority';
import { paths } from '../../../shared/routes/paths';
import { useCore } from '../../core/use-core';
import { session } from '../../state/core-state';
import styles from './RealnameBadge.module.css';

interface Badge {
  company: boolean;
  person: boolean;
}

/**
 * The header's verification state, a link to /realname: "Verified" once the company and the
 * operator are, "Not verified" otherwise (the tooltip says which). Read on sign-in and again on
 * every /realname page, where it changes; silent when it cannot be read. Users whose menu does not
 * offer real-name verification (the platform's reviewer, its translator) have nothing to verify:
 * no badge. (The route itself opens for every signed-in user, so a new company can verify.)
 */
export function RealnameBadge() {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const { pathname } = useLocation();
  const userId = session.value?.userId;
  const mayVerify = isOffered(session.value?.authority, paths.realname.permission);
  // On /realname the state moves with each step: read again on every one of its pages.
  const readAgainOn = pathname.startsWith(paths.realname.path) ? pathname : '';
  const [badge, setBadge] = useState<Badge | null>(null);

  useEffect(() => {
    let live = true;
    if (!userId || !mayVerify) return;
    core.realname.badge().then(
      (answer) => live && setBadge(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core, userId, mayVerify, readAgainOn]);

  if (!userId || !mayVerify || !badge) return null;
  const verified = badge.company && badge.person;
  const detail = verified
    ? t('realname.badge.all_done')
    : [
        badge.company ? '' : t('realname.badge.company_missing'),
        badge.person ? '' : t('realname.badge.person_missing'),
      ]
        .filter(Boolean)
        .join(' ');
  return (
    <Link
      to={paths.realname.path}
      className={`${styles.badge} ${verified ? styles.verified : styles.missing}`}
      title={detail}
      data-testid="realname-badge"
      data-verified={verified}
    >
      <i
        className={`pi ${verified ? 'pi-verified' : 'pi-exclamation-circle'}`}
        aria-hidden="true"
      />
      <span>{t(verified ? 'realname.badge.verified' : 'realname.badge.not_verified')}</span>
    </Link>
  );
}
