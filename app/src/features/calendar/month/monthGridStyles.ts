import styled from 'styled-components';
import {
  insetFocusRing,
  narrowScreenQuery,
  staticTileStyles,
  visuallyHiddenStyles,
} from '@pidz/ui';

/**
 * The month grid and everything in it, styled in one place: its rows, column headers and days,
 * the days' parts (marked with `data-part`) and their static tiles are plain elements, not a
 * styled component each, since the grid renders 42 days and their tiles at a time.
 */
export const Grid = styled.div`
  display: grid;
  grid-template-rows: auto repeat(6, minmax(6.75rem, 1fr));
  overflow: hidden;
  border: 1px solid var(--pidz-color-grey-200);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-grey-200);
  gap: 1px;
  /* A drag selects days, not text. */
  user-select: none;

  @media ${narrowScreenQuery} {
    grid-template-rows: auto repeat(6, minmax(3.25rem, 1fr));
  }

  & > [role='row'] {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 1px;
  }

  & [role='columnheader'] {
    padding: var(--pidz-space-xs) var(--pidz-space-sm);
    background: var(--pidz-color-white);
    color: var(--pidz-color-grey-600);
    font-size: 0.8125rem;
    font-weight: 600;
    text-transform: capitalize;

    & abbr {
      text-decoration: none;
    }
  }

  & [role='gridcell'] {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    padding: var(--pidz-space-xs);
    background: var(--pidz-color-white);
    cursor: pointer;
    outline: none;

    &[data-outside] {
      background: var(--pidz-color-grey-100);
    }
    &:hover {
      background: var(--pidz-color-blue-light);
    }
    &[aria-selected='true'] {
      background: var(--pidz-color-blue-light);
      box-shadow: inset 0 0 0 2px var(--pidz-color-blue);
    }
    &:focus-visible {
      ${insetFocusRing}
    }

    & > [data-part='name'] {
      ${visuallyHiddenStyles}
    }

    & > [data-part='number'] {
      align-self: flex-start;
      min-width: 1.75rem;
      padding: 0 var(--pidz-space-xs);
      border-radius: var(--pidz-radius-round);
      font-size: 0.875rem;
      font-weight: 600;
      line-height: 1.75rem;
      text-align: center;
    }
    &[data-outside] > [data-part='number'] {
      color: var(--pidz-color-grey-600);
      font-weight: 400;
    }
    &[data-today] > [data-part='number'] {
      background: var(--pidz-color-blue);
      color: var(--pidz-color-white);
    }

    & > [data-part='tiles'] {
      display: grid;
      grid-auto-rows: 1.5rem;
      gap: 2px;
      min-width: 0;
    }

    & [data-part='more'] {
      padding: 0 var(--pidz-space-xs);
      border: none;
      border-radius: var(--pidz-radius-sm);
      background: transparent;
      color: var(--pidz-color-blue-dark);
      font: inherit;
      font-size: 0.75rem;
      font-weight: 600;
      text-align: left;
      cursor: pointer;

      &:hover {
        background: var(--pidz-color-grey-200);
      }
    }

    & > [data-part='markers'] {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 3px;
      padding-inline: var(--pidz-space-xs);
      font-size: 0.6875rem;
      color: var(--pidz-color-grey-600);

      & > [data-type] {
        width: 0.5rem;
        height: 0.5rem;
        border-radius: var(--pidz-radius-round);
      }
      & > [data-type='shift'] {
        background: var(--pidz-color-blue);
      }
      & > [data-type='unavailable'] {
        background: var(--pidz-color-grey-600);
      }
      & > [data-type='freelancer_request'] {
        background: var(--pidz-color-purple);
      }
    }

    & [data-part='placeholder'] {
      height: 1.5rem;
      border-radius: var(--pidz-radius-sm);
      background: linear-gradient(
        90deg,
        var(--pidz-color-grey-100),
        var(--pidz-color-grey-200),
        var(--pidz-color-grey-100)
      );
      background-size: 200% 100%;
      animation: pidz-calendar-shimmer 1.4s linear infinite;

      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    }

    @keyframes pidz-calendar-shimmer {
      to {
        background-position: -200% 0;
      }
    }
  }

  ${staticTileStyles}
`;
