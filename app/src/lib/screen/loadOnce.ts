/**
 * `load` (a chunk's dynamic import) as a function that starts it once and hands out the same
 * promise to every caller; a failed load is tried again on the next call. Once loaded, the promise
 * says so as React's `use` reads a settled promise, so that a component rendered after the load
 * (a screen preloaded the chunk when idle) reads the module in its first render. A promise React
 * has not seen settle makes `use` suspend: its boundary's fallback showed first, and React holds
 * the reveal of a boundary back until 300 ms after its fallback showed (docs/decisions/0039).
 * `onLoaded` hears of the module before any caller does.
 */
export function loadOnce<Module>(
  load: () => Promise<Module>,
  onLoaded: (module: Module) => void = () => undefined,
): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    if (loading) return loading;
    const promise: Promise<Module> = load().then(
      (module) => {
        Object.assign(promise, { status: 'fulfilled', value: module });
        onLoaded(module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = promise;
    return promise;
  };
}
