import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { applyTheme, storedTheme, type Theme } from '../theme/theme';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const next: Theme = theme === 'theme-dark' ? 'theme-light' : 'theme-dark';
  return (
    <Button
      type="button"
      text
      rounded
      icon={theme === 'theme-dark' ? 'pi pi-moon' : 'pi pi-sun'}
      aria-label={`${t('layout.theme')}: ${t(theme === 'theme-dark' ? 'layout.theme_dark' : 'layout.theme_light')}`}
      data-theme={theme}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    />
  );
}
