/**
 * Starts the in-browser mock back end (MSW worker). The only door from the app to @pidz/mocks: in a
 * production build `import.meta.env.MODE` is replaced by the constant 'production', so the dynamic
 * import below is dead code and the mocks are not bundled.
 */
export async function startMockWorker(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const mocks = await import('@pidz/mocks/browser');
  await mocks.startMockWorker();
}
