/**
 * Starts the in-browser mock back end (MSW worker). The only door from the app to @pidz/mocks: in a
 * production build `import.meta.env.MODE` is replaced by the constant 'production', so the dynamic
 * import below is dead code and the mocks are not bundled.
 *
 * Resolves with what the address shows: the portal, or one of the pages the mocked back end serves
 * itself (its stand-in bank page, `/mock/…`), which it has then put on the screen.
 */
export async function startMockWorker(): Promise<'portal' | 'mock-page'> {
  if (import.meta.env.MODE !== 'mock') return 'portal';
  const mocks = await import('@pidz/mocks/browser');
  await mocks.startMockWorker();
  if (!mocks.isMockPage(window.location)) return 'portal';
  await mocks.showMockPage();
  return 'mock-page';
}
