/**
 * The web server of `npm run bench:web`: serves a built folder (app/dist, the floor page inside it)
 * as a CDN in front of the portal would, and the back end behind the same host.
 *
 * - Compressed: brotli (quality 11, as a CDN compresses a static file once, before it is first
 *   asked: every file of the folder is compressed before the server listens) for a client that
 *   accepts it, gzip otherwise, identity for one that accepts neither; `Vary: Accept-Encoding`.
 * - Cached: the hashed files under `assets/` with `Cache-Control: public, max-age=31536000,
 *   immutable`; everything else (index.html, the service worker, the manifest) `no-cache`, so a new
 *   release is seen on the next visit.
 * - One origin: a path that is not a file of the folder and not a page (a navigation) goes to the
 *   back end (`backend`), as a deployment behind the portal's host does (docs/decisions/0025): no
 *   CORS preflight on the first screen's path.
 * - A page: any navigation that is not a file gets `index.html` of the deepest folder it lies in
 *   that has one (`/floor/` the floor's, every route the app's).
 * - HTTPS with HTTP/2, as every CDN serves (HTTP/1.1 for a client without it), with a certificate
 *   for localhost made for the run ({@link benchCertificate}; the browsers of the bench are told to
 *   accept it). Lighthouse's simulation takes the protocol from what it observed: over HTTP/1.1 it
 *   gives each origin six connections and every request a round trip of its own, which put the
 *   build's twenty-odd chunks in rounds of six, also when they came from the service worker.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ServedFile {
  type: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A file of the folder, compressed once and kept; undefined when there is no such file. */
async function loadFile(root: string, urlPath: string): Promise<ServedFile | undefined> {
  const file = path.join(root, decodeURIComponent(urlPath));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const identity = await readFile(file);
  const extension = path.extname(file);
  const compressible = COMPRESSIBLE.has(extension);
  return {
    type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
    identity,
    br: compressible
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : undefined,
    gzip: compressible ? gzipSync(identity, { level: 9 }) : undefined,
  };
}

/** The encoding a request's `Accept-Encoding` takes: brotli before gzip. */
function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** The page of a navigation: index.html of the deepest folder of the path that has one. */
async function pageFor(
  root: string,
  urlPath: string,
  files: (urlPath: string) => Promise<ServedFile | undefined>,
): Promise<ServedFile | undefined> {
  const parts = urlPath.split('/').filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth--) {
    const page = await files(`/${[...parts.slice(0, depth), 'index.html'].join('/')}`);
    if (page) return page;
  }
  return undefined;
}

/** The flag that has the bench's browsers accept its certificate ({@link benchCertificate}). */
export const ACCEPT_BENCH_CERTIFICATE = '--ignore-certificate-errors';

/** A key and a self-signed certificate for localhost, made with openssl for this run. */
export function benchCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-tls-'));
  try {
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
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers of one hop only, which HTTP/2 does not carry. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

/** `headers` without those of one hop (and pseudo-headers), to pass on to the next. */
function passedOn(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)),
  );
}

/** A running server of the bench. */
export interface BenchWebServer {
  /** Stops it, and drops the connections still open. */
  stop: () => void;
}

/**
 * Starts the server on `port` (https), with `tls` ({@link benchCertificate}); `backend` is the
 * origin of the back end it passes calls to.
 */
export async function startBenchWebServer(
  root: string,
  port: number,
  backend: string,
  tls: { key: Buffer; cert: Buffer },
): Promise<BenchWebServer> {
  const cache = new Map<string, Promise<ServedFile | undefined>>();
  const files = (urlPath: string) => {
    let file = cache.get(urlPath);
    if (!file) {
      file = loadFile(root, urlPath);
      cache.set(urlPath, file);
    }
    return file;
  };
  const backendUrl = new URL(backend);

  const server = createSecureServer({ ...tls, allowHTTP1: true }, (request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://bench');
      const isNavigation =
        request.headers['sec-fetch-mode'] === 'navigate' ||
        (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html'));
      const file =
        url.pathname.endsWith('/') || !(await files(url.pathname))
          ? isNavigation
            ? await pageFor(root, url.pathname, files)
            : undefined
          : await files(url.pathname);
      if (!file) {
        // The back end, behind the same host.
        const proxied = httpRequest(
          {
            host: backendUrl.hostname,
            port: backendUrl.port,
            method: request.method,
            path: request.url,
            headers: { ...passedOn(request.headers), host: backendUrl.host },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
            answer.pipe(response);
          },
        );
        proxied.on('error', (error) => {
          response.writeHead(502);
          response.end(String(error));
        });
        request.pipe(proxied);
        return;
      }
      const encoding = chosenEncoding(request.headers['accept-encoding']);
      const body = (encoding && file[encoding]) || file.identity;
      response.writeHead(200, {
        'Content-Type': file.type,
        'Cache-Control': file.cacheControl,
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
        ...(body !== file.identity && encoding ? { 'Content-Encoding': encoding } : {}),
      });
      if (request.method === 'HEAD') response.end();
      else response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const stop = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  const everyFile = await readdir(root, { recursive: true, withFileTypes: true });
  await Promise.all(
    everyFile
      .filter((entry) => entry.isFile())
      .map((entry) => files(`/${path.relative(root, path.join(entry.parentPath, entry.name))}`)),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve({ stop }));
  });
}
