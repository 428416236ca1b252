import { useLayoutEffect } from 'react';

/** Id of the static frame in index.html: the first paint, shown until the app has a view. */
export const STATIC_FRAME_ID = 'static-frame';

/**
 * Removes index.html's static frame when the view that replaces it (the layout, the maintenance
 * page, the session failure) is first on screen: in the same frame, before the browser paints, so
 * the two are never seen together and nothing shifts. Does nothing where there is no static frame
 * (stories, tests, or once it is gone).
 */
export function useReplaceStaticFrame(): void {
  useLayoutEffect(() => {
    document.getElementById(STATIC_FRAME_ID)?.remove();
  }, []);
}
