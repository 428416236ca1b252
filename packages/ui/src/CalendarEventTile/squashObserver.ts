import { isSquashed, nextSquashStep } from './eventTile';

const attribute = 'data-squashed';
const pendingSizes = new Map<Element, { width: number; height: number }>();
let frame: number | undefined;
let sharedObserver: ResizeObserver | undefined;

/**
 * Writes the squashed state of every tile resized since the last frame. Writing in the next
 * animation frame, not in the observer callback, keeps a layout change from resizing an observed
 * tile inside the callback (a ResizeObserver loop error). Tiles to recheck are unsquashed first and
 * then all measured at once, so a batch costs one layout.
 */
function applyPendingSizes() {
  frame = undefined;
  const recheck: Element[] = [];
  for (const [element, { width, height }] of pendingSizes) {
    const step = nextSquashStep(element.hasAttribute(attribute), width, height);
    element.toggleAttribute(attribute, step === 'squash');
    if (step === 'recheck') recheck.push(element);
  }
  pendingSizes.clear();
  const sizes = recheck.map((element) => element.getBoundingClientRect());
  recheck.forEach((element, index) => {
    const size = sizes[index];
    if (size && isSquashed(size.width, size.height)) element.setAttribute(attribute, '');
  });
}

/** One ResizeObserver for every tile: hundreds of tiles cost one observer, and no React render. */
function getObserver(): ResizeObserver | undefined {
  if (sharedObserver === undefined && typeof ResizeObserver !== 'undefined') {
    sharedObserver = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const box = entry.borderBoxSize[0];
        pendingSizes.set(entry.target, {
          width: box?.inlineSize ?? entry.contentRect.width,
          height: box?.blockSize ?? entry.contentRect.height,
        });
      }
      frame ??= requestAnimationFrame(applyPendingSizes);
    });
  }
  return sharedObserver;
}

/**
 * Ref callback that keeps `data-squashed` on the element while it is under 30 px high or 120 px
 * wide. It writes the attribute straight to the DOM, so a resize never re-renders the tile.
 */
export function observeSquash(element: HTMLElement | null): (() => void) | undefined {
  const observer = getObserver();
  if (!element || !observer) return undefined;
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    pendingSizes.delete(element);
  };
}
