import { useId, type ReactNode } from 'react';
import { SectionCard } from '../../components/screen/SectionCard';
import cf from '../../components/config-form/ConfigForm.module.css';

/**
 * A card of a user-centre form: its fields in the forms' 24-column grid, inside a fieldset named
 * by the card's title, like ConfigForm's groups (screen readers hear the group they are in).
 */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SectionCard title={<span id={headingId}>{title}</span>}>
      <fieldset className={cf.grid} aria-labelledby={headingId}>
        {children}
      </fieldset>
    </SectionCard>
  );
}
