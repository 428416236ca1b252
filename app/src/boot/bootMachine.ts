/**
 * The portal's start-up as a state machine, pure: where it stands (its phase), what moves it on
 * (an event), and what the page shows in each phase. The runner (runBoot.ts) does what a phase
 * starts and feeds the machine what happened; the view (renderBoot.tsx) shows what it says.
 *
 * ```
 *                   ┌─ signed-out ──────────────────────────────────────▶ signed-out (to the login page)
 *   starting ───────┼─ signed-in ─▶ signing-in ─┬─ copy-put-back ─▶ signed-in-from-copy
 *     │             │                           ├─ user-answered ─▶ signed-in-fresh
 *     │             │                           └─ user-failed ───▶ failed ('Opnieuw proberen')
 *     │             └─ session-failed ─────────────────────────────▶ failed
 *     └─ offline-copy-put-back (no network, a copy kept) ──▶ offline-from-copy ─ signed-in ─▶ signed-in-from-copy
 * ```
 * From every phase that shows the app: `signed-out` (the session ended), `logged-out`
 * ('Uitloggen') and `account-changed` (another account signed in in this browser) leave the page.
 * Maintenance (`/health` or any call said so) is beside the phase: the maintenance page replaces
 * whatever the phase shows until the back end is back.
 */

/** Where the start-up stands. */
export type BootPhase =
  /** The session is being checked: the static frame of index.html stays on screen. */
  | 'starting'
  /** Signed in: the user's offline copy is put back, or else the current user is read. */
  | 'signing-in'
  /** Signed in, the current user answered: the app, from fresh reads; the copy kept from now on. */
  | 'signed-in-fresh'
  /** Signed in, the user's copy put back: the app at once, its reads asked again once painted. */
  | 'signed-in-from-copy'
  /** No network: the last signed-in user's copy, read-only, until the session can be checked. */
  | 'offline-from-copy'
  /** The session check or the current user failed: the failure with 'Opnieuw proberen'. */
  | 'failed'
  /** Nobody signed in, or the session ended: to the login page, with the way back. */
  | 'signed-out'
  /** The user chose 'Uitloggen': to the login page, with the way back to the start. */
  | 'logged-out'
  /** Another account signed in in this browser: the portal starts again, as that account. */
  | 'account-changed';

/** What moves the start-up on. */
export type BootEvent =
  /** The session's status (lib/platform/session.ts) became this. */
  | 'signed-in'
  | 'signed-out'
  | 'logged-out'
  | 'account-changed'
  /** The session check failed (after its retries), and no offline copy could stand in. */
  | 'session-failed'
  /** Signed in: the user's own offline copy is back in the cache. */
  | 'copy-put-back'
  /** Without a network: the last signed-in user's copy is back in the cache. */
  | 'offline-copy-put-back'
  /** The current user has answered. */
  | 'user-answered'
  /** The current user could not be read, and no data of theirs is there. */
  | 'user-failed';

/** Leaving the page: from every phase but these. */
const leaving = {
  'signed-out': 'signed-out',
  'logged-out': 'logged-out',
  'account-changed': 'account-changed',
} as const satisfies Partial<Record<BootEvent, BootPhase>>;

/** Each phase, the events that move it, and where to. An event a phase does not list changes nothing. */
export const bootTransitions: Record<BootPhase, Partial<Record<BootEvent, BootPhase>>> = {
  starting: {
    'signed-in': 'signing-in',
    'session-failed': 'failed',
    'offline-copy-put-back': 'offline-from-copy',
    ...leaving,
  },
  'signing-in': {
    'copy-put-back': 'signed-in-from-copy',
    'user-answered': 'signed-in-fresh',
    'user-failed': 'failed',
    ...leaving,
  },
  'signed-in-fresh': leaving,
  'signed-in-from-copy': leaving,
  // The check after an offline start answered: the app goes on from the copy, asked again.
  'offline-from-copy': { 'signed-in': 'signed-in-from-copy', ...leaving },
  failed: {
    'signed-in': 'signing-in',
    'user-answered': 'signed-in-fresh',
    ...leaving,
  },
  'signed-out': {},
  'logged-out': {},
  'account-changed': {},
};

/** The phase after `event` in `phase`. */
export function nextBootPhase(phase: BootPhase, event: BootEvent): BootPhase {
  return bootTransitions[phase][event] ?? phase;
}

/** Where the start-up stands, and whether the back end is in maintenance. */
export interface BootState {
  phase: BootPhase;
  isMaintenance: boolean;
}

/**
 * What the page shows: the static frame (nothing rendered over it; also while it leaves), the
 * app, the failure, or the maintenance page.
 */
export type BootView = 'frame' | 'app' | 'failure' | 'maintenance';

/** What the page shows in a state. */
export function bootView({ phase, isMaintenance }: BootState): BootView {
  if (isMaintenance) return 'maintenance';
  if (phase === 'failed') return 'failure';
  return phase === 'signed-in-fresh' ||
    phase === 'signed-in-from-copy' ||
    phase === 'offline-from-copy'
    ? 'app'
    : 'frame';
}
