import styled from 'styled-components';
import { CalendarEventTile, rowListStyles } from '@pidz/ui';
import { itemTileProps } from './itemTile';
import type { DaySegment } from './model';

const Tiles = styled.ul`
  ${rowListStyles}
`;

export interface ItemTilesProps {
  /** The day's items (sorted segments). */
  segments: readonly DaySegment[];
  /** Opens an item. */
  onOpenItem: (id: string | number) => void;
  /** Where the list sits (styled-components' `styled(ItemTiles)`). */
  className?: string;
}

/** A day's items as a list of extra-large tiles (every detail): the list view's and the day drawer's. */
export function ItemTiles({ segments, onOpenItem, className }: ItemTilesProps) {
  return (
    <Tiles className={className}>
      {segments.map(({ item }) => (
        <li key={item.id}>
          <CalendarEventTile {...itemTileProps(item)} variant="extra-large" onPress={onOpenItem} />
        </li>
      ))}
    </Tiles>
  );
}
