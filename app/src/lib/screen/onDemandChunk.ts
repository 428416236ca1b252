import {
  createElement,
  lazy,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import { useStableHandler } from './useStableHandler';

/** A part of a screen that lives in a chunk of its own, loaded when it is first needed. */
export interface OnDemandChunk<Module> {
  /**
   * Starts loading the chunk (once; a failed load is tried again on the next call). Its promise
   * can be read with React's `use`: it suspends until the chunk is there, and once it is, it
   * returns the module in the same render.
   */
  preload: () => Promise<Module>;
  /** The chunk's module when it has loaded, else undefined. */
  loaded: () => Module | undefined;
  /**
   * The chunk's module once it is loaded, else undefined; starts loading it while `isNeeded`.
   * `onFailure` is called when that load fails (the part then stays away; it is loaded again the
   * next time it is needed).
   */
  useModule: (isNeeded: boolean, onFailure: () => void) => Module | undefined;
  /**
   * The chunk's module once it has loaded (whoever loaded it), else undefined; the component
   * renders again when it arrives. Does not start a load.
   */
  useLoaded: () => Module | undefined;
}

/** The subscription of a `useModule` whose part is not needed: it is not told of the load. */
const ignoreLoad = () => () => undefined;

/**
 * A part of a screen that its first view does not show (a dialog, a menu's content) as a chunk of
 * its own: the screen's first load leaves it out, and it is loaded on intent (`preload`, from a
 * hover or focus) or when it is needed. Unlike `React.lazy` it never suspends and never throws: the
 * part renders when it is there, so a suspending part cannot make the screen around it render
 * twice (react-aria's modals inside the calendar's deferred render did), and a part that cannot be
 * loaded is the caller's to report, without taking the screen down.
 */
export function onDemandChunk<Module>(load: () => Promise<Module>): OnDemandChunk<Module> {
  let loaded: Module | undefined;
  /** The rendered `useModule`s waiting for the chunk. */
  const waiting = new Set<() => void>();
  let loading: Promise<Module> | undefined;

  function preload(): Promise<Module> {
    if (loading) return loading;
    const promise: Promise<Module> = load().then(
      (module) => {
        loaded = module;
        // React's thenable protocol: `use(chunk.preload())` reads a loaded chunk at once, in
        // every render, instead of suspending on a promise it has not seen settle: its boundary's
        // fallback would show first, and React holds the reveal back until 300 ms after it.
        Object.assign(promise, { status: 'fulfilled', value: module });
        for (const onLoaded of waiting) onLoaded();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = promise;
    return promise;
  }

  function waitForLoad(onLoaded: () => void): () => void {
    waiting.add(onLoaded);
    return () => waiting.delete(onLoaded);
  }

  function useModule(isNeeded: boolean, onFailure: () => void): Module | undefined {
    // The chunk as a store, not as state set when the load ends: React reads a store again once
    // it has subscribed, so a load that ends after the render that found no chunk but before its
    // effects ran (a loader or an intent started it) still renders the part. A screen that does
    // not need the part yet is not rendered again when it arrives.
    const module = useSyncExternalStore(isNeeded ? waitForLoad : ignoreLoad, () => loaded);
    const reportFailure = useStableHandler(onFailure);
    useEffect(() => {
      if (!isNeeded || loaded !== undefined) return;
      let isCurrent = true;
      preload().catch(() => isCurrent && reportFailure());
      return () => {
        isCurrent = false;
      };
    }, [isNeeded, reportFailure]);
    return module;
  }

  function useLoaded(): Module | undefined {
    return useSyncExternalStore(waitForLoad, () => loaded);
  }

  return { preload, loaded: () => loaded, useModule, useLoaded };
}

/** The props of a component type. */
type PropsOf<T> = T extends ComponentType<infer Props> ? Props : never;

/**
 * A component exported by a chunk, loaded on first use like `React.lazy`, which renders at once,
 * without suspending, when the chunk has loaded before the component first renders (the start-up
 * loads the first screen's chunk and the signed-in app beside the session check). A lazy
 * component would commit its Suspense fallback first, and React holds the reveal of a boundary
 * back until 300 ms after its fallback showed: the first screen would show that much later.
 */
export function lazyFromChunk<Module, Name extends keyof Module>(
  chunk: OnDemandChunk<Module>,
  name: Name,
): ComponentType<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  // The screens' props are checked where they are rendered (the returned type); inside, any props.
  type AnyComponent = FunctionComponent<object>;
  const component = (module: Module) => module[name] as AnyComponent;
  const Lazy = lazy(async () => ({ default: component(await chunk.preload()) })) as AnyComponent;
  const FromChunk = (props: Props) => {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount it.
    const [Component] = useState(() => {
      const module = chunk.loaded();
      return module === undefined ? Lazy : component(module);
    });
    return createElement(Component, props as object);
  };
  FromChunk.displayName = `FromChunk(${String(name)})`;
  return FromChunk;
}
