import styled from 'styled-components';
import type { IconGlyph } from './icons';

export type IconSize = 'small' | 'medium' | 'large';

/** Colours an icon or its box can take; each maps to a `--pidz-color-*` token. */
export type IconColor = 'black' | 'white' | 'blue' | 'red' | 'orange' | 'green' | 'grey' | 'purple';

export interface IconProps {
  /** Which icon: one of the set's exports (`menuIcon`, `alertTriangleIcon`, ... in icons.ts). */
  icon: IconGlyph;
  /** Size: unboxed 16/24/30 px, boxed 24/30/56 px. Default `'medium'`. */
  size?: IconSize;
  /** Draws the icon centred in a coloured square. Default `false`. */
  isBoxed?: boolean;
  /**
   * Colour of the glyph. Default `'black'`; in a box the default is `'white'`, because black on the
   * blue box stays below the 3:1 contrast that a meaningful graphic needs.
   */
  color?: IconColor;
  /** Colour of the box (only with `isBoxed`). Default `'blue'`. */
  backgroundColor?: IconColor;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology; with it
   * the icon is an image with this name. Default none.
   */
  label?: string;
}

const colorRules = `
  &[data-color='black'] { color: var(--pidz-color-black); }
  &[data-color='white'] { color: var(--pidz-color-white); }
  &[data-color='blue'] { color: var(--pidz-color-blue); }
  &[data-color='red'] { color: var(--pidz-color-red); }
  &[data-color='orange'] { color: var(--pidz-color-orange); }
  &[data-color='green'] { color: var(--pidz-color-green); }
  &[data-color='grey'] { color: var(--pidz-color-grey-600); }
  &[data-color='purple'] { color: var(--pidz-color-purple); }
  &[data-background='black'] { background: var(--pidz-color-black); }
  &[data-background='white'] { background: var(--pidz-color-white); }
  &[data-background='blue'] { background: var(--pidz-color-blue); }
  &[data-background='red'] { background: var(--pidz-color-red); }
  &[data-background='orange'] { background: var(--pidz-color-orange); }
  &[data-background='green'] { background: var(--pidz-color-green); }
  &[data-background='grey'] { background: var(--pidz-color-grey-200); }
  &[data-background='purple'] { background: var(--pidz-color-purple); }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--pidz-icon-medium);
  height: var(--pidz-icon-medium);
  vertical-align: middle;

  &[data-size='small'] {
    width: var(--pidz-icon-small);
    height: var(--pidz-icon-small);
  }
  &[data-size='large'] {
    width: var(--pidz-icon-large);
    height: var(--pidz-icon-large);
  }
  &[data-boxed] {
    border-radius: var(--pidz-radius-sm);
    width: var(--pidz-icon-boxed-medium);
    height: var(--pidz-icon-boxed-medium);
  }
  &[data-boxed][data-size='small'] {
    width: var(--pidz-icon-boxed-small);
    height: var(--pidz-icon-boxed-small);
  }
  &[data-boxed][data-size='large'] {
    width: var(--pidz-icon-boxed-large);
    height: var(--pidz-icon-boxed-large);
  }
  ${colorRules}

  & > svg {
    width: 100%;
    height: 100%;
  }
  &[data-boxed] > svg {
    width: 60%;
    height: 60%;
  }
`;

/** An icon from the portal's set (lucide). Decorative unless it gets a `label`. */
export function Icon({
  icon,
  size = 'medium',
  isBoxed = false,
  color = isBoxed ? 'white' : 'black',
  backgroundColor = 'blue',
  label,
}: IconProps) {
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <StyledIcon
      {...a11y}
      data-icon={icon.name}
      data-size={size}
      data-boxed={isBoxed || undefined}
      data-color={color}
      data-background={isBoxed ? backgroundColor : undefined}
    >
      <icon.glyph aria-hidden focusable={false} />
    </StyledIcon>
  );
}
