/**
 * The servers of `bench:web` (scripts/bench-web.ts): the processes it starts in their own process
 * groups (the mock server), the nginx servers that serve the builds, and stopping them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { precompressFolder } from '../app/precompress.ts';
import { rootDir } from './bench-report.ts';
import { SERVER_START_TIMEOUT_MS, fail } from './bench-web-settings.ts';
import { startNginx, type RunningNginx } from './nginx.ts';

/** A server the bench started, in its own process group. */
interface StartedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** The last lines it printed, for the error message when it fails. */
  output(): string;
}

const started: StartedProcess[] = [];
/** The bench's web servers (the app's, the baseline's). */
const servers: RunningNginx[] = [];
/** The built folder a server of the bench serves, by its origin. */
const servedDirs = new Map<string, string>();

/** The built folder served at `origin`. */
export function servedDir(origin: string): string {
  return servedDirs.get(origin) ?? fail(`Nothing is served at ${origin}.`);
}

/** Resolves when nothing listens on the port; rejects when something does. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is in use: stop what listens there and run the bench again.`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Starts a command in a new process group, keeping the tail of its output. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
) {
  const child = spawn(command, args, {
    cwd: rootDir,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proc: StartedProcess = { name, child, output: () => tail };
  started.push(proc);
  return proc;
}

/** Waits until `url` answers 2xx, failing when the process exits first or the time is up. */
export async function waitForServer(proc: StartedProcess, url: string): Promise<void> {
  const until = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      fail(`${proc.name} exited early:\n${proc.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(
    `${proc.name} did not answer ${url} within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${proc.output()}`,
  );
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a started process group: SIGTERM, then SIGKILL after 5 s. */
async function stopProcess(proc: StartedProcess): Promise<void> {
  const pid = proc.child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const until = Date.now() + 5000;
  while (groupAlive(pid) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/**
 * Serves a build at `origin` (on `port`) as production does (nginx, HTTPS, the compressed copies
 * beside the files), with the mock server at `backend` behind the same host.
 */
export async function serveBuild(
  root: string,
  { origin, port, backend }: { origin: string; port: number; backend: string },
): Promise<void> {
  // A build of another branch may not be compressed yet: nginx serves the copies beside the files.
  await precompressFolder(root);
  servers.push(await startNginx({ root, backend, listen: [{ port, tls: true }] }));
  servedDirs.set(origin, root);
}

/** Stops every server the bench started. Safe to call more than once. */
export async function stopServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(started.splice(0).map(stopProcess));
}
