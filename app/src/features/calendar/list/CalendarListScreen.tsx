import { ListView } from './ListView';
import type { CalendarViewScreenProps } from '../useCalendarScreen';
import { SwipeArea } from '../useSwipe';

/** 'Lijst' (`?weergave=lijst` on the month or week address): the period's items in order. */
export function CalendarListScreen({ screen }: CalendarViewScreenProps) {
  return (
    <SwipeArea {...screen.swipe}>
      <ListView
        days={screen.days}
        byDay={screen.view.byDay}
        isLoading={screen.view.isLoading}
        label={screen.view.label}
        onOpenItem={screen.view.onOpenItem}
      />
    </SwipeArea>
  );
}
