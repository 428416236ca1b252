import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Heading, LinkButton } from '@pidz/ui';
import { calendarMessages } from './messages';

const messages = calendarMessages.controls;

/** The views the control bar offers, with the path each one opens. */
export interface ViewChoice {
  id: 'month' | 'week' | 'list';
  href: string;
  isCurrent: boolean;
}

export interface ControlBarProps {
  /** The period as a heading: 'november 2026', 'Week 47, 2026'. */
  heading: string;
  /** The step handlers: pass stable functions, so the buttons render only when their state changes. */
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  /** Disables 'Vorige' (at the first period the calendar shows). Default `false`. */
  isPreviousDisabled?: boolean;
  /** Disables 'Volgende' (at the last period). Default `false`. */
  isNextDisabled?: boolean;
  /** 'Maand', 'Week', 'Lijst'. */
  views: readonly ViewChoice[];
  /** More controls at the end (the week dropdown, actions). */
  children?: ReactNode;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pidz-space-sm) var(--pidz-space-md);
`;

const Steps = styled.div`
  display: flex;
  gap: var(--pidz-space-xs);
`;

const PeriodHeading = styled.div`
  min-width: 11rem;
  & > * {
    margin: 0;
  }
`;

const Views = styled.nav`
  display: inline-flex;
  padding: 2px;
  border: 1px solid var(--pidz-color-grey-200);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);

  & a {
    min-height: 2.25rem;
    border: none;
  }
  & a[data-variant='link'] {
    color: var(--pidz-color-black);
    text-decoration: none;
  }
`;

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--pidz-space-sm);
  margin-left: auto;
`;

/** 'Vorige', 'Vandaag', 'Volgende': memoised, so a change of period does not render them again. */
const StepButtons = memo(function StepButtons({
  onPrevious,
  onToday,
  onNext,
  isPreviousDisabled,
  isNextDisabled,
}: Pick<
  ControlBarProps,
  'onPrevious' | 'onToday' | 'onNext' | 'isPreviousDisabled' | 'isNextDisabled'
>) {
  return (
    <Steps role="group" aria-label={messages.label}>
      <Button variant="secondary" isCompact onPress={onPrevious} isDisabled={isPreviousDisabled}>
        {messages.previous}
      </Button>
      <Button variant="secondary" isCompact onPress={onToday}>
        {messages.today}
      </Button>
      <Button variant="secondary" isCompact onPress={onNext} isDisabled={isNextDisabled}>
        {messages.next}
      </Button>
    </Steps>
  );
});

/**
 * The calendar's control bar: 'Vorige', 'Vandaag', 'Volgende' (previous and next can be disabled),
 * the period as a heading and the view choice; extra controls go at the end.
 */
export function ControlBar({
  heading,
  onPrevious,
  onToday,
  onNext,
  isPreviousDisabled = false,
  isNextDisabled = false,
  views,
  children,
}: ControlBarProps) {
  return (
    <Bar>
      <StepButtons
        onPrevious={onPrevious}
        onToday={onToday}
        onNext={onNext}
        isPreviousDisabled={isPreviousDisabled}
        isNextDisabled={isNextDisabled}
      />
      <PeriodHeading>
        <Heading level={2} size="lg">
          {heading}
        </Heading>
      </PeriodHeading>
      <End>
        <Views aria-label={messages.viewLabel}>
          {views.map((view) => (
            <LinkButton
              key={view.id}
              href={view.href}
              isCompact
              variant={view.isCurrent ? 'primary' : 'link'}
              aria-current={view.isCurrent ? 'page' : undefined}
            >
              {messages.views[view.id]}
            </LinkButton>
          ))}
        </Views>
        {children}
      </End>
    </Bar>
  );
}
