import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { interpretReply } from '../../../src/api/http/interpret-reply';
import { ApiError } from '../../../src/shared/errors/api-error';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';
import { throttledText } from '../../../src/ui/pages/login/throttled-text';

const i18n = i18next.createInstance();
let t: TFunction;

beforeAll(async () => {
  t = await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
});

const context = { endpointId: 'auth.login', isOnLoginPage: true, hasNoticeToken: false };

function throttledReply(retryAfter: unknown) {
  const outcome = interpretReply(
    {
      status: 200,
      statusText: 'OK',
      body: {
        code: 429,
        message: 'Too many failed sign-ins. Please try again in 30 seconds.',
        messageKey: 'login.error.throttled',
        data: { retryAfter },
      },
    },
    context,
  );
  if (outcome.ok) throw new Error('a throttled answer was read as success');
  return outcome.error;
}

describe('a throttled sign-in', () => {
  it('keeps the wait of data.retryAfter on the error, across the worker boundary too', () => {
    const error = throttledReply(30);
    expect(error).toMatchObject({ kind: 'business', code: 429, retryAfterSeconds: 30 });
    expect(new ApiError(error.toJSON()).retryAfterSeconds).toBe(30);
    // It says when to try again, so queues (analytics, outbox) retry instead of dropping.
    expect(error.transient).toBe(true);
  });

  it('ignores a retryAfter that is no number', () => {
    expect(throttledReply('soon').retryAfterSeconds).toBeUndefined();
  });

  it('reads as a translated message with the wait, in seconds or whole minutes', async () => {
    expect(throttledText(t, throttledReply(30))).toBe(
      'Too many failed sign-ins. Please try again in 30 s.',
    );
    expect(throttledText(t, throttledReply(61))).toBe(
      'Too many failed sign-ins. Please try again in 2 min.',
    );
    const zh = i18n.getFixedT('zh-CN');
    expect(throttledText(zh, throttledReply(120))).toBe('登录失败次数过多，请在 2 分钟后重试。');
  });

  it('is no throttled message for a wrong password', () => {
    const wrong = new ApiError({
      kind: 'business',
      code: 1003,
      message: 'Wrong user name or password.',
      messageKey: 'login.error.bad_credentials',
    });
    expect(throttledText(t, wrong)).toBeNull();
  });
});
