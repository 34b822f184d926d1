import type { Widen } from '../widen';

export const en = {
  create: 'Create',
  edit: 'Edit',
  view: 'View',
  export: 'Export',
  batchUpload: 'Batch upload',
  downloadTemplate: 'Download template',
  upload: 'Upload',
  delete: 'Delete',
  withdraw: 'Withdraw',
  convertToArp: 'Convert to ARP',
  signOff: 'Sign off/Accept',
  acceptRejectPricing: 'Accept/Reject pricing',
  sendInvitation: 'Send invitation',
  deactivate: 'De-activate',
  reactivate: 'Re-activate',
  resetPassword: 'Reset Password',
} as const;

export const zh: Widen<typeof en> = {
  create: '新建',
  edit: '编辑',
  view: '查看',
  export: '导出',
  batchUpload: '批量上传',
  downloadTemplate: '下载模板',
  upload: '上传附件',
  delete: '删除',
  withdraw: '撤回',
  convertToArp: '转为应收账款买断',
  signOff: '签署/接受',
  acceptRejectPricing: '接受/拒绝定价',
  sendInvitation: '发送邀请',
  deactivate: '停用',
  reactivate: '重新启用',
  resetPassword: '重置密码',
};
