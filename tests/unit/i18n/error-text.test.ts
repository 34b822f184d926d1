import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';
import { errorText } from '../../../src/ui/core/error-text';
import { ApiError } from '../../../src/shared/errors/api-error';

async function tIn(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
  });
  return instance.t;
}

describe('the text of an answer that breaks the contract', () => {
  const error = new ApiError({
    kind: 'contract',
    code: 200,
    message: 'unexpected response from trading.purchaseList: list.0: Invalid input',
  });

  it('is a sentence for the user in their language, not the developer message', async () => {
    expect(errorText(await tIn('zh-CN'), error)).toBe('服务器返回的数据无法识别，请稍后再试。');
    expect(errorText(await tIn('en-US'), error)).toMatch(/^The server sent an answer/);
  });
});
