import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import {
  allowedActions,
  orderActorOf,
  type FinanceOrderAction,
} from '../../../../shared/finance-order/lifecycle';
import { paths } from '../../../../shared/routes/paths';
import type { GroupAction } from '../../../components/screen/GroupActions';
import { useCore } from '../../../core/use-core';
import { session } from '../../../state/core-state';
import { moneyText } from './order-money';
import { runOrderStep } from './run-order-step';

/** The viewer's steps for this order, as lifecycle.ts allows them (the server refuses the rest). */
export function viewerActions(order: Pick<FinanceOrder, 'status'>): FinanceOrderAction[] {
  const role = session.value?.principal.user.companyRole ?? null;
  return allowedActions(orderActorOf(role), order.status);
}

/**
 * The detail page's buttons: the steps the viewer may take now. Steps that need a form (edit,
 * update, ARP with its explanation) open their page; the others ask and run here. Pass, deny and
 * refuse are the approval card's, not buttons here.
 */
export function useOrderActions(order: FinanceOrder, reload: () => void): GroupAction[] {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const allowed = new Set(viewerActions(order));
  const number = order.financeNo;
  const amount = moneyText(order.trial?.financingAmount ?? order.requestedAmount, order.currency);
  const k = 'finance_order_pages';
  const actions: GroupAction[] = [];
  const after = (ok: boolean) => {
    if (ok) reload();
  };

  if (allowed.has('submit') && (order.status === 'DRAFT' || order.status === 'RETURNED')) {
    actions.push({
      id: 'edit',
      label: t(`${k}.action.edit`),
      onClick: () => void navigate(paths.financeOrderEdit.getHref({ id: order.id })),
    });
  }
  if (allowed.has('update')) {
    actions.push({
      id: 'update',
      label: t(`${k}.action.update`),
      outlined: true,
      onClick: () => void navigate(paths.financeOrderUpdate.getHref({ id: order.id })),
    });
  }
  if (allowed.has('confirmRights')) {
    actions.push({
      id: 'confirmRights',
      label: t(`${k}.action.confirm_rights`),
      onClick: async () =>
        after(
          await runOrderStep(core, t, {
            type: 'financeOrder.confirmRights',
            payload: { id: order.id },
            confirm: {
              header: t(`${k}.confirm.rights_header`),
              message: t(`${k}.confirm.rights`, { number, amount }),
              acceptLabel: t(`${k}.action.confirm_rights`),
            },
            done: t(`${k}.done.rights`, { number }),
          }),
        ),
    });
  }
  if (allowed.has('disburse')) {
    const paid = moneyText(order.trial?.netAmount ?? null, order.currency);
    actions.push({
      id: 'disburse',
      label: t(`${k}.action.disburse`),
      onClick: async () =>
        after(
          await runOrderStep(core, t, {
            type: 'financeOrder.disburse',
            payload: { id: order.id },
            confirm: {
              header: t(`${k}.confirm.disburse_header`),
              message: t(`${k}.confirm.disburse`, { number, amount: paid }),
              acceptLabel: t(`${k}.action.disburse`),
              danger: true,
            },
            done: t(`${k}.done.disburse`, { number }),
          }),
        ),
    });
  }
  if (allowed.has('repay')) {
    const due = moneyText(order.repaymentInfo?.dueAmount ?? order.financedAmount, order.currency);
    actions.push({
      id: 'repay',
      label: t(`${k}.action.repay`),
      onClick: async () =>
        after(
          await runOrderStep(core, t, {
            type: 'financeOrder.repay',
            payload: { id: order.id },
            confirm: {
              header: t(`${k}.confirm.repay_header`),
              message: t(`${k}.confirm.repay`, { number, amount: due }),
              acceptLabel: t(`${k}.action.repay`),
              danger: true,
            },
            done: t(`${k}.done.repay`, { number }),
          }),
        ),
    });
  }
  if (allowed.has('requestArp')) {
    actions.push({
      id: 'requestArp',
      label: t(`${k}.action.request_arp`),
      outlined: true,
      onClick: () => void navigate(paths.financeOrderArp.getHref({ id: order.id })),
    });
  }
  if (allowed.has('revoke')) {
    actions.push({
      id: 'revoke',
      label: t(`${k}.action.revoke`),
      severity: 'danger',
      outlined: true,
      onClick: async () =>
        after(
          await runOrderStep(core, t, {
            type: 'financeOrder.revoke',
            payload: { id: order.id },
            confirm: {
              header: t(`${k}.confirm.revoke_header`),
              message: t(`${k}.confirm.revoke`, { number, amount }),
              acceptLabel: t(`${k}.action.revoke`),
              danger: true,
            },
            done: t(`${k}.done.revoke`, { number }),
          }),
        ),
    });
  }
  return actions;
}
