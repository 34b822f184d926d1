import { useTranslation } from 'react-i18next';
import { FigureCard } from '../../components/figures/FigureCard';
import { FigureGrid } from '../../components/figures/FigureGrid';
import type { HomeFigure, HomeFigureId } from '../../../shared/home/home-overview';
import { countText, sumsText } from './figure-text';
import { HomeSection } from './HomeSection';

interface Props {
  title: string;
  figures: readonly HomeFigure[];
  ids: readonly HomeFigureId[];
  testId: string;
}

/**
 * Count figures, each a link to the list filtered to exactly its rows; the hint is the list's
 * summary total of the same rows per currency.
 */
export function HomeFigures({ title, figures, ids, testId }: Props) {
  const { t, i18n } = useTranslation();
  const shown = ids.flatMap((id) => figures.filter((f) => f.id === id));
  if (shown.length === 0) return null;
  return (
    <HomeSection id={testId} title={title}>
      <FigureGrid testId={testId}>
        {shown.map((f) => (
          <FigureCard
            key={f.id}
            label={t(`home.figure.${f.id}`)}
            value={countText(f.count, i18n.language)}
            hint={
              f.sums.length > 0
                ? t('home.hint_sums', { sums: sumsText(f.sums) })
                : f.count === 0
                  ? t('home.hint_none')
                  : undefined
            }
            to={f.to}
            testId={`home-figure-${f.id}`}
          />
        ))}
      </FigureGrid>
    </HomeSection>
  );
}
