import type {
  AgencyWorker,
  Asset,
  CalendarItem,
  CurrentUser,
  Download,
  Freelancer,
  FreelancerInvoice,
  LinkedDepartment,
  PeriodicalReview,
  Resume,
  SessionUser,
  Shift,
  SoftwareInvoice,
  StandardRates,
  SystemNotification,
} from '@pidz/contracts';
import type { ScenarioName } from '../scenarios/index.ts';

/** A client organisation the user can work for; its link status follows its departments. */
export interface Organisation {
  organisation_id: number;
  organisation_name: string;
  city: string;
}

/** A timesheet (urenregistratie) that can be invoiced with freelancer_invoice:sendInvoice. */
export interface Timesheet {
  sheet_id: number;
  organisation_name: string;
  department_name: string;
  /** Total in euro including VAT. */
  amount: number;
  /** The client changed hours that the freelancer has not accepted yet (sendInvoice answers 1310). */
  has_open_changes: boolean;
}

/** An online payment started with a payment link (backend/bank.ts). */
export interface Payment {
  kind: 'software_invoice' | 'factoring_credit';
  invoice_id: number;
  /** Where the bank page sends the user back to. */
  redirect_url: string;
  /** What the user answered on the bank page: nothing yet, paid or cancelled. */
  status: 'open' | 'paid' | 'canceled';
}

/** How the mock's session tokens behave (see BackendState.tokenRules). */
export interface TokenRules {
  /** How long an access token lives, in ms. */
  lifetimeMs: number;
  /** Whether `/auth/refresh-tokens` refuses (401 NotAuthorizedException) and ends the session. */
  refusesRefresh: boolean;
  /** How often `/auth/refresh-tokens` has been asked (tests count the refreshes). */
  refreshes: number;
}

/**
 * Everything the mocked back end knows, as plain JSON (so it can be snapshotted into
 * sessionStorage and restored). Lookups (languages, sectors, ...) are constants, not state.
 */
export interface BackendState {
  /** What GET /health answers; MAINTENANCE also makes every JSON-RPC call answer 503. */
  health: 'OK' | 'MAINTENANCE';
  /** Feature flags by name (ffe-cv, ffe-preferences, ffe-feedback). */
  featureFlags: Record<string, boolean>;
  /** Whether the session is signed in (GET /auth/check-session); logging out ends it. */
  signedIn: boolean;
  /**
   * The id of the signed-in session, written into every access token it hands out (set with the
   * first one). A call whose token names another session (an ended one, another back end's) is
   * refused; logging out, a refused refresh and a new sign-in clear it.
   */
  sessionId?: string;
  /**
   * How the session's tokens behave, for the QA scenarios `session-expiring` and `refresh-refused`;
   * without it a token lives an hour and every refresh is granted.
   */
  tokenRules?: TokenRules;
  /**
   * The persona who signed in last on the login page (mocks/backend/signIn.ts), by scenario;
   * without it, the scenario the state was seeded from.
   */
  persona?: ScenarioName;
  /** The account that signed in: the user, or the admin who impersonates the user. */
  account: SessionUser;
  /** The user acted as (user:getCurrentUser). */
  user: CurrentUser;
  /** The freelancer or agency-worker profile, by `user_type`. */
  profile: Freelancer | AgencyWorker;
  profilePicture: Download | null;
  croppedProfilePicture: Download | null;
  /** Maximum travel time in minutes; null when not set. */
  maxWorkRange: number | null;
  /** A freelancer's standard rates (both null while not set, and for an agency worker). */
  standardRates: StandardRates;
  /** Set by an office employee; they make the account inactive. */
  inactiveReasons: { unsubscribed: boolean; manual_inactive: boolean };
  resume: Resume;
  calendarItems: CalendarItem[];
  shifts: Shift[];
  /** Open shift invitations (notification:getNotificationCount shift_invitation). */
  shiftInvitations: number;
  organisations: Organisation[];
  linkedDepartments: LinkedDepartment[];
  assets: Asset[];
  freelancerInvoices: FreelancerInvoice[];
  /** Timesheets not invoiced yet. */
  timesheets: Timesheet[];
  /** Pre-financed invoices whose factoring credit has been paid back. */
  factoringCreditsPaid: number[];
  /** Payments started with a payment link, by payment_id. */
  payments: Record<string, Payment>;
  softwareInvoices: SoftwareInvoice[];
  periodicalReviews: PeriodicalReview[];
  systemNotifications: SystemNotification[];
  /** The last id handed out; new records get the next one. */
  lastId: number;
}

/** Hands out the next id for a new record. */
export function nextId(state: BackendState): number {
  state.lastId += 1;
  return state.lastId;
}
