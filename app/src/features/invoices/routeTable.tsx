import { paths } from '../../paths';
import { NotForAgencyWorkers } from '../../entities/access';
import type { RouteTable } from '../../lib/routing/routeTable';
import { prefetchInvoicePage } from './api';
import { InvoiceRoutes } from './InvoiceRoutes';

/** The invoices' route: the lists and, below them, the screens InvoiceRoutes routes. */
export const routes: RouteTable<typeof paths.invoices> = {
  list: {
    path: paths.invoices.list,
    screen: () => <InvoiceRoutes />,
    loader: ({ queryClient, rest, search }) => prefetchInvoicePage(queryClient, rest, search),
    guard: NotForAgencyWorkers,
  },
};
