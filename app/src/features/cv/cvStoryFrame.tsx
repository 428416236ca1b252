import type { Decorator } from '@storybook/react-vite';
import { Route } from 'wouter';
import { AppToaster } from '../../shell/AppToaster';

/**
 * Storybook decorator for CV screens (use inside `withApp`): mounts the story on the nested `/cv`
 * route, as the app does, and shows the app's toasts, so stories can assert them by role and text.
 */
export const withCvRoute: Decorator = (Story) => (
  <>
    <Route path="/cv" nest>
      <Story />
    </Route>
    <AppToaster />
  </>
);
