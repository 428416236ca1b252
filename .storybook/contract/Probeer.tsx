/**
 * 'Probeer': sends a method's example (or a REST call) to the in-browser mock of Storybook, signed
 * in as the portal is (the token of `GET /auth/check-session`, the client headers), and shows the
 * HTTP status and the answer.
 */
import { useState } from 'react';
import { RPC_PATH } from '@pidz/contracts';
import { Button } from '@pidz/ui';
import { CLIENT_NAME, CLIENT_VERSION } from '../../app/src/clientIdentity.ts';
import { JsonBlock } from './parts.tsx';

/** What to send: a JSON-RPC call, or a REST request. */
export type Trial =
  | { kind: 'rpc'; method: string; params: Record<string, unknown> }
  | { kind: 'rest'; method: 'GET' | 'POST'; path: string; body?: unknown };

async function headers(): Promise<Record<string, string>> {
  const session = (await (await fetch('/auth/check-session')).json()) as {
    access_token?: string | null;
  };
  return {
    'Content-Type': 'application/json',
    'X-Client-Name': CLIENT_NAME,
    'X-Client-Version': CLIENT_VERSION,
    ...(session.access_token ? { Authorization: `Bearer ${session.access_token}` } : {}),
  };
}

async function send(trial: Trial): Promise<{ status: number; body: unknown }> {
  const init: RequestInit =
    trial.kind === 'rpc'
      ? {
          method: 'POST',
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: trial.method,
            params: trial.params,
          }),
        }
      : {
          method: trial.method,
          body: trial.body === undefined ? undefined : JSON.stringify(trial.body),
        };
  const response = await fetch(trial.kind === 'rpc' ? RPC_PATH : trial.path, {
    ...init,
    headers: await headers(),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: shown as text.
  }
  return { status: response.status, body };
}

/** The button and the answer it got. */
export function Probeer({ trial, label }: { trial: Trial; label: string }) {
  const [answer, setAnswer] = useState<{ status: number; body: unknown } | 'busy' | undefined>();
  return (
    <div>
      <Button
        variant="secondary"
        isCompact
        isDisabled={answer === 'busy'}
        aria-label={`Probeer ${label}`}
        onPress={() => {
          setAnswer('busy');
          send(trial).then(setAnswer, (error: unknown) =>
            setAnswer({ status: 0, body: String(error) }),
          );
        }}
      >
        Probeer
      </Button>
      <div role="status">
        {answer && answer !== 'busy' && (
          <>
            <p>HTTP {answer.status}</p>
            <JsonBlock value={answer.body} label={`Antwoord op ${label}`} />
          </>
        )}
      </div>
    </div>
  );
}
