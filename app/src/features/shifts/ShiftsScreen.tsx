import { Heading } from '@pidz/ui';
import { Page } from '../../lib/Page';
import { EmptyState } from '../../lib/states';
import { shiftsMessages, type ShiftKind } from './messages';

export interface ShiftsScreenProps {
  /** Which list: `/shifts/incidental` or `/shifts/periodical`. */
  kind: ShiftKind;
}

/** The shift lists. */
export function ShiftsScreen({ kind }: ShiftsScreenProps) {
  return (
    <Page title={shiftsMessages.title}>
      <Heading level={2} size="lg" variant="black">
        {shiftsMessages.kinds[kind]}
      </Heading>
      <EmptyState />
    </Page>
  );
}
