import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The production build's Content-Security-Policy (docs/decisions/0014-sign-in-sessions-and-csp.md),
 * written into index.html as a `<meta http-equiv>` before anything it governs: the build is static
 * files, so the policy travels with them, whatever serves them.
 */

/**
 * The `<style>` texts that react-aria (3.53) adds to the page at run time, allowed by their hash:
 * usePress's touch-action rule and usePreventScroll's overscroll rule. When react-aria changes
 * them, the CSP test on the production build (tests/e2e/csp.spec.ts) reports the violation.
 */
export const RUNTIME_STYLE_TEXTS: readonly string[] = [
  `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`,
  `@layer {
  * {
    overscroll-behavior: contain;
  }
}`,
  // styled-components' own <style> element starts empty; in a production build it adds its rules
  // through the CSSOM (insertRule), which style-src does not govern.
  '',
];

/** The CSP source of a text's SHA-256 hash: `'sha256-…'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts of the inline `<style>` elements of an HTML page. */
export function inlineStyleTexts(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The origins of the back-end hosts the app may call besides its own: `VITE_BACKEND_HOSTS`,
 * separated by spaces or commas (e.g. `https://api.pidz.nl https://auth.pidz.nl`). Anything that
 * is not an http(s) origin is refused, so that a typo cannot open the policy.
 */
export function backendHostOrigins(setting: string | undefined): string[] {
  const origins = (setting ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((text) => {
      const url = URL.canParse(text) ? new URL(text) : undefined;
      if (
        !url ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.origin !== text.replace(/\/$/, '')
      ) {
        throw new Error(`VITE_BACKEND_HOSTS: ${text} is not an http(s) origin`);
      }
      return url.origin;
    });
  return [...new Set(origins)];
}

/** The texts of the inline `<script>` elements of an HTML page (those without `src`). */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The policy for a page whose inline styles are `styleTexts` and inline scripts `scriptTexts`
 * (none in the portal's pages now), each allowed by its hash.
 */
export function contentSecurityPolicy(
  styleTexts: readonly string[],
  backendOrigins: readonly string[],
  scriptTexts: readonly string[] = [],
): string {
  const styleHashes = [...new Set([...styleTexts, ...RUNTIME_STYLE_TEXTS])].map(hashSource);
  const scriptHashes = [...new Set(scriptTexts)].map(hashSource);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    `style-src 'self' ${styleHashes.join(' ')}`,
    // The favicon is `data:,`; downloads and the profile picture are blob: or data: addresses.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', "'self'", ...backendOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy a page's `<meta http-equiv="Content-Security-Policy">` carries, if any. */
export function metaPolicy(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1];
}

/**
 * The policy a page is served with as an HTTP header (app/hosting/): its `<meta>` policy, and
 * `frame-ancestors 'none'`, which only a header can carry: no other site may frame the portal.
 */
export function headerPolicy(policy: string): string {
  return `${policy}; frame-ancestors 'none'`;
}

/**
 * Writes the policy into the production build's index.html (not into the mock build, whose
 * service worker and mocked pages are for development). Runs last, after every other plugin has
 * written its inline styles and scripts, so that each is allowed by its hash and nothing else is.
 */
export function contentSecurityPolicyPlugin(backendHosts: string | undefined): Plugin {
  const backendOrigins = backendHostOrigins(backendHosts);
  return {
    name: 'pidz-content-security-policy',
    apply: (_config, { command, mode }) => command === 'build' && mode !== 'mock',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const policy = contentSecurityPolicy(
          inlineStyleTexts(html),
          backendOrigins,
          inlineScriptTexts(html),
        );
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
        // First in the head: a policy in a <meta> governs only what comes after it.
        const head = /<head>/i;
        if (!head.test(html)) throw new Error('index.html: no <head> to put the CSP in');
        return html.replace(head, (tag) => `${tag}\n    ${meta}`);
      },
    },
  };
}
