import { Redirect, useLocation } from 'wouter';
import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { calendarOverviewPath, parseCalendarPath, type CalendarPeriod } from './calendarPath';
import { calendarMessages } from './messages';

export interface CalendarRoutesProps {
  /** The view: `/calendar/month/...` or `/calendar/week/...`. */
  period: CalendarPeriod;
}

/**
 * The month or week calendar with its children (overview, `add`, `edit/:id`), mounted on a nested
 * route; an unknown child redirects to the overview of the same period and date.
 */
export function CalendarRoutes({ period }: CalendarRoutesProps) {
  const [path] = useLocation();
  const { dateSegments, child } = parseCalendarPath(path);
  if (child === undefined) {
    return <Redirect to={`~${calendarOverviewPath(period, dateSegments)}`} replace />;
  }
  const title =
    child.kind === 'add'
      ? calendarMessages.addTitle
      : child.kind === 'edit'
        ? calendarMessages.editTitle
        : calendarMessages.title;
  return (
    <Page title={title}>
      <EmptyState />
    </Page>
  );
}
