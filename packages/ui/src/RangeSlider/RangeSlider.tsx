import {
  Label,
  Slider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps,
} from 'react-aria-components';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { focusRing } from '../styles/focusRing';
import { disabledStyles } from '../styles/disabled';

export interface RangeSliderProps extends Omit<
  SliderProps<number>,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'onChangeEnd'
> {
  /** Visible label, for example 'Maximale reisafstand'. */
  label: string;
  /** Value (controlled). */
  value?: number;
  /** Initial value (uncontrolled). Default `minValue`. */
  defaultValue?: number;
  /** Called while the value changes. */
  onChange?: (value: number) => void;
  /** Called when the user lets go. */
  onChangeEnd?: (value: number) => void;
  /** Lowest value. Default `0`. */
  minValue?: number;
  /** Highest value. Default `100`. */
  maxValue?: number;
  /** Step between values. Default `1`. */
  step?: number;
  /**
   * How the shown value is formatted, for example `{ style: 'unit', unit: 'kilometer' }`.
   * Default a plain number.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Text shown instead of the value, for example while the field it follows holds no valid value
   * ('Niet ingevuld'), so the slider never shows a value the field does not have. Default: the
   * formatted value.
   */
  valueText?: string;
}

const StyledSlider = styled(Slider<number>)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--pidz-space-sm);
  width: 100%;
  max-width: 24rem;
  color: var(--pidz-color-black);
`;

const Output = styled(SliderOutput)`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Track = styled(SliderTrack)`
  position: relative;
  grid-column: 1 / -1;
  height: 1.75rem;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    right: 0;
    left: 0;
    height: 4px;
    border-radius: var(--pidz-radius-round);
    background: var(--pidz-color-grey-400);
    transform: translateY(-50%);
  }
  &[data-disabled] {
    ${disabledStyles}
  }
`;

const Fill = styled(SliderFill)`
  top: 50%;
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-blue);
  transform: translateY(-50%);
`;

const Thumb = styled(SliderThumb)`
  top: 50%;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid var(--pidz-color-white);
  border-radius: var(--pidz-radius-round);
  background: var(--pidz-color-blue);
  box-shadow: 0 0 0 1px var(--pidz-color-blue);
  cursor: grab;

  &[data-dragging] {
    background: var(--pidz-color-blue-dark);
    cursor: grabbing;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: inherit;
  }
`;

/**
 * The fill's height. react-aria draws the fill with an inline `height: 100%` (the whole 28px
 * track), which a style rule cannot override; its `style` replaces that one declaration.
 */
const FILL_STYLE: CSSProperties = { height: '4px' };

/**
 * A single-value slider with its label and the current value shown beside it (react-aria Slider,
 * WAI-ARIA slider pattern: arrow keys, Home/End, Page Up/Down).
 */
export function RangeSlider({
  label,
  minValue = 0,
  maxValue = 100,
  step = 1,
  defaultValue = minValue,
  valueText,
  ...props
}: RangeSliderProps) {
  return (
    <StyledSlider
      {...props}
      defaultValue={defaultValue}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
    >
      <Label>{label}</Label>
      <Output>{({ state }) => valueText ?? state.getThumbValueLabel(0)}</Output>
      <Track>
        <Fill style={FILL_STYLE} />
        <Thumb />
      </Track>
    </StyledSlider>
  );
}
