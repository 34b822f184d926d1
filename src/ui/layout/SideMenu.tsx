import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'primereact/button';
import { session } from '../state/core-state';
import { collapsed, setCollapsed } from '../state/app-state';
import { menuSections, sectionKey } from './menu-items';
import { translateKey } from '../core/error-text';
import styles from './SideMenu.module.css';

export function SideMenu() {
  useSignals();
  const { t } = useTranslation();
  const sections = menuSections(session.value?.authority ?? null);
  const small = collapsed.value;
  return (
    <nav aria-label={t('layout.menu')} className={styles.nav}>
      <Button
        type="button"
        text
        icon={small ? 'pi pi-angle-double-right' : 'pi pi-angle-double-left'}
        aria-label={small ? t('layout.expand') : t('layout.collapse')}
        aria-expanded={!small}
        onClick={() => setCollapsed(!small)}
      />
      {sections.map((section) => (
        <div
          key={sectionKey(section)}
          role="group"
          aria-label={section.titleKey ? translateKey(t, section.titleKey) : undefined}
        >
          {section.titleKey && !small && (
            <div className={styles.heading}>{translateKey(t, section.titleKey)}</div>
          )}
          {section.items.map((route) => {
            const title = translateKey(t, route.titleKey);
            return (
              <NavLink
                key={route.id}
                to={route.path}
                title={title}
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
              >
                <i className={route.icon ?? 'pi pi-circle'} aria-hidden />
                {small ? <span className="p-sr-only">{title}</span> : <span>{title}</span>}
              </NavLink>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
