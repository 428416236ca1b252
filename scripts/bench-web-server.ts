/**
 * The web server of `npm run bench:web`: serves a built folder (app/dist, the floor page inside it)
 * as a CDN in front of the portal would, and the back end behind the same host.
 *
 * - Compressed: brotli (quality 11, as a CDN compresses a static file once) for a client that
 *   accepts it, gzip otherwise, identity for one that accepts neither; `Vary: Accept-Encoding`.
 * - Cached: the hashed files under `assets/` with `Cache-Control: public, max-age=31536000,
 *   immutable`; everything else (index.html, the service worker, the manifest) `no-cache`, so a new
 *   release is seen on the next visit.
 * - One origin: a path that is not a file of the folder and not a page (a navigation) goes to the
 *   back end (`backend`), as a deployment behind the portal's host does (docs/decisions/0025): no
 *   CORS preflight on the first screen's path.
 * - A page: any navigation that is not a file gets `index.html` of the deepest folder it lies in
 *   that has one (`/floor/` the floor's, every route the app's).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
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

/** Starts the server on `port`; `backend` is the origin of the back end it passes calls to. */
export function startBenchWebServer(root: string, port: number, backend: string): Promise<Server> {
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

  const server = createServer((request, response) => {
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
            headers: { ...request.headers, host: backendUrl.host },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
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
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
