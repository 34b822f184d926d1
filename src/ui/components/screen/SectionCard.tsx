import { useContext, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { cardLevel, type CardLevel } from '../../../shared/screen/card-level';
import { CardLevelContext } from './card-level-context';
import styles from './SectionCard.module.css';

interface Props {
  title?: ReactNode;
  /** Forces a level; by default one below the card this one sits in (outer at the top). */
  level?: CardLevel;
  collapsible?: boolean;
  defaultCollapsed?: boolean;
  /** Right of the title: a card's own buttons. */
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

const HEADINGS = { outer: 'h2', inner: 'h3', third: 'h4' } as const;

/** A titled block of a screen: outer, inner or third level, optionally collapsible. */
export function SectionCard({
  title,
  level,
  collapsible,
  defaultCollapsed,
  extra,
  children,
  testId,
}: Props) {
  const { t } = useTranslation();
  const own = cardLevel(useContext(CardLevelContext), level);
  const [collapsed, setCollapsed] = useState(collapsible === true && defaultCollapsed === true);
  const bodyId = useId();
  const Heading = HEADINGS[own];
  const hidden = collapsible === true && collapsed;

  return (
    <section className={`${styles.card} ${styles[own]}`} data-level={own} data-testid={testId}>
      {(title !== undefined || extra !== undefined || collapsible) && (
        <header className={styles.header}>
          {title !== undefined && <Heading className={styles.title}>{title}</Heading>}
          <span className={styles.extra}>
            {extra}
            {collapsible && (
              <Button
                type="button"
                text
                size="small"
                icon={hidden ? 'pi pi-chevron-down' : 'pi pi-chevron-up'}
                aria-label={hidden ? t('screen.card.expand') : t('screen.card.collapse')}
                aria-expanded={!hidden}
                aria-controls={bodyId}
                onClick={() => setCollapsed((c) => !c)}
              />
            )}
          </span>
        </header>
      )}
      <div id={bodyId} className={styles.body} hidden={hidden}>
        <CardLevelContext.Provider value={own}>{children}</CardLevelContext.Provider>
      </div>
    </section>
  );
}
