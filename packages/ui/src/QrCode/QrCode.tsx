import { useMemo } from 'react';
import styled from 'styled-components';
import { encode } from 'uqr';

export interface QrCodeProps {
  /** What the code holds, e.g. an `otpauth://` address. */
  value: string;
  /** What the picture is, for a screen reader (the code itself is not readable aloud). */
  label: string;
  /** Width and height in px. Default 200. */
  size?: number;
}

const Svg = styled.svg`
  display: block;
  background: var(--pidz-color-white);
`;

/** The dark modules of the code as one SVG path, a square per module (quiet zone included). */
function modulesPath(value: string): { path: string; modules: number } {
  const { data, size } = encode(value, { border: 2, ecc: 'M' });
  const squares: string[] = [];
  data.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) squares.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { path: squares.join(''), modules: size };
}

/**
 * A QR code as inline SVG (no canvas, no data address, no inline style: the portal's
 * Content-Security-Policy allows it as it is), black on white, with its label as the image's name.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, modules } = useMemo(() => modulesPath(value), [value]);
  return (
    <Svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </Svg>
  );
}
