/** A page number, or a gap of skipped pages. */
export type PaginationItem = number | 'ellipsis';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page buttons to show: always the first and last page, the current page with `siblingCount`
 * pages on each side, and an ellipsis for a gap of two or more pages. The list keeps the same
 * length (`2 * siblingCount + 5`) wherever the current page is, so the buttons do not jump.
 */
export function paginationRange(
  page: number,
  pageCount: number,
  siblingCount = 1,
): PaginationItem[] {
  const slots = 2 * siblingCount + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblingCount, 1);
  const right = Math.min(current + siblingCount, pageCount);
  const hasLeftGap = left > 3;
  const hasRightGap = right < pageCount - 2;
  const edgeRun = slots - 2;

  if (!hasLeftGap) return [...range(1, edgeRun), 'ellipsis', pageCount];
  if (!hasRightGap) return [1, 'ellipsis', ...range(pageCount - edgeRun + 1, pageCount)];
  return [1, 'ellipsis', ...range(left, right), 'ellipsis', pageCount];
}
