import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACTION_DELAY_MS } from '../../../shared/constants';
import { paths } from '../../../shared/routes/paths';

/**
 * Once saved, the confirmation stays readable for the spec's action delay, then the user is back
 * on the profile. Leaving earlier cancels the timer.
 */
export function useReturnAfterSave(saved: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(paths.userCenter.getHref()), ACTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);
}
