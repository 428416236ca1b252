import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: {
    value:
      'otpauth://totp/PIDZ:factor-instellen%40example.nl?secret=PIDZAUTHENTICATORAPPGEHEIMSLEUTL&issuer=PIDZ',
    label: 'QR-code voor je authenticator-app',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An authenticator app's setup address: a picture with its name, square at the given size. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'QR-code voor je authenticator-app' });
    await expect(image).toHaveAttribute('width', '200');
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  },
};

/** Smaller, for a narrow screen. */
export const Small: Story = { args: { size: 140 } };
