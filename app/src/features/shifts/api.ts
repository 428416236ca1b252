import { rpcQuery } from '../../lib/queries';

/**
 * How the shift lists read (app/README.md 'Server data'): the user's own booked shifts, upcoming
 * first, and what the travel-time and 'worked at before' filters need to know.
 */

/** The user's upcoming booked shifts (`calendar:getCalendarShifts`), soonest first. */
export const ownShiftsQuery = rpcQuery('calendar:getCalendarShifts');

/** The linked departments of an organisation, with the travel time to each. */
export const linkedDepartmentsQuery = (organisationId: number) =>
  rpcQuery('freelancer:getLinkedDepartmentsByOrganisation', { organisationId });

/**
 * The freelancer's own invoices (`freelancer_invoice:getInvoices`): each names a department the
 * freelancer has worked at ('Eerder gewerkt'). Not asked for agency workers, who have none.
 */
export const ownInvoicesQuery = rpcQuery('freelancer_invoice:getInvoices', {
  params: { limit: 100 },
});
