import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete } from 'primereact/autocomplete';
import {
  createDebouncedSearch,
  type DebouncedSearch,
} from '../../../shared/search/debounce-search';
import type { SearchOption } from '../../../shared/search/search-option';

export interface SearchSelectProps {
  id: string;
  /** The chosen option's value (a code); null when nothing is chosen. */
  value: string | null;
  onChange: (option: SearchOption | null) => void;
  invalid?: boolean;
  disabled?: boolean;
  ariaLabel?: string;
  /** Said to assistive technology (`aria-required`) like every form input (issue 17). */
  required?: boolean;
  /** Ids of the help and error texts under the field (`aria-describedby`). */
  describedBy?: string;
}

interface Props extends SearchSelectProps {
  search: (text: string) => Promise<SearchOption[]>;
  delayMs: number;
}

const optionText = (o: SearchOption) => (o.detail ? `${o.label} (${o.detail})` : o.label);

/**
 * A select that asks the server as the user types (spec 001 §9): the scheduler waits for a pause
 * of `delayMs` and drops every answer the user has typed past, so the list always belongs to the
 * text in the box. The dropdown button lists the first options at once. Leaving the box with
 * text that is not a choice puts the chosen option back; an emptied box clears the choice.
 */
export function SearchSelect({
  id,
  value,
  onChange,
  invalid,
  disabled,
  ariaLabel,
  required,
  describedBy,
  search,
  delayMs,
}: Props) {
  const { t } = useTranslation();
  const [suggestions, setSuggestions] = useState<SearchOption[]>([]);
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const searchRef = useRef(search);
  const scheduler = useRef<DebouncedSearch | null>(null);

  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  useEffect(() => {
    const created = createDebouncedSearch({
      delayMs,
      search: (text) => searchRef.current(text),
      onResult: setSuggestions,
      // The HTTP client has already told the user why; the list just stays empty.
      onError: () => setSuggestions([]),
    });
    scheduler.current = created;
    return () => created.cancel();
  }, [delayMs]);

  // A value set from outside (a loaded form) shows its code until the user searches.
  const known = chosen?.value === value ? chosen : value ? { value, label: value } : null;

  return (
    <AutoComplete
      inputId={id}
      aria-label={ariaLabel}
      // AutoComplete hands every aria-* prop to its input, where the label and errors point.
      aria-required={required === true}
      aria-invalid={invalid === true}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      value={typed ?? known ?? ''}
      suggestions={suggestions}
      itemTemplate={(o: SearchOption) => optionText(o)}
      field="label"
      // The scheduler debounces; PrimeReact's own delay would only add to it.
      delay={0}
      dropdown
      showEmptyMessage
      emptyMessage={t('common.empty_data')}
      invalid={invalid}
      disabled={disabled}
      // Blank text never reaches completeMethod from typing, only from the dropdown button.
      completeMethod={(e) =>
        e.query.trim() === '' ? scheduler.current?.now('') : scheduler.current?.type(e.query)
      }
      onChange={(e) => {
        if (typeof e.value === 'string') setTyped(e.value);
      }}
      onSelect={(e) => {
        const option = e.value as SearchOption;
        setChosen(option);
        setTyped(null);
        onChange(option);
      }}
      onClear={() => scheduler.current?.cancel()}
      onBlur={() => {
        if (typed !== null && typed.trim() === '') {
          setChosen(null);
          onChange(null);
        }
        setTyped(null);
      }}
    />
  );
}
