import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startLoaderAt } from '../../lib/routing/routeMatch';
import { cvLookups, freelancerFunctionsQuery, resumeQuery } from './api';
import { routes } from './routeTable';

/** The query keys the CV's route loader starts for a path. */
function keysLoadedFor(path: string): unknown[] {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  startLoaderAt(routes, { queryClient, path, search: '' });
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe("the CV's route loader", () => {
  it('starts the resume and the names of the overview', () => {
    expect(keysLoadedFor('/cv')).toEqual([
      resumeQuery.queryKey,
      freelancerFunctionsQuery.queryKey,
      cvLookups.sectors.queryKey,
      cvLookups.educationSubjects.queryKey,
      cvLookups.trainingSubjects.queryKey,
    ]);
  });

  it('starts the resume and the options of the form being opened', () => {
    expect(keysLoadedFor('/cv/registration/edit/12')).toEqual([
      resumeQuery.queryKey,
      cvLookups.registrationTypes.queryKey,
    ]);
    expect(keysLoadedFor('/cv/languages/add')).toEqual([
      resumeQuery.queryKey,
      cvLookups.languages.queryKey,
    ]);
    expect(keysLoadedFor('/cv/work-experience/add')).toEqual([
      resumeQuery.queryKey,
      cvLookups.functions.queryKey,
      cvLookups.sectors.queryKey,
    ]);
    expect(keysLoadedFor('/cv/competencies/edit/3')).toEqual([resumeQuery.queryKey]);
  });
});
