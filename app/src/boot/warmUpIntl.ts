/**
 * The browser loads its locale data on the first use of `Intl`: 70-110 ms on a phone (measured at
 * 4x CPU in Chromium, 0.1-6 ms for each use after it). Whichever task uses it first pays that:
 * the signed-in chunk as it loads (react-aria asks which locales are supported at its top level),
 * which made the chunk's evaluation one task of about 210 ms before the first screen. The
 * start-up pays it instead, in tasks of their own (react-aria's question, then the Dutch formats
 * the screens use) while it waits for the network, so that the evaluation that comes with the
 * chunk is shorter and nothing waits for the data when the chunk has arrived (docs/decisions/0038).
 */
export function warmUpIntlWhileWaiting(): void {
  setTimeout(() => {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
    setTimeout(() => {
      new Intl.DateTimeFormat('nl-NL', { dateStyle: 'full', timeStyle: 'short' }).format(0);
    }, 0);
  }, 0);
}
