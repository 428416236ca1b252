import { describe, expect, it } from 'vitest';
import {
  backendHostOrigins,
  contentSecurityPolicy,
  hashSource,
  inlineScriptTexts,
  inlineStyleTexts,
} from './contentSecurityPolicy.ts';

describe('the Content-Security-Policy of the production build', () => {
  it('hashes a text as CSP wants it', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('finds the text of every inline style, attributes or not', () => {
    expect(
      inlineStyleTexts('<style>a{}</style><p>x</p><style media="print">\n b{} </style>'),
    ).toEqual(['a{}', '\n b{} ']);
  });

  it('finds the text of every inline script, not those loaded from a file', () => {
    expect(
      inlineScriptTexts(
        '<script type="module" crossorigin src="/assets/a.js"></script><script>go()</script>',
      ),
    ).toEqual(['go()']);
  });

  it('allows an inline script by its hash only', () => {
    const policy = contentSecurityPolicy([], [], ['go()']);
    expect(policy).toContain(`script-src 'self' ${hashSource('go()')};`);
  });

  it('allows scripts from its own origin only, no plugins, no <base>, no inline style but the hashed ones', () => {
    const policy = contentSecurityPolicy(['a{}'], []);
    const directives = new Map(
      policy.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toContain(hashSource('a{}'));
    expect(directives.get('style-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(
      ["'self'"],
    );
    expect(policy).not.toMatch(/unsafe|\*/);
  });

  it('lets the app call the configured back-end hosts', () => {
    const origins = backendHostOrigins(
      'https://api.pidz.nl, http://localhost:4010/ https://api.pidz.nl',
    );
    expect(origins).toEqual(['https://api.pidz.nl', 'http://localhost:4010']);
    expect(contentSecurityPolicy([], origins)).toContain(
      "connect-src 'self' https://api.pidz.nl http://localhost:4010;",
    );
    expect(backendHostOrigins(undefined)).toEqual([]);
  });

  it('refuses a back-end host that is not an http(s) origin', () => {
    for (const setting of [
      '*',
      'https:',
      'api.pidz.nl',
      'https://api.pidz.nl/rpc',
      "'unsafe-inline'",
      'ws://x.nl',
    ]) {
      expect(() => backendHostOrigins(setting), setting).toThrow(/VITE_BACKEND_HOSTS/);
    }
  });
});
