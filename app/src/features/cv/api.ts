import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Resume } from '@pidz/contracts';
import { saveDownload } from '../../lib/platform/download';
import { afterFirstScreen } from '../../lib/platform/firstScreen';
import { freelancerBannersQuery } from '../../entities/freelancerBanners';
import { resumeQuery } from '../../entities/resume';
import { rpcQuery } from '../../lib/platform/queries';
import { useRpcMutation } from '../../lib/platform/rpcMutation';

/**
 * How the CV reads and writes (app/README.md 'Server data'): its query options, used alike by the
 * screens (`useSuspenseQuery`) and the route loader (`prefetchQuery`), and its mutation hooks, each
 * of which puts what it changed into the cache itself. Screens read and call these; none declares
 * a query or edits the cache.
 */

/** The resume, which the dashboard's banners read too (app/src/entities/resume.ts). */
export { resumeQuery } from '../../entities/resume';

/** The lookups the CV's forms and overview name things with (cached for the session). */
export const cvLookups = {
  functions: rpcQuery('function:getAll'),
  sectors: rpcQuery('sector:getAll'),
  educationSubjects: rpcQuery('education_subject:getEducationSubjects'),
  trainingSubjects: rpcQuery('training_subject:getTrainingSubjects'),
  registrationTypes: rpcQuery('registration_type:getRegistrationTypes'),
  languages: rpcQuery('language:getAll'),
};

/**
 * The functions the user works as, with their names (`profile:getFreelancerFunctions`): what the
 * CV's functions section shows (docs/decisions/0023).
 */
export const freelancerFunctionsQuery = rpcQuery('profile:getFreelancerFunctions');

/** Starts reading a lookup (one typed call per lookup: their options differ in type). */
const prefetchLookup: Record<keyof typeof cvLookups, (queryClient: QueryClient) => void> = {
  functions: (queryClient) => void queryClient.prefetchQuery(cvLookups.functions),
  sectors: (queryClient) => void queryClient.prefetchQuery(cvLookups.sectors),
  educationSubjects: (queryClient) => void queryClient.prefetchQuery(cvLookups.educationSubjects),
  trainingSubjects: (queryClient) => void queryClient.prefetchQuery(cvLookups.trainingSubjects),
  registrationTypes: (queryClient) => void queryClient.prefetchQuery(cvLookups.registrationTypes),
  languages: (queryClient) => void queryClient.prefetchQuery(cvLookups.languages),
};

/** The lookups each CV page reads besides the resume: the overview's names, each form's options. */
const pageLookups = {
  overview: ['sectors', 'educationSubjects', 'trainingSubjects'],
  'work-experience': ['functions', 'sectors'],
  education: ['educationSubjects'],
  training: ['trainingSubjects'],
  registration: ['registrationTypes'],
  languages: ['languages'],
  competencies: [],
} as const satisfies Record<string, readonly (keyof typeof cvLookups)[]>;

/** A CV page whose reads its route's loader starts: the overview or a section's form pages. */
export type CvPage = keyof typeof pageLookups;

/**
 * Starts the reads of a CV page: the resume (every CV screen reads it) and the lookups of the page:
 * the overview's names, or the options of the form being opened. On the overview, the options of
 * every form it links to follow once the first screen has been shown, so that an add or edit link
 * opens its form without a round trip.
 */
export function prefetchCvPage(queryClient: QueryClient, page: CvPage): void {
  void queryClient.prefetchQuery(resumeQuery);
  if (page === 'overview') void queryClient.prefetchQuery(freelancerFunctionsQuery);
  for (const lookup of pageLookups[page]) prefetchLookup[lookup](queryClient);
  // What the overview's add and edit links open: their forms' options, once it has been shown.
  if (page === 'overview')
    afterFirstScreen(() => {
      for (const prefetch of Object.values(prefetchLookup)) prefetch(queryClient);
    });
}

/** The sections of the resume that are lists of items with an id. */
type ResumeListSection = {
  [K in keyof Resume]: Resume[K] extends readonly { id: number }[] ? K : never;
}[keyof Resume];

/**
 * Puts a saved item into its section of the cached resume (replacing the item with its id, or
 * adding it at the end), from the answer of the save: no extra round trip. The banner data is asked
 * again, since the CV's attention badge follows it.
 */
function storeResumeItem<S extends ResumeListSection>(
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
function forgetResumeItem(queryClient: QueryClient, section: ResumeListSection, id: number): void {
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

/** The `onSuccess` of a save that answers an item of `section`: the item goes into the resume. */
function useStoreIn<S extends ResumeListSection>(section: S) {
  const queryClient = useQueryClient();
  return { onSuccess: (saved: Resume[S][number]) => storeResumeItem(queryClient, section, saved) };
}

/** Adds a work experience (`work_experience:create`). */
export const useCreateWorkExperience = () =>
  useRpcMutation('work_experience:create', useStoreIn('workExperience'));
/** Changes a work experience (`work_experience:update`). */
export const useUpdateWorkExperience = () =>
  useRpcMutation('work_experience:update', useStoreIn('workExperience'));
/** Adds an education (`education:create`). */
export const useCreateEducation = () =>
  useRpcMutation('education:create', useStoreIn('educations'));
/** Changes an education (`education:update`). */
export const useUpdateEducation = () =>
  useRpcMutation('education:update', useStoreIn('educations'));
/** Adds a training (`training:create`). */
export const useCreateTraining = () => useRpcMutation('training:create', useStoreIn('trainings'));
/** Changes a training (`training:update`). */
export const useUpdateTraining = () => useRpcMutation('training:update', useStoreIn('trainings'));
/** Adds a registration (`registration:create`). */
export const useCreateRegistration = () =>
  useRpcMutation('registration:create', useStoreIn('registrations'));
/** Changes a registration (`registration:update`). */
export const useUpdateRegistration = () =>
  useRpcMutation('registration:update', useStoreIn('registrations'));
/** Adds a language skill (`language_skill:create`). */
export const useCreateLanguageSkill = () =>
  useRpcMutation('language_skill:create', useStoreIn('languages'));
/** Changes a language skill (`language_skill:update`). */
export const useUpdateLanguageSkill = () =>
  useRpcMutation('language_skill:update', useStoreIn('languages'));
/** Changes one competency (`competency:updateCompetency`). */
export const useUpdateCompetency = () =>
  useRpcMutation('competency:updateCompetency', useStoreIn('competencies'));

/** The remove methods of the resume sections with a form, and their params for an item id. */
const removals = {
  workExperience: ['work_experience:remove', (id: number) => ({ workExperienceId: id })],
  educations: ['education:remove', (id: number) => ({ educationId: id })],
  trainings: ['training:remove', (id: number) => ({ trainingId: id })],
  registrations: ['registration:remove', (id: number) => ({ registrationId: id })],
  languages: ['language_skill:remove', (id: number) => ({ languageSkillId: id })],
} as const;

type RemoveMethod = (typeof removals)[keyof typeof removals][0];

/** A resume section whose items {@link useRemoveResumeItem} removes. */
export type RemovableSection = keyof typeof removals;

/**
 * Removes item `id` of `section` (its section's remove method) and takes it out of the cached
 * resume. Call `remove()`; `isPending` while it runs.
 */
export function useRemoveResumeItem(section: RemovableSection, id: number) {
  const queryClient = useQueryClient();
  const [method, params] = removals[section];
  const removal = useRpcMutation<RemoveMethod>(method, {
    onSuccess: () => forgetResumeItem(queryClient, section, id),
  });
  return {
    remove: (options: { onSuccess?: () => void }) => removal.mutate(params(id), options),
    isPending: removal.isPending,
  };
}

/**
 * Downloads a PDF (`resume:download`, `big_registration:download`) and hands it to the browser as
 * a file (named `fallbackName` when the server gives no name).
 */
export function useDownload(
  method: 'resume:download' | 'big_registration:download',
  fallbackName: string,
) {
  return useRpcMutation(method, { onSuccess: (file) => saveDownload(file, fallbackName) });
}
