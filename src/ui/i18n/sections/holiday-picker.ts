import type { Widen } from '../widen';

/**
 * The holiday-aware date picker (docs/holidays.md). The cell marks are the spec's characters in
 * both languages (spec 001 §4); the names around them follow the UI language.
 */
export const en = {
  rest_mark: '休',
  make_up_mark: '班',
  rest_day: '{{name}} (rest day)',
  make_up_day: '{{name}} (make-up working day)',
  cell_label: '{{date}}, {{what}}',
  unavailable: 'Holidays could not be loaded: only weekends are known.',
} as const;

export const zh: Widen<typeof en> = {
  rest_mark: '休',
  make_up_mark: '班',
  rest_day: '{{name}}（休息日）',
  make_up_day: '{{name}}（调休上班日）',
  cell_label: '{{date}}，{{what}}',
  unavailable: '节假日未能加载：仅按周末判断。',
};
