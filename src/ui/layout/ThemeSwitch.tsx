import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { chooseTheme, initialTheme, type Theme } from '../theme/theme';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(initialTheme);
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
        chooseTheme(next);
        setTheme(next);
      }}
    />
  );
}
