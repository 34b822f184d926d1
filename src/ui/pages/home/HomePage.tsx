import { useSignals } from '@preact/signals-react/runtime';
import { Button } from 'primereact/button';
import { Trans, useTranslation } from 'react-i18next';
import { isAllowed } from '../../../shared/permissions/authority';
import type { HomeFigureId, HomeOverview, HomeRole } from '../../../shared/home/home-overview';
import { session } from '../../state/core-state';
import { codeLabel } from '../../i18n/code-label';
import { companyNameIn } from '../../layout/company-name';
import { CompanyOverview } from './CompanyOverview';
import { HomeFigures } from './HomeFigures';
import { Portfolio } from './Portfolio';
import { ReceivableKpis } from './ReceivableKpis';
import { RecentOrders } from './RecentOrders';
import { useArKpis, useHomeOverview } from './use-home-overview';
import styles from './HomePage.module.css';

/** One section of count figures: its title, the figures in their order, its test id. */
interface FigureSection {
  title:
    | 'home.section.todo'
    | 'home.section.confirmations'
    | 'home.section.payables'
    | 'home.section.funder'
    | 'home.section.contracts';
  ids: readonly HomeFigureId[];
  testId: string;
}

const TODO: FigureSection = {
  title: 'home.section.todo',
  ids: ['drafts', 'returned', 'unsignedContracts', 'expiringContracts'],
  testId: 'home-todo',
};

/** Each role's figure sections, in order (docs/home.md, "What each role sees"). */
const FIGURE_SECTIONS: Record<HomeRole, readonly FigureSection[]> = {
  SUPPLIER: [TODO],
  COMPANY: [TODO],
  BUYER: [
    {
      title: 'home.section.confirmations',
      ids: ['rightsToConfirm', 'invoicesToConfirm'],
      testId: 'home-confirmations',
    },
    {
      title: 'home.section.payables',
      ids: ['payablesThisWeek', 'payablesNextWeek'],
      testId: 'home-payables',
    },
  ],
  FUNDER: [
    {
      title: 'home.section.funder',
      ids: [
        'approvalsWaiting',
        'arpWaiting',
        'disbursementsDue',
        'repaymentsDue7Days',
        'overdueOrders',
      ],
      testId: 'home-funder',
    },
  ],
  DIRECTOR: [
    {
      title: 'home.section.contracts',
      ids: ['unsignedContracts', 'expiringContracts'],
      testId: 'home-contracts',
    },
  ],
};

/**
 * What each role's home shows, once the worker has answered (docs/home.md): the company overview
 * first, then the role's figures, then its table. The worker answers the panels only for the
 * roles that show them (company: COMPANY and director; recent orders: supplier; portfolio: funder).
 */
function RoleSections({ overview }: { overview: HomeOverview }) {
  const { t } = useTranslation();
  const authority = session.value?.authority;
  return (
    <>
      {overview.company && (
        <CompanyOverview
          overview={overview.company}
          ordersListed={isAllowed(authority, '/finance/finance-order')}
          contractsListed={isAllowed(authority, '/contract/info')}
        />
      )}
      {FIGURE_SECTIONS[overview.role].map((section) => (
        <HomeFigures
          key={section.testId}
          title={t(section.title)}
          figures={overview.figures}
          ids={section.ids}
          testId={section.testId}
        />
      ))}
      {overview.recentOrders && <RecentOrders orders={overview.recentOrders} />}
      {overview.portfolio && <Portfolio rows={overview.portfolio} />}
    </>
  );
}

export default function HomePage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const current = session.value;
  const role = current?.principal.user.companyRole ?? '';
  const { overview, retry } = useHomeOverview(role, i18n.language);
  const supplier =
    role.toUpperCase() === 'SUPPLIER' && isAllowed(current?.authority, '/dashboard/ar');
  const kpis = useArKpis(supplier);
  if (!current) return null;
  // Names are data: marked translate="no" so neither a browser translator nor the zh-CN check
  // treats a registered English name as untranslated UI text.
  return (
    <section className={styles.page}>
      <h1>{t('home.title')}</h1>
      <div className={styles.welcome} data-testid="home-welcome">
        <p>
          <Trans
            i18nKey="home.welcome"
            values={{ name: current.principal.user.cname }}
            components={{ data: <span translate="no" /> }}
          />
        </p>
        <p>
          <Trans
            i18nKey="home.company"
            values={{ company: companyNameIn(current, i18n.language) }}
            components={{ data: <span translate="no" /> }}
          />
        </p>
        <p>{t('home.role', { role: codeLabel(t, 'role', current.companyRole.toUpperCase()) })}</p>
      </div>
      {supplier && <ReceivableKpis dashboard={kpis} />}
      {overview.state === 'loading' && (
        <p className={styles.note} role="status">
          {t('home.loading')}
        </p>
      )}
      {overview.state === 'failed' && (
        <p className={styles.note} role="alert">
          {t('home.failed')} <Button label={t('home.retry')} size="small" text onClick={retry} />
        </p>
      )}
      {overview.state === 'ready' && <RoleSections overview={overview.value} />}
    </section>
  );
}
