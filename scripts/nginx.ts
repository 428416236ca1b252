/**
 * The production build served by nginx with the repository's configuration (app/hosting/,
 * docs/decisions/0031), for the tests and `npm run bench:web`: the configuration rendered from the
 * build into a temporary folder (with its pid, temp files and a certificate for localhost made for
 * the run), nginx in the foreground, stopped with the process.
 *
 * `tsx scripts/nginx.ts --root app/dist --backend http://localhost:4011 [--http PORT] [--https PORT]`
 * serves until SIGTERM or SIGINT; with `--print --cert PEM --key PEM --server-name NAME` it prints the
 * configuration for a host instead (`npm run hosting:nginx`). `NGINX_PATH` points at another nginx (default /usr/sbin/nginx,
 * Debian's, with the brotli_static module of libnginx-mod-http-brotli-static; scripts/ensure-nginx.sh).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  renderNginxConfig,
  standaloneNginxConfig,
  type Listener,
} from '../app/hosting/nginxConfig.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Where Debian's nginx keeps its dynamic modules (the brotli_static one). */
const MODULES = process.env.NGINX_MODULES_PATH ?? '/usr/lib/nginx/modules';

/** The flag that has a Chromium accept the run's certificate (made for localhost, signed by no one). */
export const ACCEPT_TEST_CERTIFICATE = '--ignore-certificate-errors';

/** Writes a key and a self-signed certificate for localhost, made with openssl, into `dir`. */
export function writeTestCertificate(dir: string): { cert: string; key: string } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export interface NginxOptions {
  root: string;
  backend: string;
  listen: readonly Listener[];
}

/** A running nginx of the tests or the bench. */
export interface RunningNginx {
  readonly child: ChildProcess;
  /** Stops it (a fast shutdown) and removes its folder. */
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port, or fails after `timeoutMs`. */
async function waitForPort(port: number, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, 'localhost', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on port ${port} within ${timeoutMs / 1000} s`);
}

/** Starts nginx on the build, and resolves once it listens on every port. */
export async function startNginx({ root, backend, listen }: NginxOptions): Promise<RunningNginx> {
  // One folder per port, emptied first: a run that was killed before it could remove its own
  // leaves nothing behind for long.
  const prefix = path.join(tmpdir(), `pidz-nginx-${listen.map(({ port }) => port).join('-')}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix);
  // nginx's workers run as nobody when it is started as root: they read the build, not this folder's key.
  chmodSync(prefix, 0o755);
  const config = path.join(prefix, 'nginx.conf');
  try {
    const certificate = listen.some((listener) => listener.tls)
      ? writeTestCertificate(prefix)
      : undefined;
    const server = renderNginxConfig({ root: path.resolve(root), backend, listen, certificate });
    writeFileSync(config, standaloneNginxConfig(prefix, server, MODULES));
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(NGINX, ['-p', prefix, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const { port } of listen) await waitForPort(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'app/dist' },
      backend: { type: 'string' },
      http: { type: 'string' },
      https: { type: 'string' },
      print: { type: 'boolean', default: false },
      cert: { type: 'string' },
      key: { type: 'string' },
      'server-name': { type: 'string' },
    },
  });
  const listen: Listener[] = [
    ...(values.http ? [{ port: Number(values.http), tls: false }] : []),
    ...(values.https ? [{ port: Number(values.https), tls: true }] : []),
  ];
  if (!values.backend || !listen.length) {
    throw new Error(
      'Usage: nginx.ts --backend ORIGIN [--root DIR] [--http PORT] [--https PORT]' +
        ' [--print --cert PEM --key PEM --server-name NAME]',
    );
  }
  if (values.print) {
    // For a host (npm run hosting:nginx): the server for its nginx's http block, with its own certificate.
    const { cert, key } = values;
    const config = renderNginxConfig({
      root: path.resolve(values.root),
      backend: values.backend,
      listen,
      certificate: cert && key ? { cert: path.resolve(cert), key: path.resolve(key) } : undefined,
      serverName: values['server-name'],
    });
    process.stdout.write(config);
    return;
  }
  const nginx = await startNginx({ root: values.root, backend: values.backend, listen });
  console.log(
    `nginx serves ${values.root} on ${listen.map(({ port, tls }) => `${tls ? 'https' : 'http'}://localhost:${port}`).join(' and ')}`,
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
  }
  nginx.child.once('exit', (code) => void nginx.stop().then(() => process.exit(code ?? 1)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
