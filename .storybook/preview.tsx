import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle } from '@pidz/ui';
import { resetStoryBackend, startStorybookWorker } from '@pidz/mocks/storybook';

const preview: Preview = {
  // Every story gets a fresh mocked back end from parameters.scenario / parameters.mockOptions.
  loaders: [
    mswLoader(startStorybookWorker),
    ({ parameters }) => {
      resetStoryBackend(parameters);
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <>
        <GlobalStyle />
        <Story />
      </>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
