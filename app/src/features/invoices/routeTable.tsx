import { Redirect } from 'wouter';
import { paths } from '../../paths';
import { invoicePaths } from '../../pathsBelow';
import { NotForAgencyWorkers } from '../../entities/access';
import { profileQuery } from '../../entities/profile';
import { loaderBelow, RoutesBelow, type RouteTable } from '../../lib/routing/routeTable';
import {
  forInvoiceUsers,
  prefetchInvoiceBySheet,
  prefetchInvoiceList,
  prefetchSoftwareInvoice,
} from './api';
import { FreelancerInvoiceScreen } from './FreelancerInvoiceScreen';
import { InvoicesScreen } from './InvoicesScreen';
import { InvoiceTemplateScreen } from './InvoiceTemplateScreen';
import { SendInvoiceScreen } from './SendInvoiceScreen';
import { SoftwareInvoiceScreen } from './SoftwareInvoiceScreen';

/**
 * The invoices' pages (docs/decisions/0015): the two lists, a freelancer invoice (by its
 * timesheet), a software invoice, sending the invoice of a timesheet and the invoice layout. Below
 * the invoices' nested route (`~` leaves it for the app's root); the stories mount them alone.
 */
export const pageRoutes: RouteTable<typeof invoicePaths> = {
  list: {
    path: invoicePaths.list,
    screen: () => <InvoicesScreen />,
    loader: ({ queryClient, search }) => prefetchInvoiceList(queryClient, search),
  },
  freelancer: {
    path: invoicePaths.freelancer,
    screen: ({ sheetId }) => <FreelancerInvoiceScreen key={sheetId} sheetId={sheetId} />,
    loader: ({ queryClient, params }) => prefetchInvoiceBySheet(queryClient, params.sheetId),
  },
  software: {
    path: invoicePaths.software,
    screen: ({ id }) => <SoftwareInvoiceScreen key={id} id={id} />,
    loader: ({ queryClient, params }) => prefetchSoftwareInvoice(queryClient, params.id),
  },
  send: {
    path: invoicePaths.send,
    screen: ({ sheetId }) => <SendInvoiceScreen key={sheetId} sheetId={sheetId} />,
    loader: ({ queryClient, params }) => prefetchInvoiceBySheet(queryClient, params.sheetId),
  },
  template: {
    path: invoicePaths.template,
    screen: () => <InvoiceTemplateScreen />,
    loader: ({ queryClient }) => void queryClient.prefetchQuery(profileQuery),
  },
};

/**
 * The invoices' route, not for agency workers (nothing is read for them: the server would refuse):
 * its pages below it; any other path below `/invoices` returns to the lists.
 */
export const routes: RouteTable<typeof paths.invoices> = {
  list: {
    path: paths.invoices.list,
    // Below the nested route: `~` leaves it for the app's root.
    screen: () => (
      <RoutesBelow
        table={pageRoutes}
        otherwise={<Redirect to={`~${invoicePaths.list()}`} replace />}
      />
    ),
    loader: forInvoiceUsers(loaderBelow(pageRoutes, paths.invoices.list.base)),
    guard: NotForAgencyWorkers,
  },
};
