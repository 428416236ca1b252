import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { FieldErrorMessage, FieldLabel, focusRing, Icon, starIcon } from '@pidz/ui';
import { reviewMessages as messages } from './messages';
import { STAR_VALUES } from './reviewForm';

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-xs);
`;

const Stars = styled.div`
  display: flex;
  gap: var(--pidz-space-xs);
`;

const Star = styled(Radio)`
  display: inline-flex;
  padding: var(--pidz-space-xs);
  border-radius: var(--pidz-radius-sm);
  color: var(--pidz-color-grey-600);
  cursor: pointer;

  &[data-filled] {
    color: var(--pidz-color-orange);
  }
  &[data-filled] svg {
    fill: currentColor;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export interface StarRatingProps {
  /** The chosen stars, '1' to '5', or null for none. */
  value: string | null;
  /** Called with the chosen stars. */
  onChange: (value: string) => void;
  /** Called when focus leaves the group. */
  onBlur: () => void;
  /** The error under the stars, if any. */
  errorMessage: string | undefined;
  /** Marks the choice required. */
  isRequired: boolean;
}

/**
 * 1 to 5 stars as a real radio group (react-aria: Tab enters it, the arrow keys choose), each
 * star named 'n van 5 sterren'; the chosen star and those before it are filled.
 */
export function StarRating({ value, onChange, onBlur, errorMessage, isRequired }: StarRatingProps) {
  const chosen = Number(value ?? 0);
  return (
    <Group
      value={value}
      onChange={onChange}
      onBlur={() => onBlur()}
      orientation="horizontal"
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{messages.rating}</FieldLabel>
      <Stars>
        {STAR_VALUES.map((stars) => (
          <Star
            key={stars}
            value={stars}
            aria-label={messages.stars(Number(stars))}
            data-filled={Number(stars) <= chosen || undefined}
          >
            <Icon icon={starIcon} />
          </Star>
        ))}
      </Stars>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </Group>
  );
}
