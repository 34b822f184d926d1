import type { Widen } from '../widen';

export const en = {
  unavailable:
    'Local storage is not available ({{reason}}). The portal works online only: nothing is kept on this device.',
  version_changed: 'The portal was updated in another tab. Reload this tab to continue.',
  reason: {
    missing: 'this browser mode has no IndexedDB',
    quota: 'the device is out of storage space',
    blocked: 'another tab is upgrading the database',
    error: 'the database could not be opened',
  },
} as const;

export const zh: Widen<typeof en> = {
  unavailable: '本地存储不可用（{{reason}}）。门户仅在线工作：本设备不保存任何数据。',
  version_changed: '门户已在其他标签页更新，请重新加载此标签页。',
  reason: {
    missing: '当前浏览器模式不支持 IndexedDB',
    quota: '设备存储空间不足',
    blocked: '其他标签页正在升级数据库',
    error: '无法打开数据库',
  },
};
