import { useTranslation } from 'react-i18next';
import type { TrialResult } from '../../../../shared/finance-order/trial-types';
import { formatCalendarDate } from '../../../../shared/format/date';
import { DescriptionsList } from '../../../components/screen/DescriptionsList';
import { useCellContext } from '../../../components/search-list/use-cell-context';
import { moneyText } from './order-money';

type Figures = Omit<TrialResult, 'items' | 'fees'> & {
  readonly fees: readonly { type: string; amount: string }[];
};

/**
 * The trial's figures (spec 001 §7 trialCalculation's items), the same on the form's live trial
 * and on the detail's binding one: money in the order's currency, rates in percent.
 */
export function TrialFigures({ trial, testId }: { trial: Figures; testId?: string }) {
  const { t } = useTranslation();
  const { timeFormat } = useCellContext();
  const money = (v: string) => moneyText(v, trial.currency);
  const k = 'finance_order_pages.trial';
  return (
    <DescriptionsList
      testId={testId}
      columns={3}
      items={[
        {
          key: 'receivablesAmount',
          label: t(`${k}.receivablesAmount`),
          value: money(trial.receivablesAmount),
        },
        {
          key: 'maxFinancingAmount',
          label: t(`${k}.maxFinancingAmount`),
          value: money(trial.maxFinancingAmount),
        },
        {
          key: 'financingAmount',
          label: t(`${k}.financingAmount`),
          value: money(trial.financingAmount),
        },
        { key: 'interestRate', label: t(`${k}.interestRate`), value: `${trial.interestRate}%` },
        { key: 'tenorDays', label: t(`${k}.tenorDays`), value: String(trial.tenorDays) },
        { key: 'interest', label: t(`${k}.interest`), value: money(trial.interest) },
        { key: 'fees', label: t(`${k}.fees`), value: money(trial.feesTotal) },
        { key: 'netAmount', label: t(`${k}.netAmount`), value: money(trial.netAmount) },
        {
          key: 'dueDate',
          label: t(`${k}.dueDate`),
          value: formatCalendarDate(trial.dueDate, timeFormat),
        },
      ]}
    />
  );
}
