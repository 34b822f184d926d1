import type { Widen } from '../widen';

/** Texts of the reusable screen pieces (spec 001 §2, docs/screen-pieces.md). */
export const en = {
  back: 'Back',
  card: {
    expand: 'Expand',
    collapse: 'Collapse',
  },
  remark: {
    label: 'Remark',
    counter: '{{count}} / {{max}}',
    over: 'A remark can have at most {{max}} characters; shorten it before saving.',
  },
  menu: {
    create_invoice: 'Create Invoice',
  },
  compose: {
    search: 'Search',
    add_title: 'Available',
    selected_title: 'Selected',
    actions: 'Actions',
    detail: 'Detail',
    add: 'Add',
    added: 'Added',
    delete: 'Delete',
    batch_add: 'Batch add',
    batch_delete: 'Batch delete',
    nothing_to_add: 'Tick at least one row to add.',
    nothing_to_delete: 'Tick at least one row to delete.',
  },
  detail: {
    basic: 'Basic information',
  },
  form: {
    leave_header: 'Leave this form?',
    leave_message: 'Your changes have not been saved. Leave and discard them?',
    leave_accept: 'Discard changes',
    leave_reject: 'Stay on the form',
    not_saved: 'Not saved',
    queued_summary: 'Saved on this device',
    server_problem: '{{message}}',
    saved_record: '{{title}} {{number}} was saved.',
    rate: 'Rate',
    rate_hint: '1 {{from}} = {{rate}} {{to}}',
  },
  sortable: {
    order: 'Order',
    move_up: 'Move up',
    move_down: 'Move down',
    add_row: 'Add line',
    delete_row: 'Delete line',
    row_failure: 'Line {{row}}: {{message}}',
  },
} as const;

export const zh: Widen<typeof en> = {
  back: '返回',
  card: {
    expand: '展开',
    collapse: '收起',
  },
  remark: {
    label: '备注',
    counter: '{{count}} / {{max}}',
    over: '备注最多 {{max}} 个字符，保存前请删减。',
  },
  menu: {
    create_invoice: '创建发票',
  },
  compose: {
    search: '搜索',
    add_title: '可选',
    selected_title: '已选',
    actions: '操作',
    detail: '详情',
    add: '添加',
    added: '已添加',
    delete: '删除',
    batch_add: '批量添加',
    batch_delete: '批量删除',
    nothing_to_add: '请至少勾选一行再添加。',
    nothing_to_delete: '请至少勾选一行再删除。',
  },
  detail: {
    basic: '基本信息',
  },
  form: {
    leave_header: '离开此表单？',
    leave_message: '您的修改尚未保存。确定离开并放弃修改吗？',
    leave_accept: '放弃修改',
    leave_reject: '留在表单',
    not_saved: '未保存',
    queued_summary: '已保存在本设备',
    server_problem: '{{message}}',
    saved_record: '{{title}} {{number}} 已保存。',
    rate: '汇率',
    rate_hint: '1 {{from}} = {{rate}} {{to}}',
  },
  sortable: {
    order: '排序',
    move_up: '上移',
    move_down: '下移',
    add_row: '添加行',
    delete_row: '删除行',
    row_failure: '第 {{row}} 行：{{message}}',
  },
};
