import type { RouteLoader } from '../../lib/routeLoader';
import { rpcQuery } from '../../lib/queries';
import { resumeQuery } from './resume';

/**
 * Starts the reads of a CV route: the resume (every CV screen reads it) and the lookups the
 * overview names its items with.
 */
export const routeLoader: RouteLoader = ({ queryClient }) => {
  void queryClient.prefetchQuery(resumeQuery);
  void queryClient.prefetchQuery(rpcQuery('function:getAll'));
  void queryClient.prefetchQuery(rpcQuery('sector:getAll'));
  void queryClient.prefetchQuery(rpcQuery('education_subject:getEducationSubjects'));
  void queryClient.prefetchQuery(rpcQuery('training_subject:getTrainingSubjects'));
};
