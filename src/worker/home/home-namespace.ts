import { proxy } from 'comlink';
import { isAllowed } from '../../shared/permissions/authority';
import type { HomeOverview, HomeRole } from '../../shared/home/home-overview';
import type { CoreServices } from '../core/create-core';
import { serverTodayFrom } from '../dashboards/server-today';
import { homeFigures } from './home-figures';
import { homeListCalls } from './home-list-calls';
import { companyOverview, portfolio, recentOrders, rightsToConfirm } from './home-panels';

/** The session's company role as the home page reads it; a user acting in none is a director. */
export function homeRoleOf(companyRole: string | null | undefined): HomeRole {
  const role = (companyRole ?? '').toUpperCase();
  return role === 'SUPPLIER' || role === 'BUYER' || role === 'FUNDER' || role === 'COMPANY'
    ? role
    : 'DIRECTOR';
}

/** A panel that fails is left out (null), never the whole page. */
const orNull = <T>(work: Promise<T>): Promise<T | null> => work.catch(() => null);

/** The home page's figures per company role (issue 19, docs/home.md). */
export function homeNamespace(core: Promise<CoreServices>) {
  return proxy({
    /** Every figure and panel of the signed-in role's home, gathered in parallel. */
    async overview(): Promise<HomeOverview> {
      const c = await core;
      const snapshot = c.session.snapshot();
      const role = homeRoleOf(snapshot?.principal.user.companyRole);
      const authority = snapshot?.authority ?? null;
      // The server's day, as /dashboard/ar's: the lists these figures count filter their date
      // windows on the server, and a browser's wrong clock would shift "this week" (docs/home.md).
      const today = serverTodayFrom(c.http)();
      const lists = homeListCalls(c.http);
      const ordersAllowed = isAllowed(authority, '/finance/finance-order');
      const [figures, rights, recent, book, company] = await Promise.all([
        homeFigures(lists, role, today, authority),
        role === 'BUYER' ? orNull(rightsToConfirm(c.http)) : null,
        role === 'SUPPLIER' && ordersAllowed ? orNull(recentOrders(lists)) : null,
        role === 'FUNDER' && ordersAllowed ? orNull(portfolio(lists)) : null,
        role === 'COMPANY' || role === 'DIRECTOR' ? orNull(companyOverview(c.http)) : null,
      ]);
      return {
        role,
        today,
        figures: rights ? [rights, ...figures] : figures,
        recentOrders: recent,
        portfolio: book,
        company,
      };
    },
  });
}
