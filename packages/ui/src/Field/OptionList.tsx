import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
} from 'react-aria-components';
import styled from 'styled-components';
import { disabledStyles } from '../styles/disabled';
import { insetFocusRing } from '../styles/focusRing';

/** The popover and option list of the inputs that choose from options (Combobox, Dropdown, pickers). */

/** The floating panel of a combobox, select or date picker. */
export const FieldPopover = styled(AriaPopover)`
  /* As wide as its trigger, never wider than the viewport (an overflow would scroll the page and
     react-aria closes a popover whose trigger scrolls). */
  width: min(var(--trigger-width), 100vw - 2 * var(--pidz-space-md));
  border: 1px solid var(--pidz-color-grey-400);
  border-radius: var(--pidz-radius-sm);
  background: var(--pidz-color-white);
  box-shadow: 0 4px 16px rgb(0 0 0 / 16%);
  display: flex;
  flex-direction: column;

  &[data-trigger='DatePicker'],
  &[data-trigger='DateRangePicker'] {
    width: auto;
  }
`;

/** Height of one option row; the virtualized long list lays rows out with it. */
export const OPTION_ROW_HEIGHT = 36;

/** The list of options in a combobox or select popover (generic like react-aria's ListBox). */
export const OptionListBox = styled(AriaListBox)`
  flex: 1;
  min-height: 0;
  max-height: 18rem;
  overflow: auto;
  outline: none;
  padding: var(--pidz-space-xs) 0;

  &[data-empty] {
    padding: var(--pidz-space-sm) var(--pidz-space-md);
    color: var(--pidz-color-grey-600);
  }
` as typeof AriaListBox;

/** One option of an {@link OptionListBox}. */
export const OptionItem = styled(AriaListBoxItem)`
  display: flex;
  align-items: center;
  height: ${OPTION_ROW_HEIGHT}px;
  padding: 0 var(--pidz-space-md);
  cursor: pointer;
  outline: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  &[data-focused] {
    background: var(--pidz-color-blue-light);
  }
  &[data-selected] {
    font-weight: 600;
    color: var(--pidz-color-blue);
  }
  &[data-focus-visible] {
    ${insetFocusRing}
  }
  &[data-disabled] {
    ${disabledStyles}
  }
`;
