import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../../../../src/shared/permissions/decide-navigation';
import { authorityFor, signedIn } from './support/navigation';

/**
 * The buyer's view of one finance order is /finance/finance-order/:id/confirm, always allowed like
 * its list (docs/finance-orders.md, "Who sees the order in which list"); the detail page stays
 * behind the finance-order menu permission the buyer's menu lacks.
 */
describe('the guard on a finance order for the buyer', () => {
  // The buyer's menu: trading and contracts, no finance pages.
  const buyer = authorityFor(['/trading/purchase', '/trading/invoice', '/contract/info']);

  it('lets the buyer open an order’s confirm page and the confirm list', () => {
    for (const path of ['/finance/finance-order/FOA12/confirm', '/finance/finance-order/confirm']) {
      expect(decideNavigation(signedIn({ path, authority: buyer, companyRole: 'BUYER' }))).toEqual({
        action: 'allow',
        reason: 'permitted',
      });
    }
  });

  it('keeps the order’s detail, edit and update pages from the buyer', () => {
    for (const path of [
      '/finance/finance-order/FOA12/detail',
      '/finance/finance-order/FOA12/edit',
      '/finance/finance-order/update/FOA12',
    ]) {
      expect(
        decideNavigation(signedIn({ path, authority: buyer, companyRole: 'BUYER' })),
      ).toMatchObject({ action: 'redirect', reason: 'denied' });
    }
  });

  it.each(['DBS_POOL_FACTORING', 'SCF_POOL_FACTORING'])(
    'still applies the pool mode %s to the confirm page',
    (poolMode) => {
      const authority = authorityFor(['/trading/purchase'], poolMode);
      expect(
        decideNavigation(signedIn({ path: '/finance/finance-order/FOA12/confirm', authority })),
      ).toMatchObject({ action: 'redirect', reason: 'denied' });
    },
  );
});
