import type { Widen } from '../widen';

/** The search-list renderer's own texts (issue 5); table labels live in `common`. */
export const en = {
  form: 'Search',
  query: 'Query',
  reset: 'Reset',
  expand: 'Expand',
  collapse: 'Collapse',
  all: 'All',
  from: 'from',
  to: 'to',
  filters: 'Filters',
  columns: 'Columns',
  move_up: 'Move {{column}} up',
  move_down: 'Move {{column}} down',
  column_filter: 'Filter by {{column}}',
  column_filter_value: 'Choose or type a value',
  column_filter_options_failed: 'The values could not be listed; you can still type one.',
} as const;

export const zh: Widen<typeof en> = {
  form: '查询',
  query: '查询',
  reset: '重置',
  expand: '展开',
  collapse: '收起',
  all: '全部',
  from: '起',
  to: '止',
  filters: '筛选条件',
  columns: '列设置',
  move_up: '上移{{column}}',
  move_down: '下移{{column}}',
  column_filter: '按{{column}}筛选',
  column_filter_value: '选择或输入一个值',
  column_filter_options_failed: '无法列出可选值；您仍可直接输入。',
};
