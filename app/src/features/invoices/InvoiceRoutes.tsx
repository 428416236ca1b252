import { Redirect, Route, Switch } from 'wouter';
import { FreelancerInvoiceScreen } from './FreelancerInvoiceScreen';
import { InvoicesScreen } from './InvoicesScreen';
import { InvoiceTemplateScreen } from './InvoiceTemplateScreen';
import { invoicePaths } from './invoicePaths';
import { SendInvoiceScreen } from './SendInvoiceScreen';
import { SoftwareInvoiceScreen } from './SoftwareInvoiceScreen';

/**
 * Everything under `/invoices`, on a nested route (paths here are relative to it; the routes are
 * in docs/decisions/0015): the two lists, a freelancer invoice (by its timesheet), a software
 * invoice, sending the invoice of a timesheet and the invoice layout. Anything else: the lists.
 */
export function InvoiceRoutes() {
  return (
    <Switch>
      <Route path="/">
        <InvoicesScreen />
      </Route>
      <Route path="/freelancer/:sheetId">
        {(params) => <FreelancerInvoiceScreen key={params.sheetId} sheetId={params.sheetId} />}
      </Route>
      <Route path="/software/:id">
        {(params) => <SoftwareInvoiceScreen key={params.id} id={params.id} />}
      </Route>
      <Route path="/send/:sheetId">
        {(params) => <SendInvoiceScreen key={params.sheetId} sheetId={params.sheetId} />}
      </Route>
      <Route path="/template">
        <InvoiceTemplateScreen />
      </Route>
      <Route>
        <Redirect to={`~${invoicePaths.list}`} replace />
      </Route>
    </Switch>
  );
}
