import { useTranslation } from 'react-i18next';
import { ProgressBar } from 'primereact/progressbar';
import { passwordStrength } from '../../../shared/validation/password-strength';
import { strengthColour, type StrengthColour } from '../../../shared/validation/strength-colour';
import styles from './UserCenter.module.css';

/** Theme colours, with plain ones in case a theme lacks the palette variables. */
const FILL: Record<StrengthColour, string> = {
  red: 'var(--red-500, #ef4444)',
  orange: 'var(--orange-500, #f97316)',
  green: 'var(--green-500, #22c55e)',
};

/**
 * How strong the new password is. The colour is also an attribute and the level a text, so
 * neither people nor tests have to judge a shade.
 */
export function PasswordStrengthBar({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const colour = strengthColour(strength);
  const level = t(`user_center.change_ps.strength_${colour}`);

  return (
    <div className={styles.strength}>
      <ProgressBar
        value={strength}
        showValue={false}
        color={FILL[colour]}
        aria-label={t('user_center.change_ps.strength')}
        aria-valuetext={password ? level : undefined}
        data-strength-colour={colour}
        className={styles.strengthBar}
      />
      {password && <small aria-hidden="true">{level}</small>}
    </div>
  );
}
