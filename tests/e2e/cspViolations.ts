import type { Page } from '@playwright/test';

/** Records every CSP violation on the page (the browser's `securitypolicyviolation` events). */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
