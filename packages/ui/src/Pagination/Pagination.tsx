import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { chevronLeftIcon, chevronRightIcon, Icon } from '../Icon';
import { paginationRange } from './paginationRange';
import { focusRing } from '../styles/focusRing';
import { disabledStyles } from '../styles/disabled';

/** Dutch texts of the pagination controls. */
export const paginationLabels = {
  navigation: 'Paginering',
  previous: 'Vorige pagina',
  next: 'Volgende pagina',
  page: (page: number) => `Pagina ${page}`,
} as const;

export interface PaginationProps {
  /** Number of pages. Nothing renders below 1. */
  pageCount: number;
  /** Current page, 1-based (controlled). */
  page?: number;
  /** Initial page, 1-based (uncontrolled). Default `1`. */
  defaultPage?: number;
  /** Called with the page the user goes to. */
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current one. Default `1`. */
  siblingCount?: number;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pidz-space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 var(--pidz-space-xs);
  border: 1px solid var(--pidz-color-grey-200);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);
  color: var(--pidz-color-blue);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-current='page'] {
    border-color: var(--pidz-color-blue);
    background: var(--pidz-color-blue);
    color: var(--pidz-color-white);
  }
  &[data-hovered]:not([aria-current='page']) {
    background: var(--pidz-color-blue-light);
  }
  &[data-disabled] {
    ${disabledStyles}
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

const Gap = styled.li`
  min-width: 1.5rem;
  color: var(--pidz-color-grey-600);
  text-align: center;
`;

/** Page navigation: previous, page numbers (current marked `aria-current="page"`) and next. */
export function Pagination({
  pageCount,
  page,
  defaultPage = 1,
  onPageChange,
  siblingCount = 1,
}: PaginationProps) {
  const [uncontrolledPage, setUncontrolledPage] = useState(defaultPage);
  const current = page ?? uncontrolledPage;
  if (pageCount < 1) return null;

  const goTo = (target: number) => {
    if (page === undefined) setUncontrolledPage(target);
    onPageChange?.(target);
  };

  return (
    <nav aria-label={paginationLabels.navigation}>
      <List>
        <li>
          <PageButton
            aria-label={paginationLabels.previous}
            isDisabled={current <= 1}
            onPress={() => goTo(current - 1)}
          >
            <Icon icon={chevronLeftIcon} size="small" color="blue" />
          </PageButton>
        </li>
        {paginationRange(current, pageCount, siblingCount).map((item, index) =>
          item === 'ellipsis' ? (
            <Gap key={`gap-${index}`} aria-hidden>
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageButton
                aria-label={paginationLabels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onPress={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            aria-label={paginationLabels.next}
            isDisabled={current >= pageCount}
            onPress={() => goTo(current + 1)}
          >
            <Icon icon={chevronRightIcon} size="small" color="blue" />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
