import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Dropdown } from 'primereact/dropdown';
import { useCore } from '../core/use-core';
import { session } from '../state/core-state';

/** The switcher offers supplier, buyer and capital — the ones the user holds (spec 6). */
const offered = {
  SUPPLIER: 'layout.role_supplier',
  BUYER: 'layout.role_buyer',
  FUNDER: 'layout.role_capital',
} as const;
type Offered = keyof typeof offered;
const isOffered = (role: string): role is Offered => Object.hasOwn(offered, role);

export function RoleSwitcher() {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const [roles, setRoles] = useState<Offered[]>([]);
  const current = session.value?.principal.user.companyRole ?? null;
  const userId = session.value?.userId;

  useEffect(() => {
    let live = true;
    if (!userId) return;
    core.session.choices().then(
      (choices) => {
        if (live) setRoles([...new Set(choices.map((c) => c.companyRole).filter(isOffered))]);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core, userId]);

  if (roles.length < 2 || !current) return null;
  return (
    <Dropdown
      ariaLabel={t('layout.role')}
      inputId="role-switch"
      value={current}
      options={roles.map((role) => ({ value: role, label: t(offered[role]) }))}
      onChange={(e) => {
        // The page reloads with the new role, so every cached view follows it (spec 4).
        void core.session.switchRole(e.value as string).then(() => location.reload());
      }}
    />
  );
}
