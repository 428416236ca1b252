import { freelancerInvoicesQuery } from '../../entities/invoices';

/**
 * How the shift lists read (app/README.md 'Server data'): the user's own booked shifts, upcoming
 * first (app/src/entities/shifts.ts), the linked departments with their travel times
 * (app/src/entities/linkedOrganisations.ts), and the invoices for 'worked at before'.
 */

/**
 * The freelancer's own invoices (`freelancer_invoice:getInvoices`, the first 100): each names a
 * department the freelancer has worked at ('Eerder gewerkt'). Not asked for agency workers, who
 * have none.
 */
export const ownInvoicesQuery = freelancerInvoicesQuery({ limit: 100 });
