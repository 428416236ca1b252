import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from '@pidz/ui';
import { STATIC_FRAME_CSS } from '../../staticFrameCss';

/** The declared values of a box's properties, as the page's style sheets give them. */
function declared(element: Element, properties: readonly string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
}

const TOP_BAR_PROPERTIES = [
  'display',
  'grid-template-columns',
  'align-items',
  'gap',
  'min-height',
  'padding',
  'background',
  'border-bottom',
];

describe("index.html's static frame", () => {
  it('draws its top bar with the declarations of @pidz/ui TopBar, so that the two cannot drift', () => {
    const style = document.createElement('style');
    style.textContent = STATIC_FRAME_CSS;
    document.head.append(style);
    const frame = document.createElement('div');
    frame.id = 'static-frame';
    frame.innerHTML = '<header><span>PIDZ</span></header><div><nav></nav></div>';
    document.body.append(frame);
    const { container } = render(<TopBar center="PIDZ" />);

    const staticBar = declared(frame.querySelector('header') as Element, TOP_BAR_PROPERTIES);
    expect(staticBar['grid-template-columns']).toBe('minmax(0, 1fr) auto minmax(0, 1fr)');
    expect(declared(container.querySelector('header') as Element, TOP_BAR_PROPERTIES)).toEqual(
      staticBar,
    );
    frame.remove();
    style.remove();
  });
});
