import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../src/shared/routes/match-route';

describe('matching an address to a route', () => {
  it.each([
    ['/home', 'home', {}],
    ['/home/', 'home', {}],
    ['/HOME', 'home', {}],
    ['/trading/invoice/add', 'tradingInvoiceAdd', {}],
    ['/trading/invoice/77/details', 'tradingInvoiceDetails', { id: '77' }],
    ['/finance/finance-order/confirm', 'financeOrderConfirm', {}],
    ['/finance/finance-order/9/confirm', 'financeOrderConfirmById', { id: '9' }],
    ['/finance/finance-order/update/9', 'financeOrderUpdate', { id: '9' }],
    ['/org/account/a%20b/edit', 'orgAccountEdit', { id: 'a b' }],
    ['/org/account/%E0%A4%A/edit', 'orgAccountEdit', { id: '%E0%A4%A' }],
    ['/error/403', 'error', { code: '403' }],
    ['/realname/verify-personal', 'realnameVerifyPersonal', {}],
    ['/home?x=1#top', 'home', {}],
  ])('%s opens %s', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it.each(['/', '', '/nowhere', '/home/extra', '/trading', '/paymentX', '/error', '/error/a/b'])(
    '%s opens nothing',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );
});
