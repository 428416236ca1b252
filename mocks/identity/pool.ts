/**
 * The mocked user pool's state (its users, devices, sign-in sessions, refresh grants and sent
 * codes) and the steps every operation shares: finding a user, counting wrong passwords, sending
 * a code, and moving a sign-in from one challenge to the next under a new session id.
 */
import { randomBytes } from '@noble/hashes/utils.js';
import {
  AUTH_SESSION_MS,
  type AuthSession,
  type Device,
  type IdentityAnswer,
  type RefreshGrant,
  type RequestBody,
  type SentMessage,
  type User,
} from './model.ts';
import { PERSONA_PASSWORD, mockUserPool, usernameOf, type IdentityPersona } from './personas.ts';
import {
  IdentityError,
  expiredSession,
  randomId,
  sixDigits,
  text,
  wrongPassword,
} from './requests.ts';
import { createVerifier, type Verifier } from './srp.ts';

/** Wrong passwords in a row and the lock-out they led to. */
type Attempts = Pick<User, 'failedAttempts' | 'lockedUntil'>;

/** The pool of ./provider.ts: its state, and the steps its operations share. */
export class UserPool {
  readonly region: string = mockUserPool.region;
  readonly clientId: string = mockUserPool.clientId;
  /** What the SDK calls the pool's name: the part of its id after the region. */
  readonly poolName = mockUserPool.userPoolId.slice(mockUserPool.userPoolId.indexOf('_') + 1);
  readonly issuer = `https://cognito-idp.${mockUserPool.region}.amazonaws.com/${mockUserPool.userPoolId}`;
  readonly tokenKey = randomBytes(32);

  readonly users = new Map<string, User>();
  readonly devices = new Map<string, Device>();
  readonly sessions = new Map<string, AuthSession>();
  readonly refreshGrants = new Map<string, RefreshGrant>();
  readonly revokedOrigins = new Set<string>();
  readonly messages: SentMessage[] = [];
  /** Authenticator secrets handed to signed-in users, until their first code is verified. */
  readonly pendingSecrets = new Map<string, string>();
  /**
   * Wrong passwords in a row of the addresses the pool does not know: counted and locked out as a
   * user's are, so that the lock-out tells no one which addresses exist (the pool prevents
   * user-existence errors).
   */
  private readonly strangers = new Map<string, Attempts>();

  constructor(
    readonly now: () => number,
    personas: readonly IdentityPersona[],
    /** The seed's password. */
    private readonly password: string = PERSONA_PASSWORD,
  ) {
    for (const persona of personas) {
      const username = usernameOf(persona.email);
      this.users.set(username, {
        username,
        email: persona.email,
        phoneNumber: persona.phoneNumber,
        status: persona.status ?? 'CONFIRMED',
        hasSms: persona.hasSms ?? false,
        totpSecret: persona.totpSecret,
        mustSetUpMfa: persona.mustSetUpMfa ?? false,
        hasCustomChallenge: persona.hasCustomChallenge ?? false,
        forgetsDevices: persona.forgetsDevices ?? false,
        failedAttempts: 0,
      });
    }
  }

  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** A user's verifier (the seed's are made when first asked: a modular power each). */
  verifierOf(user: User): Verifier {
    user.password ??= createVerifier(this.poolName, user.username, this.password);
    return user.password;
  }

  /** The user by user name or e-mail address (e-mail is an alias, as in a pool that signs in by it). */
  findUser(name: string): User | undefined {
    const lower = name.trim().toLowerCase();
    return this.users.get(name) ?? [...this.users.values()].find((user) => user.email === lower);
  }

  /** Where the wrong passwords of a sign-in count: its user's, or the unknown address's. */
  attemptsOf(user: User | undefined, name: string): Attempts {
    if (user) return user;
    const key = name.trim().toLowerCase();
    const stranger = this.strangers.get(key) ?? { failedAttempts: 0 };
    this.strangers.set(key, stranger);
    return stranger;
  }

  userOf(session: AuthSession): User {
    const user = session.username === undefined ? undefined : this.users.get(session.username);
    if (!user) throw wrongPassword();
    return user;
  }

  send(to: string, medium: SentMessage['medium'], purpose: SentMessage['purpose']): string {
    const code = sixDigits();
    this.messages.push({ to, medium, purpose, code, at: this.now() });
    return code;
  }

  checkClient(body: RequestBody): void {
    const id = text(body, 'ClientId');
    if (id !== this.clientId) {
      throw new IdentityError(
        'ResourceNotFoundException',
        `User pool client ${id} does not exist.`,
      );
    }
  }

  startSession(session: Omit<AuthSession, 'expires'>): string {
    for (const [stale, { expires }] of this.sessions) {
      if (expires < this.now()) this.sessions.delete(stale);
    }
    const id = randomId(48);
    this.sessions.set(id, { ...session, expires: this.now() + AUTH_SESSION_MS });
    return id;
  }

  /** The session a challenge answer names, if it stands at one of `challenges`. */
  sessionAt(body: RequestBody, ...challenges: AuthSession['challenge'][]) {
    const id = typeof body.Session === 'string' ? body.Session : '';
    const session = this.sessions.get(id);
    if (!session || session.expires < this.now()) throw expiredSession();
    if (!challenges.includes(session.challenge)) {
      throw new IdentityError('InvalidParameterException', 'Invalid challenge for the session.');
    }
    return { id, session };
  }

  /** Moves a sign-in on to its next challenge, under a new session id. */
  challenge(
    oldId: string,
    session: AuthSession,
    name: AuthSession['challenge'],
    challengeParameters: Record<string, string>,
    changes: Partial<AuthSession> = {},
  ): IdentityAnswer {
    this.sessions.delete(oldId);
    const id = this.startSession({ ...session, ...changes, challenge: name });
    return {
      status: 200,
      body: {
        ChallengeName: name,
        ChallengeParameters: { USER_ID_FOR_SRP: session.userIdForSrp, ...challengeParameters },
        Session: id,
      },
    };
  }
}

/** One operation of the pool: a request body in, an answer out (or an IdentityError). */
export type Operation = (pool: UserPool, body: RequestBody) => IdentityAnswer;
