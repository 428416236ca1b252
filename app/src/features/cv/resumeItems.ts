import { ResumeItemStatus } from '@pidz/contracts';

/** What a resume item shares with every other: an id and a review status. */
export interface ReviewedResumeItem {
  id: number;
  status: ResumeItemStatus;
}

/** Statuses after which an item may no longer be changed: approved and expired (spec section 4). */
const LOCKED_STATUSES: readonly ResumeItemStatus[] = [
  ResumeItemStatus.APPROVED,
  ResumeItemStatus.EXPIRED,
];

/** Statuses that make a section need attention: declined, expired, nearing expiration. */
const ATTENTION_STATUSES: readonly ResumeItemStatus[] = [
  ResumeItemStatus.DECLINED,
  ResumeItemStatus.EXPIRED,
  ResumeItemStatus.NEARING_EXPIRATION_DATE,
];

/** Whether the user may still change the item: not once it is approved or expired. */
export function isEditable(item: ReviewedResumeItem): boolean {
  return !LOCKED_STATUSES.includes(item.status);
}

/** Whether the item can only be removed (expired: delete it and add a new one). */
export function isRemoveOnly(item: ReviewedResumeItem): boolean {
  return item.status === ResumeItemStatus.EXPIRED;
}

/** Why a resume section needs attention, or `null` when it does not. */
export type SectionAttention = 'empty' | 'items' | null;

/**
 * Whether a resume section needs attention (spec section 4): when it is empty (unless the section
 * is optional, like trainings) or when any item is declined, expired or nearing expiration.
 */
export function sectionAttention(
  items: readonly ReviewedResumeItem[],
  { isOptional = false }: { isOptional?: boolean } = {},
): SectionAttention {
  if (items.length === 0) return isOptional ? null : 'empty';
  return items.some((item) => ATTENTION_STATUSES.includes(item.status)) ? 'items' : null;
}

/**
 * The editable item with this id from a route parameter, or `undefined` when the id is unknown
 * or names an item that may no longer be changed.
 */
export function findEditableItem<T extends ReviewedResumeItem>(
  items: readonly T[],
  idParam: string | undefined,
): T | undefined {
  if (idParam === undefined || !/^\d+$/.test(idParam)) return undefined;
  const id = Number(idParam);
  const item = items.find((candidate) => candidate.id === id);
  return item && isEditable(item) ? item : undefined;
}

/**
 * The items newest first, by an ISO date (yyyy-MM-dd) each gives; items on the same date keep
 * their order. A CV's sections read this way, and a just-saved item is found at the top.
 */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, date: dateOf(item) }))
    .sort((a, b) => (a.date === b.date ? a.index - b.index : a.date < b.date ? 1 : -1))
    .map(({ item }) => item);
}
