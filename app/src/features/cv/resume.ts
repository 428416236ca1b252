import type { QueryClient } from '@tanstack/react-query';
import type { Resume } from '@pidz/contracts';
import { freelancerBannersQuery } from '../../lib/freelancerBanners';
import { rpcQuery } from '../../lib/queries';

/** The resume (`resume:getResume`): every CV section; the overview and each form read it. */
export const resumeQuery = rpcQuery('resume:getResume');

/** The sections of the resume that are lists of items with an id. */
type ResumeListSection = {
  [K in keyof Resume]: Resume[K] extends readonly { id: number }[] ? K : never;
}[keyof Resume];

/**
 * Puts a saved item into its section of the cached resume (replacing the item with its id, or
 * adding it at the end), from the answer of the save: no extra round trip. The banner data is asked
 * again, since the CV's attention badge follows it.
 */
export function storeResumeItem<S extends ResumeListSection>(
  queryClient: QueryClient,
  section: S,
  item: Resume[S][number],
): void {
  queryClient.setQueryData(resumeQuery.queryKey, (resume) => {
    if (!resume) return resume;
    const items = resume[section] as readonly { id: number }[];
    const isKnown = items.some((candidate) => candidate.id === item.id);
    return {
      ...resume,
      [section]: isKnown
        ? items.map((candidate) => (candidate.id === item.id ? item : candidate))
        : [...items, item],
    };
  });
  void queryClient.invalidateQueries({ queryKey: freelancerBannersQuery.queryKey });
}

/** Takes a removed item out of its section of the cached resume; the banner data is asked again. */
export function forgetResumeItem(
  queryClient: QueryClient,
  section: ResumeListSection,
  id: number,
): void {
  queryClient.setQueryData(resumeQuery.queryKey, (resume) =>
    resume
      ? {
          ...resume,
          [section]: (resume[section] as readonly { id: number }[]).filter(
            (item) => item.id !== id,
          ),
        }
      : resume,
  );
  void queryClient.invalidateQueries({ queryKey: freelancerBannersQuery.queryKey });
}
