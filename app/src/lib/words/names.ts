import type { CurrentUser } from '@pidz/contracts';
import { isolateText } from '@pidz/ui';

/**
 * The name the portal shows: first name, insertion and last name joined with single spaces,
 * skipping empty parts; each part isolated (`isolateText`), so that a direction mark in one
 * cannot turn the others around. Not in session.ts: only the signed-in screens show it, and the
 * start-up's first load does without it.
 */
export function displayName(
  user: Pick<CurrentUser, 'first_name' | 'insertion' | 'last_name'>,
): string {
  return [user.first_name, user.insertion, user.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .map(isolateText)
    .join(' ');
}
