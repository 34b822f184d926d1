import type { Language } from '../../src/shared/constants';

type Texts = Readonly<Record<Language, string>>;

/**
 * Messages of non-success answers. `key` is the `messageKey` sent with them: a key the UI
 * translates itself (common.error.*), so the server's text is for logs and API users.
 */
const CATALOGUE = {
  badRequest: {
    key: 'common.error.bad_request',
    'en-US': 'Invalid request: {detail}',
    'zh-CN': '请求参数错误：{detail}',
  },
  tokenMissing: {
    key: 'common.error.session_expired',
    'en-US': 'Not signed in: the request carries no token. Please sign in.',
    'zh-CN': '未登录：请求未携带令牌，请先登录。',
  },
  tokenInvalid: {
    key: 'common.error.session_expired',
    'en-US': 'Your session has expired or is no longer valid. Please sign in again.',
    'zh-CN': '登录已过期或已失效，请重新登录。',
  },
  badCredentials: {
    key: 'login.error.bad_credentials',
    'en-US': 'Wrong user name or password.',
    'zh-CN': '用户名或密码错误。',
  },
  wrongOldPassword: {
    key: 'user_center.error.old_password',
    'en-US': 'The current password is wrong.',
    'zh-CN': '当前密码错误。',
  },
  weakPassword: {
    key: 'user_center.error.weak_password',
    'en-US':
      'The new password is too weak: use at least {minLength} characters mixing {minClasses} of lower-case letters, upper-case letters, digits and symbols.',
    'zh-CN':
      '新密码强度不足：至少 {minLength} 位，并包含小写字母、大写字母、数字、符号中的 {minClasses} 种。',
  },
  recordNotDeletable: {
    key: 'pages.delete_blocked',
    'en-US':
      'Record {id} is {status}: money has moved against it (financed, paid, repaid, settled or overdue), so it cannot be deleted.',
    'zh-CN':
      '记录 {id} 的状态为 {status}：已发生资金往来（已融资、已付款、已还款、已结清或已逾期），不能删除。',
  },
  forbidden: {
    key: 'common.error.forbidden',
    'en-US': 'You do not have permission to do this.',
    'zh-CN': '您没有执行此操作的权限。',
  },
  notFound: {
    key: 'common.error.not_found',
    'en-US': 'Not found: {path}',
    'zh-CN': '接口不存在：{path}',
  },
  commandConflict: {
    key: 'common.error.bad_request',
    'en-US': 'Command id {commandId} was already used for another request ({endpoint}).',
    'zh-CN': '命令编号 {commandId} 已用于另一个请求（{endpoint}）。',
  },
  uploadFileType: {
    key: 'common.upload.file_type_tip',
    'en-US': 'Only these file types can be uploaded: {types}.',
    'zh-CN': '仅支持上传以下类型的文件：{types}。',
  },
  uploadFileTooLarge: {
    key: 'common.upload.file_maxsize_tip',
    'en-US': 'A file can be at most {max}.',
    'zh-CN': '文件大小不能超过 {max}。',
  },
  uploadZipTooLarge: {
    key: 'common.upload.zip_maxsize_tip',
    'en-US': 'A ZIP file can be at most {max}.',
    'zh-CN': 'ZIP 文件大小不能超过 {max}。',
  },
  uploadContentMismatch: {
    key: 'common.upload.file_type_tip',
    'en-US':
      'file: the content of {fileName} is not a {type} file. Only these file types can be uploaded: {types}.',
    'zh-CN': 'file：{fileName} 的内容不是 {type} 文件。仅支持上传以下类型的文件：{types}。',
  },
  signInThrottled: {
    key: 'login.error.throttled',
    'en-US': 'Too many failed sign-ins. Please try again in {seconds} seconds.',
    'zh-CN': '登录失败次数过多，请在 {seconds} 秒后重试。',
  },
  tooManyRequests: {
    key: 'common.error.too_many_requests',
    'en-US': 'Too many requests. Please try again in {seconds} seconds.',
    'zh-CN': '请求过于频繁，请在 {seconds} 秒后重试。',
  },
  requestsInFlight: {
    key: 'common.error.too_many_requests',
    'en-US':
      'Too many requests: you already have {limit} requests waiting or running. Please wait for them to finish and try again.',
    'zh-CN': '请求过多：您已有 {limit} 个请求在等待或处理中，请等它们完成后再试。',
  },
  statementTimeout: {
    key: 'common.error.timeout',
    'en-US':
      'The query took longer than {seconds} seconds and was stopped. Narrow the filters and try again.',
    'zh-CN': '查询超过 {seconds} 秒，已被终止。请缩小筛选范围后重试。',
  },
  serverError: {
    key: 'common.error.server',
    'en-US': 'The server had a problem. Please try again later.',
    'zh-CN': '服务器出现问题，请稍后再试。',
  },
  // Finance orders (docs/finance-orders.md): a step the lifecycle table does not allow.
  financeOrderWrongParty: {
    key: 'finance_order.error.wrong_party',
    'en-US':
      'Finance order {financeNo} is {status}: your company cannot take the step "{action}" on it.',
    'zh-CN': '融资订单 {financeNo} 的状态为{status}：贵公司不能对其执行“{action}”。',
  },
  financeOrderWrongStatus: {
    key: 'finance_order.error.wrong_status',
    'en-US':
      'Finance order {financeNo} is {status}: the step "{action}" is not possible in this status.',
    'zh-CN': '融资订单 {financeNo} 的状态为{status}，不能执行“{action}”。',
  },
  // Contract signing (docs/contract-signing.md): data.field names the form field.
  signPasswordWrong: {
    key: 'contract_sign.error.wrong_password',
    'en-US': 'password: the password is wrong. Enter the password you sign in with.',
    'zh-CN': '密码：密码错误，请输入您的登录密码。',
  },
  contractAlreadySigned: {
    key: 'contract_sign.error.already_signed',
    'en-US': 'Contract {contractNo} is already signed: a contract is signed only once.',
    'zh-CN': '合同 {contractNo} 已签署，同一合同只能签署一次。',
  },
  contractNotSignable: {
    key: 'contract_sign.error.not_signable',
    'en-US': 'Contract {contractNo} is {status}: only an unsigned contract can be signed.',
    'zh-CN': '合同 {contractNo} 的状态为 {status}，只有未签署的合同可以签署。',
  },
  // Approvals (docs/approvals.md).
  workflowAlreadyOpen: {
    key: 'approval.error.already_open',
    'en-US': 'Record {businessNo} is already waiting for approval.',
    'zh-CN': '记录 {businessNo} 已在审批中。',
  },
  workflowTaskStale: {
    key: 'approval.error.task_stale',
    'en-US':
      'This approval task of {businessNo} has already been handled or replaced. Reload to see its current state.',
    'zh-CN': '{businessNo} 的该审批任务已被处理或已更新，请刷新查看最新状态。',
  },
  workflowNotApprover: {
    key: 'approval.error.not_approver',
    'en-US': 'Only the approving company can approve or deny {businessNo}.',
    'zh-CN': '只有审批方企业可以审批 {businessNo}。',
  },
  realnameCompanyUnverified: {
    key: 'realname.error.company_unverified',
    'en-US':
      'Your company has not completed real-name verification. Verify it on /realname before submitting a finance order.',
    'zh-CN': '贵公司尚未完成实名认证，请先在 /realname 完成认证再提交融资订单。',
  },
} as const satisfies Record<string, Texts & { key: string }>;

/** Parts of a bad-request message (the `{detail}` of badRequest). */
const DETAILS = {
  invalidJson: {
    'en-US': 'the request body is not valid JSON',
    'zh-CN': '请求体不是合法的 JSON',
  },
  bodyTooLarge: {
    'en-US': 'the request body is larger than {limit}',
    'zh-CN': '请求体超过 {limit}',
  },
  notDecryptable: {
    'en-US':
      '{field}: cannot be decrypted; encrypt it with loginPublicKey (RSA-OAEP, SHA-256, base64)',
    'zh-CN': '{field}：无法解密，请使用 loginPublicKey（RSA-OAEP，SHA-256，base64）加密',
  },
  loginStampMissing: {
    'en-US':
      'password: must encrypt the JSON text {"ts": epoch ms, "nonce": 16+ base64url characters, "password": …}',
    'zh-CN':
      'password：须加密 JSON 文本 {"ts": 毫秒时间戳, "nonce": 至少 16 个 base64url 字符, "password": …}',
  },
  loginStampStale: {
    'en-US':
      'password: the sign-in was sealed too long ago or ahead of the server clock ({maxAge} s at most); sign in again',
    'zh-CN': 'password：登录数据的时间与服务器时间相差超过 {maxAge} 秒，请重新登录',
  },
  loginStampReplayed: {
    'en-US': 'password: this sign-in was already sent once; sign in again',
    'zh-CN': 'password：该登录数据已提交过，请重新登录',
  },
  tooManyItems: {
    'en-US': '{field}: at most {max} items',
    'zh-CN': '{field}：最多 {max} 项',
  },
  textTooLong: {
    'en-US': '{field}: at most {max} characters',
    'zh-CN': '{field}：最多 {max} 个字符',
  },
  loginNameMismatch: {
    'en-US': 'loginName: does not match the encrypted userName',
    'zh-CN': 'loginName：与加密的 userName 不一致',
  },
  notJsonText: {
    'en-US': '{field}: must be JSON text',
    'zh-CN': '{field}：必须是 JSON 文本',
  },
  notTextMap: {
    'en-US': '{field}: must be the JSON text of an object whose values are all strings',
    'zh-CN': '{field}：必须是值均为字符串的 JSON 对象文本',
  },
  translationKeyReserved: {
    'en-US':
      '{field}: "{key}" names an object property (__proto__, constructor, prototype), not a text',
    'zh-CN': '{field}：“{key}”是对象属性名（__proto__、constructor、prototype），不是文本键',
  },
  translationKeyUnknown: {
    'en-US': '{field}: "{key}" is not a text of the portal',
    'zh-CN': '{field}：“{key}”不是门户中的文本键',
  },
  translationTextTooLong: {
    'en-US': '{field}: at most {max} characters',
    'zh-CN': '{field}：最多 {max} 个字符',
  },
  translationTextControl: {
    'en-US': '{field}: must be plain text without control characters',
    'zh-CN': '{field}：必须是不含控制字符的纯文本',
  },
  translationTextMarkup: {
    'en-US': '{field}: must be plain text, not markup',
    'zh-CN': '{field}：必须是纯文本，不能包含标记',
  },
  mobileRequired: {
    'en-US': '{field}: an administrator needs a mobile number',
    'zh-CN': '{field}：管理员必须填写手机号',
  },
  userNameTaken: {
    'en-US': '{field}: this user name is already used in your company',
    'zh-CN': '{field}：该用户名在贵公司已被使用',
  },
  unknownAccount: {
    'en-US': 'id: no account {id} in your company',
    'zh-CN': 'id：贵公司没有账户 {id}',
  },
  unknownRecord: {
    'en-US': 'id: no record {id} on page {pageId} in your company',
    'zh-CN': 'id：贵公司在页面 {pageId} 上没有记录 {id}',
  },
  unknownWorkflowRecord: {
    'en-US': 'businessNo: no approval of {businessNo} for your company',
    'zh-CN': 'businessNo：贵公司没有 {businessNo} 的审批',
  },
  approvalCommentRequired: {
    'en-US': '{field}: enter a comment to deny or reject (it cannot be blank)',
    'zh-CN': '{field}：退回或拒绝时须填写审批意见（不能为空）',
  },
  approvalCommentTooLong: {
    'en-US': '{field}: a comment holds at most 500 characters',
    'zh-CN': '{field}：审批意见最多 500 个字符',
  },
  noRecordForm: {
    'en-US': 'pageId: page {pageId} has no record form',
    'zh-CN': 'pageId：页面 {pageId} 没有记录表单',
  },
  recordIdMode: {
    'en-US': 'id: give an id to change a record and none to add one (mode {mode})',
    'zh-CN': 'id：修改记录须提供编号，新增则不提供（模式 {mode}）',
  },
  recordNotEditable: {
    'en-US': 'id: record {id} is {status} and cannot be changed this way',
    'zh-CN': 'id：记录 {id} 的状态为 {status}，不能这样修改',
  },
  formFieldProblem: {
    'en-US': '{field}: {problem}',
    'zh-CN': '{field}：{problem}',
  },
  recordValueTaken: {
    'en-US': '{field}: this value is already used in your company',
    'zh-CN': '{field}：该值在贵公司已被使用',
  },
  unknownRecordAction: {
    'en-US': 'action: page {pageId} has no record action {action}',
    'zh-CN': 'action：页面 {pageId} 没有记录操作 {action}',
  },
  // Finance order applications (docs/finance-orders.md), each naming the form's field.
  orderFieldRequired: {
    'en-US': '{field}: required to submit the order',
    'zh-CN': '{field}：提交订单时必填',
  },
  orderUnknownProduct: {
    'en-US': '{field}: no financing product {id} with terms',
    'zh-CN': '{field}：没有带条款的融资产品 {id}',
  },
  orderFunderNotOffering: {
    'en-US': '{field}: company {id} does not offer this financing product',
    'zh-CN': '{field}：企业 {id} 不提供该融资产品',
  },
  orderBuyerNotOnPlatform: {
    'en-US':
      '{field}: {buyerName} is not a company on the platform, so it cannot confirm the receivables',
    'zh-CN': '{field}：{buyerName} 不是平台上的企业，无法确权',
  },
  orderReceivableNotEligible: {
    'en-US':
      '{field}: {number} cannot be financed: it is not a confirmed, open, not yet due receivable of {buyerName} in {currency}, or another order holds it',
    'zh-CN':
      '{field}：{number} 不能融资：它不是 {buyerName} 已确认、未到期、未结清的 {currency} 应收，或已被其他订单占用',
  },
  orderReceivableTwice: {
    'en-US': '{field}: {id} is chosen twice',
    'zh-CN': '{field}：{id} 被重复选择',
  },
  orderDueDateNotBusinessDay: {
    'en-US': '{field}: {dueDate} is not a business day of {currency}',
    'zh-CN': '{field}：{dueDate} 不是 {currency} 的工作日',
  },
  orderUnknownAccount: {
    'en-US': '{field}: no enabled {currency} account {id} of your company',
    'zh-CN': '{field}：贵公司没有已启用的 {currency} 账户 {id}',
  },
  orderUnknownAttachment: {
    'en-US': '{field}: no file {objectKey} in your company',
    'zh-CN': '{field}：贵公司没有文件 {objectKey}',
  },
  orderTrialRefused: {
    'en-US': '{field}: {reason}',
    'zh-CN': '{field}：{reason}',
  },
  // Finance order pickers (docs/finance-order-pickers.md).
  pickerReceivableNotEligible: {
    'en-US':
      '{field}: {ids} cannot be financed: not a confirmed, open, not yet due receivable of your company, or another order holds it',
    'zh-CN': '{field}：{ids} 不能融资：不是贵公司已确认、未到期、未结清的应收，或已被其他订单占用',
  },
  uploadNoFile: {
    'en-US': 'file: send the file in the multipart field "file"',
    'zh-CN': 'file：请在 multipart 字段 "file" 中上传文件',
  },
  uploadNotMultipart: {
    'en-US': 'file: send the file as multipart/form-data with a boundary',
    'zh-CN': 'file：请以带 boundary 的 multipart/form-data 上传文件',
  },
  uploadMalformed: {
    'en-US': 'file: the multipart body is malformed or incomplete',
    'zh-CN': 'file：multipart 请求体格式错误或不完整',
  },
  uploadOneFile: {
    'en-US': 'file: send one file per upload, with at most a few small fields',
    'zh-CN': 'file：每次只能上传一个文件，且只能附带少量简短字段',
  },
  uploadNameControl: {
    'en-US': 'file name: must not contain control characters such as NUL',
    'zh-CN': '文件名：不能包含 NUL 等控制字符',
  },
  uploadNameEmpty: {
    'en-US': 'file name: is empty once path parts and invisible characters are removed',
    'zh-CN': '文件名：去除路径和不可见字符后为空',
  },
  uploadNameTooLong: {
    'en-US': 'file name: can be at most {max} characters',
    'zh-CN': '文件名：最多 {max} 个字符',
  },
  unknownAttachment: {
    'en-US': 'objectKey: no file {objectKey} in your company',
    'zh-CN': 'objectKey：贵公司没有文件 {objectKey}',
  },
  importUnreadable: {
    'en-US': 'fileKey: {fileName} is not a spreadsheet the import can read (xlsx, xls or csv)',
    'zh-CN': 'fileKey：{fileName} 不是可导入的表格（xlsx、xls 或 csv）',
  },
  importNoColumns: {
    'en-US': 'fileKey: the first row of {fileName} names none of the template’s columns',
    'zh-CN': 'fileKey：{fileName} 的首行不含模板中的任何列',
  },
  importTooManyRows: {
    'en-US': 'fileKey: an import takes at most {max} rows',
    'zh-CN': 'fileKey：一次最多导入 {max} 行',
  },
  importTooManyColumns: {
    'en-US': 'fileKey: the first row of {fileName} spans more than {max} columns',
    'zh-CN': 'fileKey：{fileName} 的首行超过 {max} 列',
  },
  importTooLarge: {
    'en-US': 'fileKey: {fileName} unpacks to more than {max} MB, more than an import reads',
    'zh-CN': 'fileKey：{fileName} 解压后超过 {max} MB，超出导入可读取的大小',
  },
  importTimedOut: {
    'en-US': 'fileKey: reading {fileName} took longer than {seconds} seconds and was stopped',
    'zh-CN': 'fileKey：读取 {fileName} 超过 {seconds} 秒，已停止',
  },
  importBusy: {
    'en-US':
      'fileKey: the server is reading other imports; please import {fileName} again in a minute',
    'zh-CN': 'fileKey：服务器正在读取其他导入文件，请一分钟后重新导入 {fileName}',
  },
  // Text recognition (docs/ocr.md).
  ocrUnknownFile: {
    'en-US': 'fileKey: no file {fileKey} in your company',
    'zh-CN': 'fileKey：贵公司没有文件 {fileKey}',
  },
  ocrTypeNotRecognized: {
    'en-US': 'fileKey: {fileName} is not a type text recognition reads ({types})',
    'zh-CN': 'fileKey：{fileName} 不是可识别文字的文件类型（{types}）',
  },
  ocrUnreadable: {
    'en-US': 'fileKey: the text of {fileName} could not be read',
    'zh-CN': 'fileKey：无法读取 {fileName} 的文字',
  },
  ocrTimedOut: {
    'en-US':
      'fileKey: reading the text of {fileName} took longer than {seconds} seconds and was stopped',
    'zh-CN': 'fileKey：识别 {fileName} 的文字超过 {seconds} 秒，已停止',
  },
  duplicateAttachment: {
    'en-US': 'files: the same file is listed twice',
    'zh-CN': 'files：同一文件被列出两次',
  },
  unknownExportColumn: {
    'en-US': 'columnList: {key} is not a column of this list',
    'zh-CN': 'columnList：{key} 不是该列表的列',
  },
  importValueRepeated: {
    'en-US': '{field}: the same value is on an earlier row of this file',
    'zh-CN': '{field}：该值与本文件前面某行重复',
  },
  importReportHeader: {
    'en-US': 'Row',
    'zh-CN': '行号',
  },
  importReportReason: {
    'en-US': 'Why it was not imported',
    'zh-CN': '未导入原因',
  },
  invalidCommandId: {
    'en-US': 'header {header}: must be 1 to 128 letters, digits or . _ : -',
    'zh-CN': '请求头 {header}：必须是 1 到 128 个字母、数字或 . _ : -',
  },
} as const satisfies Record<string, Texts>;

export type MessageId = keyof typeof CATALOGUE;
export type DetailId = keyof typeof DETAILS;
export type MessageVars = Readonly<Record<string, string | number>>;

function fill(template: string, vars: MessageVars): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export function messageText(id: MessageId, lang: Language, vars: MessageVars = {}): string {
  return fill(CATALOGUE[id][lang], vars);
}

export function messageKeyOf(id: MessageId): string {
  return CATALOGUE[id].key;
}

export function detailText(id: DetailId, lang: Language, vars: MessageVars = {}): string {
  return fill(DETAILS[id][lang], vars);
}
