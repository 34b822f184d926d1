/**
 * Headings of the side menu. Routes name their group; the order here is the menu's order of
 * groups, and the order of routes inside a group is the route table's order.
 */
export const menuGroups = {
  dashboard: { titleKey: 'route.group.dashboard', icon: 'pi pi-chart-bar' },
  org: { titleKey: 'route.group.org', icon: 'pi pi-building' },
  confirmation: { titleKey: 'route.group.confirmation', icon: 'pi pi-check-square' },
  trading: { titleKey: 'route.group.trading', icon: 'pi pi-shopping-cart' },
  finance: { titleKey: 'route.group.finance', icon: 'pi pi-money-bill' },
  payment: { titleKey: 'route.group.payment', icon: 'pi pi-credit-card' },
  repayment: { titleKey: 'route.group.repayment', icon: 'pi pi-replay' },
  proof: { titleKey: 'route.group.proof', icon: 'pi pi-file' },
} as const;

export type MenuGroupId = keyof typeof menuGroups;
