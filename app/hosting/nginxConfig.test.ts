import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headerPolicy } from '../contentSecurityPolicy.ts';
import { renderNginxConfig, standaloneNginxConfig } from './nginxConfig.ts';

let root: string;
const portalPolicy = contentSecurityPolicy(['body{}'], ['https://api.pidz.nl']);
const loginPolicy = contentSecurityPolicy([], ['https://api.pidz.nl']);

function page(policy: string | undefined): string {
  const meta = policy ? `<meta http-equiv="Content-Security-Policy" content="${policy}" />` : '';
  return `<!doctype html><html><head>\n    ${meta}</head><body></body></html>`;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pidz-nginx-config-'));
  mkdirSync(path.join(root, 'login'));
  writeFileSync(path.join(root, 'index.html'), page(portalPolicy));
  writeFileSync(path.join(root, 'login/index.html'), page(loginPolicy));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const settings = () => ({
  root,
  backend: 'http://localhost:4010',
  listen: [{ port: 8443, tls: true }],
  certificate: { cert: '/tls/cert.pem', key: '/tls/key.pem' },
});

describe("the portal's nginx configuration", () => {
  it("sends each page's own <meta> policy as its header, with frame-ancestors 'none'", () => {
    const config = renderNginxConfig(settings());
    expect(config).toContain(`    ~^/login/ "${headerPolicy(loginPolicy)}";`);
    expect(config).toContain(`    default "${headerPolicy(portalPolicy)}";`);
    expect(headerPolicy(portalPolicy)).toMatch(/; frame-ancestors 'none'$/);
    expect(config).toContain('add_header Content-Security-Policy $pidz_csp always;');
    expect(config).not.toMatch(/@[A-Z_]+@/);
  });

  it('refuses a page without a policy, and a build that is not there', () => {
    writeFileSync(path.join(root, 'login/index.html'), page(undefined));
    expect(() => renderNginxConfig(settings())).toThrow(/login\/index.html carries no/);
    rmSync(path.join(root, 'index.html'));
    rmSync(path.join(root, 'login'), { recursive: true });
    expect(() => renderNginxConfig(settings())).toThrow(/no index.html/);
  });

  it('listens with TLS and HTTP/2 where asked, and needs a certificate for it', () => {
    const config = renderNginxConfig({ ...settings(), listen: [{ port: 8443, tls: true }] });
    expect(config).toContain('listen 8443 ssl http2;');
    expect(config).toContain('ssl_certificate "/tls/cert.pem";');
    expect(() => renderNginxConfig({ ...settings(), certificate: undefined })).toThrow(
      /certificate/,
    );
    const plain = renderNginxConfig({
      ...settings(),
      listen: [{ port: 8080, tls: false }],
      certificate: undefined,
    });
    expect(plain).toContain('listen 8080;');
    expect(plain).not.toContain('ssl_certificate');
  });

  it('passes every REST path of the contract and the JSON-RPC endpoint to the back end', () => {
    const config = renderNginxConfig(settings());
    const location = /location ~ (\S+) \{\n\s+proxy_pass http:\/\/localhost:4010;/.exec(config);
    expect(location).not.toBeNull();
    const proxied = new RegExp(location?.[1] ?? '$^');
    const rest = JSON.parse(readFileSync('contracts/rest.openapi.json', 'utf8')) as {
      paths: Record<string, unknown>;
    };
    const paths = [...Object.keys(rest.paths), '/api-rpc-cognito/'];
    expect(paths.filter((route) => !proxied.test(route))).toEqual([]);
    expect(proxied.test('/calendar/month')).toBe(false);
    expect(proxied.test('/assets/main.js')).toBe(false);
  });

  it('runs from a folder of its own, with the brotli_static module', () => {
    const whole = standaloneNginxConfig('/tmp/run', 'server {}', '/usr/lib/nginx/modules');
    expect(whole).toContain(
      'load_module "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";',
    );
    expect(whole).toContain('pid "/tmp/run/nginx.pid";');
    expect(whole).toContain('proxy_temp_path "/tmp/run/proxy";');
  });
});
