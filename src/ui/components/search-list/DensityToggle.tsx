import { useTranslation } from 'react-i18next';
import { SelectButton } from 'primereact/selectbutton';
import type { Density } from './use-density';

interface Props {
  density: Density;
  onChange: (next: Density) => void;
}

const DENSITIES: readonly Density[] = ['compact', 'comfortable'];

/** Compact or comfortable rows, beside the column settings. */
export function DensityToggle({ density, onChange }: Props) {
  const { t } = useTranslation();
  const options = DENSITIES.map((value) => ({
    value,
    label: t(
      value === 'compact' ? 'search_list.density_compact' : 'search_list.density_comfortable',
    ),
  }));
  return (
    <SelectButton
      value={density}
      options={options}
      allowEmpty={false}
      onChange={(e: { value: Density | null }) => {
        if (e.value) onChange(e.value);
      }}
      aria-label={t('search_list.density')}
      data-testid="density-toggle"
    />
  );
}
