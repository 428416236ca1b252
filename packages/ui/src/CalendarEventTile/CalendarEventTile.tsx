import { Moon } from 'lucide-react';
import { memo } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { crossesMidnight, formatTimeRange } from '@pidz/dates';
import { visuallyHiddenStyles } from '../styles/visuallyHidden';
import {
  calendarEventTypeLabels,
  formatAddress,
  nightShiftTypes,
  type CalendarEventType,
} from './eventTile';
import { observeSquash } from './squashObserver';
import { focusRing } from '../styles/focusRing';

export type CalendarEventTileVariant = 'medium' | 'extra-large';

export interface CalendarEventTileProps {
  /** The calendar item's id, handed back to `onPress`. */
  id: string | number;
  /** `'shift'`, `'unavailable'` or `'freelancer_request'`; each has its own look and label. */
  type: CalendarEventType;
  /** Start as an ISO instant (with zone or offset); shown in Europe/Amsterdam. */
  start: string;
  /** End as an ISO instant (with zone or offset); shown in Europe/Amsterdam. */
  end: string;
  /** Shows 'Hele dag' instead of the times. Default `false`. */
  isAllDay?: boolean;
  /**
   * Shows the night-shift icon. Default: derived, true for a shift or request that runs past
   * midnight in Amsterdam.
   */
  isNightShift?: boolean;
  /** Name of the client organisation. Default: not shown. */
  organisationName?: string | null;
  /** Department street. Default: not shown. */
  street?: string | null;
  /** Department house number. Default: not shown. */
  houseNumber?: string | null;
  /** Department city. Default: not shown. */
  city?: string | null;
  /** Size of the tile's text and spacing. Default `'medium'`. */
  variant?: CalendarEventTileVariant;
  /**
   * Called with `id` when the tile is pressed. Pass a stable function so memo can skip renders.
   * Without `onPress` and `href` the tile is static: a picture of the item (a `div` carrying
   * `data-id`), for a container that handles presses for many tiles at once, names the items
   * itself and includes `staticTileStyles`. A static tile that is squashed leaves out the parts
   * it would only hide from sight (type and address).
   */
  onPress?: (id: string | number) => void;
  /** Makes the tile a link to this address instead of a button. Default: a button. */
  href?: string;
  /**
   * Fixes the squashed, one-line layout on (`true`) or off (`false`) for a box whose size is known
   * beforehand, such as a month cell's row: nothing is measured. Default: measured, squashed while
   * the tile is under 30 px high or 120 px wide.
   */
  isSquashed?: boolean;
  /**
   * Leaves the tile out of the Tab order, e.g. in a grid whose cells take the focus and offer the
   * item another way (a day drawer). It can still be pressed with a pointer. Default `false`.
   */
  excludeFromTabOrder?: boolean;
}

const tileStyles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.125rem;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  min-width: 0;
  min-height: 0;
  overflow: hidden;
  margin: 0;
  padding: var(--pidz-space-xs) var(--pidz-space-sm);
  border: 1px solid transparent;
  border-left: 4px solid;
  border-radius: var(--pidz-radius-sm);
  font: inherit;
  font-size: 0.75rem;
  line-height: 1.3;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-type='shift'] {
    background: var(--pidz-color-blue);
    border-color: var(--pidz-color-blue-dark);
    color: var(--pidz-color-white);
  }
  &[data-type='unavailable'] {
    background: repeating-linear-gradient(
      -45deg,
      var(--pidz-color-grey-200) 0 6px,
      var(--pidz-color-grey-100) 6px 12px
    );
    border-color: var(--pidz-color-grey-600);
    color: var(--pidz-color-black);
  }
  &[data-type='freelancer_request'] {
    background: var(--pidz-color-purple-light);
    border-color: var(--pidz-color-purple);
    border-style: dashed dashed dashed solid;
    color: var(--pidz-color-purple);
  }

  &[data-variant='extra-large'] {
    gap: var(--pidz-space-xs);
    padding: var(--pidz-space-sm) var(--pidz-space-md);
    font-size: 0.875rem;
  }

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-variant='extra-large'] > span {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  & > [data-part='type'] {
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  &[data-variant='medium'] > [data-part='type'] {
    ${visuallyHiddenStyles}
  }
  & > [data-part='time'] {
    display: flex;
    align-items: center;
    gap: var(--pidz-space-xs);
    font-weight: 600;
  }
  & > [data-part='time'] > svg {
    flex: none;
    width: 1em;
    height: 1em;
  }

  &[data-squashed] {
    flex-direction: row;
    align-items: center;
    gap: var(--pidz-space-xs);
    padding-block: 0;
    padding-inline: var(--pidz-space-xs);
  }
  &[data-squashed] > [data-part='type'],
  &[data-squashed] > [data-part='address'] {
    ${visuallyHiddenStyles}
  }
  &[data-squashed] > span {
    white-space: nowrap;
    flex: none;
  }
  &[data-squashed] > [data-part='organisation'] {
    flex: 1 1 auto;
    min-width: 0;
  }

  &[data-hovered] {
    filter: brightness(0.95);
  }
  &[data-pressed] {
    filter: brightness(0.88);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

const TileButton = styled(AriaButton)`
  ${tileStyles}
`;

const TileLink = styled(AriaLink)`
  ${tileStyles}
`;

/**
 * The styles of the static tiles inside an element: a container of many static tiles (a month of
 * them) includes these once, so that each tile is a plain element and costs no styled component
 * of its own at each render.
 */
export const staticTileStyles = css`
  & [data-static-tile] {
    ${tileStyles}

    &:hover {
      filter: brightness(0.95);
    }
  }
`;

/**
 * A calendar item in the month or week grid: type, time range or 'Hele dag', night-shift icon,
 * organisation and address. It is a button (or a link with `href`) that opens the item, or, with
 * neither `onPress` nor `href`, a static picture of it for a container that handles the presses.
 * Cheap to render by the hundred: memoised, static styles, one shared ResizeObserver that sets
 * `data-squashed` when the tile is under 30 px high or 120 px wide (or `isSquashed`, measuring
 * nothing).
 */
export const CalendarEventTile = memo(function CalendarEventTile({
  id,
  type,
  start,
  end,
  isAllDay = false,
  isNightShift,
  organisationName,
  street,
  houseNumber,
  city,
  variant = 'medium',
  onPress,
  href,
  excludeFromTabOrder = false,
  isSquashed,
}: CalendarEventTileProps) {
  const isStatic = !onPress && !href;
  // Parts a squashed tile hides from sight; a static one leaves them out (its container names it).
  const showsHiddenParts = !(isStatic && isSquashed);
  const showsNightIcon =
    isNightShift ?? (!isAllDay && nightShiftTypes.has(type) && crossesMidnight(start, end));
  const address = showsHiddenParts && formatAddress({ street, houseNumber, city });
  const content = (
    <>
      {showsHiddenParts && <span data-part="type">{calendarEventTypeLabels[type]}</span>}
      <span data-part="time">
        {isAllDay ? 'Hele dag' : formatTimeRange(start, end)}
        {showsNightIcon && (
          <>
            {' '}
            <Moon role="img" aria-label="Nachtdienst" />
          </>
        )}
      </span>
      {organisationName && <span data-part="organisation">{organisationName}</span>}
      {address && <span data-part="address">{address}</span>}
    </>
  );
  const look = {
    ref: isSquashed === undefined ? observeSquash : undefined,
    'data-type': type,
    'data-variant': variant,
    'data-squashed': isSquashed || undefined,
  };
  if (isStatic) {
    return (
      <div {...look} data-static-tile data-id={id}>
        {content}
      </div>
    );
  }
  // `data-id` on every tile: a screen can find the one that opened an item again (to focus it).
  const interactive = {
    ...look,
    'data-id': id,
    excludeFromTabOrder,
    onPress: onPress && (() => onPress(id)),
  };
  return href ? (
    <TileLink {...interactive} href={href}>
      {content}
    </TileLink>
  ) : (
    <TileButton {...interactive}>{content}</TileButton>
  );
});
