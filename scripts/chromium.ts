/** The one place that says which Chromium the tests drive and how it starts on these machines. */

/**
 * Debian's Chromium: the browser people use. The story tests, the visual check (its baselines are
 * this browser's pictures) and the benches drive it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell), which Playwright
 * itself runs headless tests in. The end-to-end tests drive it: each of them opens fresh pages,
 * which cost a quarter less in the shell (docs/decisions/0035). `CHROMIUM_PATH` points these
 * tests at another Chromium as well.
 */
export const headlessShellPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
