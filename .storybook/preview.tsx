import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nProvider } from 'react-aria-components';
import { APP_LOCALE, GlobalStyle } from '@pidz/ui';
import { createGlobalStyle } from 'styled-components';
import { configure } from 'storybook/test';
import { resetStoryBackend, startStorybookWorker } from '@pidz/mocks/storybook';

// Play functions wait up to 5 s for what they look for (findBy*, waitFor): screens load lazy chunks
// and answer from the mocked back end, which takes longer than the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * As the app's body (@pidz/ui globalCss): room below the story for the toasts along the bottom
 * edge (--pidz-toast-room), which Storybook's padded layout would otherwise take away, so that a
 * control can be scrolled out from under a toast in a story too (tests/visual/layoutRules.ts).
 */
const ToastRoom = createGlobalStyle`
  /* As specific as Storybook's own '.sb-show-main.sb-main-padded { padding: 1rem }', and more. */
  body.sb-show-main.sb-main-padded {
    padding-bottom: calc(1rem + var(--pidz-toast-room, 0px));
  }
`;

const preview: Preview = {
  // Every story gets a fresh mocked back end from parameters.scenario / parameters.mockOptions.
  loaders: [
    mswLoader(startStorybookWorker),
    ({ parameters }) => {
      resetStoryBackend(parameters);
      return {};
    },
  ],
  // As the app root (AppProviders): the design tokens, and one I18nProvider for every story, so
  // the pickers, dropdowns and comboboxes render in nl-NL whatever the browser's language.
  decorators: [
    (Story) => (
      <I18nProvider locale={APP_LOCALE}>
        <GlobalStyle />
        <ToastRoom />
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
