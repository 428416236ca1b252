import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../../entities/currentUser';
import { inactiveTasksQuery } from '../../entities/freelancerBanners';
import { openInvoicesQuery } from '../../entities/invoices';
import { shiftsQuery } from '../../entities/shifts';
import { rpcQuery } from '../../lib/platform/queries';
import { isAgencyWorker } from '../../lib/platform/session';

/**
 * How the dashboard reads (app/README.md 'Server data'). Its cards show their own failure and
 * retry on their own, so their own reads raise no toast, nor does the shared read of the upcoming
 * shifts (app/src/entities/shifts.ts) where the dashboard reads it (its card's `QueryBoundary`). The invoice card reads the side menu's
 * open invoices (lib/invoices.ts `openInvoicesQuery`): one read for both.
 */
const cardRead = { meta: { toastOnError: false } } as const;

/** The open shift invitations (`notification:getNotificationCount`, type `shift_invitation`). */
export const invitationCountQuery = {
  ...rpcQuery('notification:getNotificationCount', { type: 'shift_invitation' }),
  ...cardRead,
};

/**
 * Starts the dashboard's reads at once, side by side (one JSON-RPC batch): the upcoming shifts,
 * the invitation count, the open tasks of its banners and, once the user is known not to be an
 * agency worker, the unpaid invoices (the start-up has usually asked them already).
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(shiftsQuery);
  void queryClient.prefetchQuery(invitationCountQuery);
  void queryClient.prefetchQuery(inactiveTasksQuery);
  void queryClient.fetchQuery(currentUserQuery).then(
    (user) => {
      if (!isAgencyWorker(user)) void queryClient.prefetchQuery(openInvoicesQuery);
    },
    () => undefined,
  );
}
