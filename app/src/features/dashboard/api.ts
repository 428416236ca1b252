import type { QueryClient } from '@tanstack/react-query';
import { assetsQuery, assetTypesQuery } from '../../entities/assets';
import { currentUserQuery } from '../../entities/currentUser';
import { inactiveTasksQuery } from '../../entities/freelancerBanners';
import { openInvoicesQuery } from '../../entities/invoices';
import { resumeQuery } from '../../entities/resume';
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
 * What the banners above the dashboard name (app/src/shell/expiryFacts.ts): the documents, their
 * kinds and the resume. The layout shows the dashboard once they are known when an open task names
 * them; asked beside the tasks, they are not a round later than the tasks (docs/decisions/0025).
 * Silent here: when a task names them, the layout reads them too and a failure is reported there.
 */
const silently = { meta: { toastOnError: false } } as const;

/**
 * Starts the dashboard's reads at once, side by side (one JSON-RPC batch): the upcoming shifts,
 * the invitation count, the open tasks of its banners and what those may name, and, once the user
 * is known not to be an agency worker, the unpaid invoices (the start-up has usually asked them
 * already).
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(shiftsQuery);
  void queryClient.prefetchQuery(invitationCountQuery);
  void queryClient.prefetchQuery(inactiveTasksQuery);
  void queryClient.prefetchQuery({ ...assetsQuery, ...silently });
  void queryClient.prefetchQuery({ ...assetTypesQuery, ...silently });
  void queryClient.prefetchQuery({ ...resumeQuery, ...silently });
  void queryClient.fetchQuery(currentUserQuery).then(
    (user) => {
      if (!isAgencyWorker(user)) void queryClient.prefetchQuery(openInvoicesQuery);
    },
    () => undefined,
  );
}
