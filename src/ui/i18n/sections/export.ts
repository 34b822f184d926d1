import type { Widen } from '../widen';

/** Texts of the export dialog (issue 6, docs/exports.md). */
export const en = {
  title: 'Export {{name}}',
  format: 'File format',
  xlsx: 'Excel workbook (.xlsx)',
  csv: 'CSV, UTF-8 (.csv)',
  rows_hint: '{{n}} rows with the current filters, sort and visible columns.',
  start: 'Export',
  cancel: 'Cancel',
  close: 'Close',
  progress: '{{written}} of {{total}} rows written',
  preparing: 'Preparing the rows…',
  preparing_total: 'Preparing the rows… 0 of {{total}}',
  finishing: 'Finishing the file: {{written}} of {{total}} rows written…',
  done: 'Saved {{file}} ({{rows}} rows).',
  done_file: 'Saved {{file}}.',
  cancelled: 'The export was cancelled; no file was saved.',
  failed: 'The export failed: {{error}}',
  sequence: 'No.',
} as const;

export const zh: Widen<typeof en> = {
  title: '导出{{name}}',
  format: '文件格式',
  xlsx: 'Excel 工作簿 (.xlsx)',
  csv: 'CSV，UTF-8 (.csv)',
  rows_hint: '按当前筛选、排序和显示列导出 {{n}} 行。',
  start: '导出',
  cancel: '取消',
  close: '关闭',
  progress: '已写入 {{written}} / {{total}} 行',
  preparing: '正在准备数据…',
  preparing_total: '正在准备数据… 0 / {{total}} 行',
  finishing: '正在生成文件：已写入 {{written}} / {{total}} 行…',
  done: '已保存 {{file}}（{{rows}} 行）。',
  done_file: '已保存 {{file}}。',
  cancelled: '导出已取消，未保存文件。',
  failed: '导出失败：{{error}}',
  sequence: '序号',
};
