import type { AgencyWorker, Freelancer } from '@pidz/contracts';
import { rpcQuery } from '../lib/platform/queries';

/** A freelancer's or an agency worker's profile, as `freelancer:getCurrentFreelancer` answers. */
export type Profile = Freelancer | AgencyWorker;

/**
 * The profile (`freelancer:getCurrentFreelancer`): every section and edit page of the profile
 * reads it, and the invoice layout its `invoice_template`.
 */
export const profileQuery = rpcQuery('freelancer:getCurrentFreelancer');
