import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { featureAt, featureEntries, redirectedPath, startRoute } from './featureRoutes';

const loaders = vi.hoisted(() => ({ cv: vi.fn(), calendar: vi.fn() }));
vi.mock('./features/cv', async () => {
  const { paths } = await import('./paths');
  return {
    routes: { overview: { path: paths.cv.overview, screen: () => null, loader: loaders.cv } },
  };
});
vi.mock('./features/calendar', async () => {
  const { paths } = await import('./paths');
  const screen = () => null;
  return {
    routes: {
      month: { path: paths.calendar.month, screen, loader: loaders.calendar },
      shift: { path: paths.calendar.shift, screen },
    },
  };
});
vi.mock('./features/dashboard', async () => {
  const { paths } = await import('./paths');
  return { routes: { overview: { path: paths.dashboard.overview, screen: () => null } } };
});

/** Lets the feature chunk's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the route table', () => {
  beforeEach(() => {
    loaders.cv.mockClear();
    loaders.calendar.mockClear();
  });

  it('gives each path its feature, below the base too', () => {
    expect(featureAt('/cv')).toBe('cv');
    expect(featureAt('/cv/education/edit/12')).toBe('cv');
    expect(featureAt('/calendar/shift/7')).toBe('calendar');
    expect(featureAt('/settings/travel-time-clients')).toBe('travelTime');
    expect(featureAt('/settings/travel-time/edit')).toBe('travelTime');
    expect(featureAt('/cvs')).toBeUndefined();
    expect(featureAt('/onbekend')).toBeUndefined();
  });

  it('follows a redirect before it chooses the feature', () => {
    expect(redirectedPath('/')).toBe('/calendar/month');
    expect(redirectedPath('/shifts')).toBe('/shifts/incidental');
    expect(redirectedPath('/cv')).toBe('/cv');
  });

  it('loads a feature chunk once, for the screen and the loader alike', () => {
    expect(featureEntries.cv.preload()).toBe(featureEntries.cv.preload());
  });

  it("starts the route's loader with its parameters, the path below it, the search and the cache, without a render", async () => {
    const queryClient = new QueryClient();
    startRoute({ queryClient, path: '/cv/languages/add', search: '?x=1' });
    await settle();
    expect(loaders.cv).toHaveBeenCalledExactlyOnceWith({
      queryClient,
      params: {},
      rest: '/languages/add',
      search: '?x=1',
    });
    expect(loaders.calendar).not.toHaveBeenCalled();
  });

  it("starts the month calendar's loader for /", async () => {
    const queryClient = new QueryClient();
    startRoute({ queryClient, path: '/', search: '' });
    await settle();
    expect(loaders.calendar).toHaveBeenCalledExactlyOnceWith({
      queryClient,
      params: {},
      rest: '',
      search: '',
    });
  });

  it('starts nothing for a route without a loader, or a path without a feature', async () => {
    const queryClient = new QueryClient();
    startRoute({ queryClient, path: '/dashboard', search: '' });
    startRoute({ queryClient, path: '/calendar/shift/7', search: '' });
    startRoute({ queryClient, path: '/onbekend', search: '' });
    await settle();
    expect(loaders.cv).not.toHaveBeenCalled();
    expect(loaders.calendar).not.toHaveBeenCalled();
  });
});
