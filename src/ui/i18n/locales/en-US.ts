/**
 * The English resource is the source of the key types: a key used in code that is not here fails
 * to compile, and zh-CN must provide every key (checked by the compiler and a unit test).
 */
export const enUS = {
  common: {
    app_name: 'Supply-Chain Finance Portal',
    error_title: 'Error',
    ok: 'OK',
    cancel: 'Cancel',
    retry: 'Retry',
    reload: 'Reload',
    loading: 'Loading…',
    total: 'Total {{total}} items',
    empty_data: 'No data',
    summary: 'Summary',
    del_confirm: 'Are you sure you want to delete this?',
    login_invalid: 'You have signed in as a different user in another tab. Please sign in again.',
    unknown: 'Unknown error',
    error: {
      bad_request: 'The request was not valid.',
      session_expired: 'Your session has expired. Please sign in again.',
      network: 'The server could not be reached. Check your connection and try again.',
      timeout: 'The server took too long to answer.',
      server: 'The server had a problem. Please try again later.',
      forbidden: 'You do not have permission to do this.',
      not_found: 'Not found.',
    },
    validation: {
      number: 'Please enter an amount with at most 2 decimals',
      integer: 'Please enter a whole number',
      percent: 'Please enter a percentage from 0 to 100 with at most 2 decimals',
      natural: 'Please enter digits only',
      positiveInteger: 'Please enter a whole number of at least 1',
      url: 'Please enter a valid URL',
      email: 'Please enter a valid email address',
      accountName:
        "Only letters, digits, Chinese characters, spaces and / - ? : ( ) . , ' + are allowed",
    },
    number: {
      checkMax: '{{label}} cannot be greater than {{limit}}',
      checkMinNoEquals: '{{label}} must be greater than {{limit}}',
    },
  },
  login: {
    title: 'Sign in',
    subtitle: 'Finance your receivables with your buyers and funders.',
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    signing_in: 'Signing in…',
    required_username: 'Please input user name',
    required_password: 'Please input password',
    error: {
      bad_credentials: 'Wrong user name or password.',
    },
  },
  home: {
    title: 'Home',
    welcome: 'Welcome, {{name}}',
    company: 'Company: {{company}}',
    role: 'Company role: {{role}}',
    sign_out: 'Sign out',
  },
  storage: {
    unavailable:
      'Local storage is not available ({{reason}}). The portal works online only: nothing is kept on this device.',
    version_changed: 'The portal was updated in another tab. Reload this tab to continue.',
    reason: {
      missing: 'this browser mode has no IndexedDB',
      quota: 'the device is out of storage space',
      blocked: 'another tab is upgrading the database',
      error: 'the database could not be opened',
    },
  },
  core: {
    failed_title: 'The portal could not start',
    failed_body:
      'Its background engine (a web worker) did not start in this browser. Use a current version of Chrome, Edge, Firefox or Safari, and make sure the page is not blocked by a security policy.',
    failed_detail: 'Details: {{detail}}',
  },
  error_page: {
    '403': 'Sorry, you are not authorised to access this page.',
    '404': 'Sorry, the page you visited does not exist.',
    generic: 'Sorry, something went wrong.',
    back_home: 'Back home',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every language provides exactly the English keys. */
export type Translations = Widen<typeof enUS>;
