import type { CalendarDate } from '@internationalized/date';
import styled from 'styled-components';
import { LinkButton, Modal, formatWeekdayDate } from '@pidz/ui';
import { ItemTiles } from '../ItemTiles';
import { MarkerLegend } from './MarkerLegend';
import { calendarMessages } from '../messages';
import type { DaySegment } from '../model';

const messages = calendarMessages.drawer;

const Tiles = styled(ItemTiles)`
  margin-bottom: var(--pidz-space-lg);
`;

const Legend = styled.div`
  margin-bottom: var(--pidz-space-md);
`;

const Empty = styled.p`
  margin: 0 0 var(--pidz-space-lg);
  color: var(--pidz-color-grey-600);
`;

export interface DayDrawerProps {
  /** The day shown. */
  day: CalendarDate;
  /** Its items (sorted segments). */
  segments: readonly DaySegment[];
  /** Where 'Niet beschikbaar toevoegen' goes (the add form on this day). */
  addHref: string;
  /** Opens an item. */
  onOpenItem: (id: string | number) => void;
  /** Closes the drawer. */
  onClose: () => void;
}

/**
 * A day's items as tiles (ItemTiles), what the grid's marker colours mean, and an action to add an
 * unavailable period on that day, in a drawer along the right edge (a bottom sheet on a phone).
 * Opened by choosing a day (click, Enter, a tap on narrow screens).
 */
export function DayDrawer({ day, segments, addHref, onOpenItem, onClose }: DayDrawerProps) {
  return (
    <Modal
      title={formatWeekdayDate(day.toString())}
      placement="drawer"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <LinkButton href={addHref} onPress={onClose}>
          {messages.add}
        </LinkButton>
      }
    >
      {segments.length === 0 ? (
        <Empty>{messages.empty}</Empty>
      ) : (
        <Tiles segments={segments} onOpenItem={onOpenItem} />
      )}
      <Legend>
        <MarkerLegend />
      </Legend>
    </Modal>
  );
}
