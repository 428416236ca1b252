import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { headerPolicy, metaPolicy } from '../contentSecurityPolicy.ts';

/**
 * The nginx configuration of the production build (portal.nginx.conf, docs/decisions/0031):
 * the template filled from the build itself, so that the Content-Security-Policy header of each
 * page is the policy its `<meta>` carries (app/contentSecurityPolicy.ts wrote both), plus
 * `frame-ancestors 'none'`.
 */

const TEMPLATE = path.join(import.meta.dirname, 'portal.nginx.conf');

/**
 * The browser features the portal never uses, each allowed to no one (`Permissions-Policy`). Only
 * names Chromium knows: it reports an unknown one as an error on every page.
 */
export const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = FEATURES_OFF.map((feature) => `${feature}=()`).join(', ');

/** Where the server listens: a port, with TLS and HTTP/2 or plain HTTP/1.1. */
export interface Listener {
  port: number;
  tls: boolean;
}

export interface NginxSettings {
  /** The built folder (app/dist), absolute. */
  root: string;
  listen: readonly Listener[];
  /** The back end's origin, which the portal's host passes its calls to (docs/decisions/0025). */
  backend: string;
  /** PEM files of the certificate and its key, for the TLS listeners. */
  certificate?: { cert: string; key: string };
  serverName?: string;
}

/** The folders of the build with a page of their own (an index.html): '' is the portal's. */
export function pageFolders(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => path.dirname(file).split(path.sep).join('/'))
    .map((folder) => (folder === '.' ? '' : folder))
    .sort();
}

/** A value nginx reads as one string: quoted, with no quote or backslash inside to end it. */
function quoted(text: string): string {
  if (/["\\\n$]/.test(text)) throw new Error(`Cannot write ${text} into nginx's configuration`);
  return `"${text}"`;
}

/** The map from a page's addresses to its policy; the portal's is the default. */
function cspMap(root: string, folders: readonly string[]): string {
  const policy = (folder: string) => {
    const page = readFileSync(path.join(root, folder, 'index.html'), 'utf8');
    const meta = metaPolicy(page);
    if (!meta) throw new Error(`${folder}/index.html carries no Content-Security-Policy`);
    return quoted(headerPolicy(meta));
  };
  return [
    ...folders.filter(Boolean).map((folder) => `    ~^/${folder}/ ${policy(folder)};`),
    `    default ${policy('')};`,
  ].join('\n');
}

/** The locations of the pages in folders of their own: their index.html for any of their routes. */
function pageLocations(folders: readonly string[]): string {
  return folders
    .filter(Boolean)
    .map(
      (folder) =>
        `    location = /${folder} {\n        return 301 /${folder}/;\n    }\n` +
        `    location /${folder}/ {\n        try_files $uri $uri/ /${folder}/index.html;\n    }\n`,
    )
    .join('');
}

/** The filled template: the `map`s and the `server`, for nginx's `http` block. */
export function renderNginxConfig(settings: NginxSettings): string {
  const { root, listen, backend, certificate } = settings;
  if (!path.isAbsolute(root)) throw new Error(`The root ${root} is not an absolute path`);
  if (listen.some((listener) => listener.tls) && !certificate) {
    throw new Error('A TLS listener needs a certificate');
  }
  const backendUrl = new URL(backend);
  if (backendUrl.origin !== backend.replace(/\/$/, '')) {
    throw new Error(`The back end ${backend} is not an origin`);
  }
  const folders = pageFolders(root);
  if (!folders.includes('')) throw new Error(`${root} has no index.html: build it first`);
  const fields: Record<string, string> = {
    CSP_MAP: cspMap(root, folders),
    LISTEN: listen
      .map(({ port, tls }) => `    listen ${port}${tls ? ' ssl http2' : ''};`)
      .join('\n'),
    SERVER_NAME: settings.serverName ?? 'localhost',
    TLS: certificate
      ? [
          `    ssl_certificate ${quoted(certificate.cert)};`,
          `    ssl_certificate_key ${quoted(certificate.key)};`,
          '    ssl_protocols TLSv1.2 TLSv1.3;',
        ].join('\n')
      : '',
    ROOT: quoted(root),
    PERMISSIONS_POLICY,
    BACKEND: backendUrl.origin,
    PAGES: pageLocations(folders),
  };
  const text = readFileSync(TEMPLATE, 'utf8').replace(/@([A-Z_]+)@/g, (match, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`portal.nginx.conf: no value for ${match}`);
    return value;
  });
  return text;
}

/**
 * A whole nginx configuration that runs the portal's server in the foreground from `prefix` (a
 * writable folder: its pid, temp files, no log but errors on stderr), not from /etc/nginx.
 */
export function standaloneNginxConfig(prefix: string, server: string, modules: string): string {
  const temp = (name: string) => `${name}_temp_path ${quoted(path.join(prefix, name))};`;
  return [
    `load_module ${quoted(path.join(modules, 'ngx_http_brotli_static_module.so'))};`,
    `pid ${quoted(path.join(prefix, 'nginx.pid'))};`,
    'error_log stderr warn;',
    'worker_processes 1;',
    'events {',
    '    worker_connections 256;',
    '}',
    'http {',
    '    access_log off;',
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${temp(name)}`),
    server,
    '}',
    '',
  ].join('\n');
}
