import type {
  AccountFormConfig,
  AccountFormMode,
} from '../../src/api/endpoints/org/account-form-config';

/**
 * The account form as the backend configures it (spec 001 §3): the portal draws and validates
 * it from this data alone. Labels are the backend's own texts, per language.
 */
export function accountForm(
  language: 'en-US' | 'zh-CN',
  mode: AccountFormMode = 'add',
): AccountFormConfig {
  const zh = language === 'zh-CN';
  return [
    {
      type: 'group',
      label: zh ? '账号' : 'Account',
      children: [
        {
          type: 'input',
          name: 'userName',
          label: zh ? '用户名' : 'User name',
          require: '1',
          orderBy: 1,
          editable: mode === 'add',
        },
        {
          type: 'input',
          name: 'cname',
          label: zh ? '显示名称' : 'Display name',
          require: '1',
          orderBy: 2,
        },
        {
          type: 'select',
          name: 'role',
          label: zh ? '角色' : 'Role',
          require: '1',
          dictName: 'ACCOUNT_ROLE',
          orderBy: 3,
        },
      ],
    },
    {
      type: 'group',
      label: zh ? '联系方式' : 'Contact',
      children: [
        {
          type: 'input',
          name: 'email',
          label: zh ? '邮箱' : 'Email',
          require: '1',
          rules: ['email'],
          orderBy: 1,
        },
        {
          type: 'input',
          name: 'mobile',
          label: zh ? '手机' : 'Mobile',
          require: '0',
          orderBy: 2,
          // Administrators must be reachable by phone.
          expression: { field: 'role', express: 'eq', value: 'ADMIN', if: '1', else: '0' },
        },
      ],
    },
  ];
}
