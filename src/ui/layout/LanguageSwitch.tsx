import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { useCore } from '../core/use-core';
import { changeLanguage } from '../i18n/change-language';
import type { Language } from '../../shared/constants';

/** Language names are shown in their own language, so anyone can find theirs. */
const options: { value: Language; label: string }[] = [
  { value: 'en-US', label: 'English' },
  { value: 'zh-CN', label: '简体中文' },
];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const core = useCore();
  return (
    <Dropdown
      ariaLabel={t('layout.language')}
      inputId="language-switch"
      value={i18n.language}
      options={options}
      onChange={(e) => void changeLanguage(core, e.value as Language)}
    />
  );
}
