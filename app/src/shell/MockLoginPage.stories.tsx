import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';

/**
 * The mocked back end's login page (mocks/pages/loginPage.ts, `/mock/login`): the stand-in for the
 * external login page that a mock build signs in on. It is plain HTML served by the mock, not a
 * React screen, so each story asks the story's mock worker for the page in one state (a GET, or the
 * form post that leads there) and shows its markup and style; axe checks each state.
 */

interface MockPageProps {
  /** The page's markup, as the mocked back end answered it. */
  markup: string;
}

/**
 * The body and style of a page of the mocked back end, moved in as parsed nodes (never as a markup
 * string); the page itself is built with the mock's escaping `html` template (mocks/pages/html.ts).
 */
function MockPage({ markup }: MockPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const page = new DOMParser().parseFromString(markup, 'text/html');
    ref.current?.replaceChildren(...page.head.querySelectorAll('style'), ...page.body.childNodes);
  }, [markup]);
  return <div ref={ref} />;
}

/** Asks the story's mock worker for a page: a GET, or a form post with `form`'s fields. */
function loadPage(path: string, form?: Record<string, string>) {
  return async () => {
    const init = form ? { method: 'POST', body: new URLSearchParams(form) } : undefined;
    return { markup: await (await fetch(path, init)).text() };
  };
}

const meta = {
  title: 'Screens/Shell/MockLoginPage',
  component: MockPage,
  args: { markup: '' },
  render: (_args, { loaded }) => <MockPage markup={String(loaded.markup)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  tags: ['visual'],
  loaders: [loadPage(`/mock/login?returnTo=${encodeURIComponent('http://localhost:6006/cv')}`)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mailadres')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      `/mock/login/forgot?returnTo=${encodeURIComponent('http://localhost:6006/cv')}`,
    );
  },
};

export const WrongPassword: Story = {
  tags: ['visual'],
  loaders: [
    loadPage('/mock/login', {
      step: 'password',
      email: 'test-fout-wachtwoord@pidz.nl',
      password: 'Test1234!',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Onjuist e-mailadres of wachtwoord.');
    await expect(canvas.getByLabelText('Wachtwoord')).toHaveAccessibleDescription(
      'Onjuist e-mailadres of wachtwoord.',
    );
    await expect(canvas.getByLabelText('Wachtwoord')).toBeInvalid();
    await expect(canvas.getByLabelText('E-mailadres')).toHaveValue('test-fout-wachtwoord@pidz.nl');
  },
};

export const PasswordMissing: Story = {
  loaders: [loadPage('/mock/login', { step: 'password', email: 'test@pidz.nl', password: '' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vul je wachtwoord in.');
  },
};

export const NewPasswordRequired: Story = {
  loaders: [
    loadPage('/mock/login', {
      step: 'password',
      email: 'test-verlopen-wachtwoord@pidz.nl',
      password: 'Test1234!',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord' })).toBeVisible();
    await expect(canvas.getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(
      /Minstens 8 tekens/,
    );
  },
};

export const AuthenticatorCode: Story = {
  tags: ['visual'],
  loaders: [
    loadPage('/mock/login', {
      step: 'password',
      email: 'jeroen.bakker@pidz.nl',
      password: 'Welkom01!',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verificatiecode' })).toBeVisible();
    const code = canvas.getByLabelText('Code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const ForgotPassword: Story = {
  loaders: [loadPage('/mock/login/forgot')],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verstuur' })).toBeVisible();
  },
};

export const ResetRequested: Story = {
  loaders: [loadPage('/mock/login/forgot', { email: 'niemand@example.nl' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Als dit e-mailadres bij ons bekend is',
    );
  },
};
