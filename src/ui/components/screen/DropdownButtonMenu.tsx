import { useId, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { visibleItems } from '../../../shared/screen/menu-items';
import { session } from '../../state/core-state';

export interface DropdownMenuItem {
  id: string;
  label: string;
  /** Shown when one of these is held (spec 000 §6); none: shown to any signed-in user. */
  authorities: readonly string[];
  /** What choosing it does; an item without it is shown disabled (its page is not built yet). */
  run?: () => void | Promise<void>;
  icon?: string;
}

interface Props {
  items: readonly DropdownMenuItem[];
  /** The button's text; "Create Invoice" by default (spec 001 §2). */
  title?: string;
  testId?: string;
}

/** A button that opens a menu; hidden when none of its items may be seen. */
export function DropdownButtonMenu({ items, title, testId }: Props) {
  useSignals();
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const shown = visibleItems(items, session.value?.principal);
  if (shown.length === 0) return null;

  const model: MenuItem[] = shown.map((item) => ({
    id: `${menuId}-${item.id}`,
    label: item.label,
    icon: item.icon,
    disabled: !item.run,
    command: () => {
      void Promise.resolve(item.run?.()).catch((error: unknown) =>
        console.error('[dropdown-menu] item failed', item.id, error),
      );
    },
  }));

  return (
    <span data-testid={testId}>
      <Button
        type="button"
        label={title ?? t('screen.menu.create_invoice')}
        icon="pi pi-chevron-down"
        iconPos="right"
        aria-haspopup="menu"
        aria-controls={menuId}
        onClick={(e) => menu.current?.toggle(e)}
      />
      <Menu ref={menu} id={menuId} model={model} popup />
    </span>
  );
}
