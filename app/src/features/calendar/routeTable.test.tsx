import { describe, expect, it } from 'vitest';
import { routes } from './routeTable';
import { dayDrawerChunk } from './useCalendarScreen';
import { unavailableModalChunk } from './unavailable/useUnavailableModal';

describe("the calendar's idle preloads", () => {
  it("load what a tap in the month and the week view opens: the add dialog and a day's drawer", () => {
    for (const view of [routes.month, routes.week]) {
      expect(view.preloadWhenIdle).toContain(unavailableModalChunk);
      // A tap anywhere in the calendar reaches for the drawer; the tap no longer starts its load.
      expect(view.preloadWhenIdle).toContain(dayDrawerChunk);
    }
  });
});
