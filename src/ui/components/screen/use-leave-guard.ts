import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { confirmAction } from '../../feedback/confirm-action';

/**
 * Asks before a changed form is left (issue 17): a link, the menu, Cancel or the browser's Back
 * inside the portal go through react-router's blocker and the one confirmation dialog; a reload
 * or a closed tab get the browser's own question (beforeunload). An unchanged form, or one just
 * saved (`changed` false by then), leaves without a word.
 *
 * `allowNextLeave()` lets the page's own navigation after a save through without asking (the
 * state that clears `changed` has not rendered yet when the page navigates).
 */
export function useLeaveGuard(changed: boolean): { allowNextLeave: () => void } {
  const { t } = useTranslation();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirmAction({
      header: t('screen.form.leave_header'),
      message: t('screen.form.leave_message'),
      acceptLabel: t('screen.form.leave_accept'),
      rejectLabel: t('screen.form.leave_reject'),
      danger: true,
    }).then((leave) => {
      if (!live) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, t]);

  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older Chromium asks only when returnValue is set; its text is the browser's own.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);

  return {
    allowNextLeave: () => {
      allowed.current = true;
    },
  };
}
