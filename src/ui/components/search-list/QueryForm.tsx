import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import {
  FORM_GRID,
  needsToggle,
  visibleControls,
  type QueryControl,
} from '../../../shared/page-declaration/query-controls';
import { QueryControlInput } from './QueryControlInput';
import styles from './SearchList.module.css';

interface Props {
  controls: readonly QueryControl[];
  params: Readonly<Record<string, string>>;
  onQuery: (params: Record<string, string>) => void;
}

/** The query form above the table: a 24-column grid, toggle beyond 5 controls, Reset and Query. */
export function QueryForm({ controls, params, onQuery }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>({ ...params });
  const [expanded, setExpanded] = useState(false);
  const [shownParams, setShownParams] = useState(params);
  // The URL changed under us (Back, a closed tag, a link): the form shows what is applied.
  if (shownParams !== params) {
    setShownParams(params);
    setDraft({ ...params });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQuery(draft);
  };
  const reset = () => {
    setDraft({});
    onQuery({});
  };

  return (
    <form
      className={styles.form}
      style={{ columnGap: FORM_GRID.gutter }}
      onSubmit={submit}
      data-testid="search-form"
      aria-label={t('search_list.form')}
    >
      {visibleControls(controls, expanded).map((control) => (
        <div
          key={control.key}
          className={styles.control}
          style={{ gridColumn: `span ${control.span}` }}
          data-testid={`search-control-${control.key}`}
        >
          <QueryControlInput
            control={control}
            values={draft}
            onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
          />
        </div>
      ))}
      <div className={styles.formButtons}>
        <Button type="button" label={t('search_list.reset')} outlined onClick={reset} />
        <Button type="submit" label={t('search_list.query')} data-testid="search-query" />
        {needsToggle(controls) && (
          <Button
            type="button"
            link
            data-testid="search-toggle"
            aria-expanded={expanded}
            label={t(expanded ? 'search_list.collapse' : 'search_list.expand')}
            icon={expanded ? 'pi pi-angle-up' : 'pi pi-angle-down'}
            iconPos="right"
            onClick={() => setExpanded((e) => !e)}
          />
        )}
      </div>
    </form>
  );
}
