import type { Language } from '../../../src/shared/constants';
import { CODE_TTL_MINUTES } from '../../../src/shared/password-reset/reset-rules';

/** The one refusal of a code: wrong, expired, used, burnt and "no such account" alike. */
export function codeRefusedText(lang: Language): string {
  return lang === 'zh-CN'
    ? '验证码错误或已失效。请检查邮件中的验证码，或重新获取。'
    : 'The code is wrong or no longer valid. Check the code in the e-mail, or ask for a new one.';
}

/** The message the development mailbox receives, in the user's language. */
export function resetMail(
  lang: string,
  userName: string,
  code: string,
): { subject: string; body: string } {
  if (lang === 'zh-CN') {
    return {
      subject: '重置密码验证码',
      body: [
        `您好，${userName}：`,
        `您的重置密码验证码是 ${code}，${CODE_TTL_MINUTES} 分钟内有效，只能使用一次。`,
        '如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your password reset code',
    body: [
      `Hello ${userName},`,
      `your code to reset your password is ${code}. It is valid for ${CODE_TTL_MINUTES} minutes and can be used once.`,
      'If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
