import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  chevronLeftIcon,
  chevronRightIcon,
  Heading,
  Icon,
  LinkButton,
  narrowScreenQuery,
  type IconGlyph,
} from '@pidz/ui';
import { calendarMessages } from './messages';

const messages = calendarMessages.controls;

/** The views the control bar offers, with the path each one opens. */
export interface ViewChoice {
  id: 'month' | 'week' | 'list';
  href: string;
  isCurrent: boolean;
  /** Starts loading what the view needs, on intent (the pointer or the focus on its choice). */
  preload?: () => void;
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
  /** More controls after the view choice (the week dropdown, the menu of rarer actions). */
  children?: ReactNode;
  /** The main action (adding): at the end of the bar, on a phone a button floating over the page. */
  action?: ReactNode;
}

/**
 * One row from 1280 px wide down to a tablet; on a phone two compact rows (the period with its
 * steps and 'Vandaag'; the view choice and the menu), and the main action floats at the bottom,
 * so the month grid starts high on the screen.
 */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pidz-space-sm) var(--pidz-space-md);

  @media ${narrowScreenQuery} {
    gap: var(--pidz-space-sm);
  }
`;

const Period = styled.div`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-xs);

  & > [data-part='heading'] {
    min-width: 10.5rem;
    text-align: center;
  }
  & > [data-part='heading'] > * {
    margin: 0;
    white-space: nowrap;
  }
  & > button {
    min-width: 2.25rem;
    padding-inline: var(--pidz-space-xs);
  }

  @media ${narrowScreenQuery} {
    flex: 1 1 0;
    min-width: 0;

    & > [data-part='heading'] {
      flex: 1 1 0;
      min-width: 0;
    }
    & > [data-part='heading'] > * {
      font-size: 1.125rem;
    }
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
  align-items: center;
  gap: var(--pidz-space-sm);
  margin-left: auto;

  @media ${narrowScreenQuery} {
    flex-basis: 100%;
    margin-left: 0;

    & > :last-child {
      margin-left: auto;
    }
  }
`;

const Action = styled.div`
  @media ${narrowScreenQuery} {
    position: fixed;
    right: var(--pidz-space-md);
    /* Above the toasts along the bottom edge (their height is --pidz-toast-room): a toast never
       covers it. */
    bottom: calc(
      var(--pidz-space-md) + var(--pidz-toast-room, 0px) + env(safe-area-inset-bottom, 0px)
    );
    z-index: 10;

    & > a {
      min-height: 3rem;
      border-radius: var(--pidz-radius-round);
      box-shadow: 0 4px 12px rgb(0 0 0 / 25%);
    }
  }
`;

interface StepButtonProps {
  label: string;
  icon?: IconGlyph;
  onPress: () => void;
  isDisabled?: boolean;
}

/**
 * 'Vorige', 'Vandaag' or 'Volgende' (previous and next as chevrons named by their word): memoised,
 * so a change of period does not render them again.
 */
const StepButton = memo(function StepButton({ label, icon, onPress, isDisabled }: StepButtonProps) {
  return (
    <Button
      variant="secondary"
      isCompact
      onPress={onPress}
      isDisabled={isDisabled}
      aria-label={icon ? label : undefined}
    >
      {icon ? <Icon icon={icon} size="small" /> : label}
    </Button>
  );
});

/**
 * The calendar's control bar: the period as a heading between 'Vorige' and 'Volgende' (which can
 * be disabled), 'Vandaag', the view choice, the extra controls and the main action.
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
  action,
}: ControlBarProps) {
  return (
    <Bar>
      <Period role="group" aria-label={messages.label}>
        <StepButton
          label={messages.previous}
          icon={chevronLeftIcon}
          onPress={onPrevious}
          isDisabled={isPreviousDisabled}
        />
        <div data-part="heading">
          <Heading level={2} size="lg">
            {heading}
          </Heading>
        </div>
        <StepButton
          label={messages.next}
          icon={chevronRightIcon}
          onPress={onNext}
          isDisabled={isNextDisabled}
        />
      </Period>
      <StepButton label={messages.today} onPress={onToday} />
      <End>
        <Views aria-label={messages.viewLabel}>
          {views.map((view) => (
            <LinkButton
              key={view.id}
              href={view.href}
              isCompact
              variant={view.isCurrent ? 'primary' : 'link'}
              aria-current={view.isCurrent ? 'page' : undefined}
              onHoverStart={view.preload}
              onFocus={view.preload}
              onPressStart={view.preload}
            >
              {messages.views[view.id]}
            </LinkButton>
          ))}
        </Views>
        {children}
      </End>
      {action && <Action>{action}</Action>}
    </Bar>
  );
}
