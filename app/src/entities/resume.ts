import { rpcQuery } from '../lib/platform/queries';

/**
 * The resume (`resume:getResume`): every CV section; the CV's overview and forms read it, and the
 * dashboard's banners name what on it has expired.
 */
export const resumeQuery = rpcQuery('resume:getResume');
