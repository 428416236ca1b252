/**
 * A mocked Amazon Cognito user pool: the Identity Provider's JSON 1.1 operations that
 * amazon-cognito-identity-js calls for signing in (with a real SRP-6a check, srp.ts), its
 * challenges, remembered devices, forgotten passwords and tokens. Pure and stateful: users,
 * devices, codes and sessions live in the provider, and `handle(action, body)` answers one call
 * as `{ status, body }`, served by the MSW handler of ./handler.ts in the browser and on the Node
 * mock server alike. What it speaks and leaves out: docs/decisions/0020.
 *
 * Its parts: the pool's state (pool.ts), the sign-in (authFlows.ts), the challenges after the
 * password (challenges.ts), the devices (devices.ts), the password reset (passwordReset.ts) and
 * the tokens (tokens.ts).
 */
import { authFlows } from './authFlows.ts';
import { authenticatorOperations } from './challenges.ts';
import { deviceOperations, withStoredDevices } from './devices.ts';
import type { DeviceStore, IdentityAnswer, SentMessage } from './model.ts';
import { passwordOperations } from './passwordReset.ts';
import { identityPersonas, type IdentityPersona } from './personas.ts';
import { UserPool, type Operation } from './pool.ts';
import { IdentityError, parameters } from './requests.ts';
import { tokenOperations } from './tokens.ts';

/** Options of a provider: a clock, the seed and its password (for tests), where devices are kept. */
export interface IdentityProviderOptions {
  now?: () => number;
  personas?: readonly IdentityPersona[];
  password?: string;
  /** The remembered devices, read before each call and written after one that changed them. */
  deviceStore?: DeviceStore;
}

/** The mocked user pool. */
export interface IdentityProvider {
  /** Answers one call: `action` is the part of X-Amz-Target after the dot. */
  handle(action: string, body: unknown): IdentityAnswer;
  /** The codes the provider sent to an e-mail address or phone number, newest last (for QA). */
  messagesTo(address: string): readonly SentMessage[];
  /** Every message sent, newest last. */
  readonly messages: readonly SentMessage[];
}

/** Every operation the provider answers, by name. */
const operations: Record<string, Operation> = {
  ...authFlows,
  ...authenticatorOperations,
  ...deviceOperations,
  ...passwordOperations,
  ...tokenOperations,
};

/** Creates a user pool with every persona of ./personas.ts, password `Welkom01!` unless told. */
export function createIdentityProvider(options: IdentityProviderOptions = {}): IdentityProvider {
  const pool = new UserPool(
    options.now ?? Date.now,
    options.personas ?? identityPersonas,
    options.password,
  );
  return {
    handle(action, body) {
      const operation = Object.hasOwn(operations, action) ? operations[action] : undefined;
      if (!operation) return { status: 400, body: { __type: 'UnknownOperationException' } };
      try {
        return withStoredDevices(pool, options.deviceStore, () =>
          operation(pool, parameters(body)),
        );
      } catch (error) {
        if (!(error instanceof IdentityError)) throw error;
        return { status: 400, body: { __type: error.type, message: error.message } };
      }
    },
    messagesTo(address) {
      const wanted = address.trim().toLowerCase();
      return pool.messages.filter((message) => message.to.toLowerCase() === wanted);
    },
    get messages() {
      return pool.messages;
    },
  };
}
