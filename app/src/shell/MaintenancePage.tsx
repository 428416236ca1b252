import styled from 'styled-components';
import { Heading } from '@pidz/ui';
import { documentTitle } from '../lib/screen/Page';
import { CenteredPage } from './CenteredPage';
import { shellMessages } from './messages';
import { useReplaceStaticFrame } from './replaceStaticFrame';

const Text = styled.p`
  margin: 0;
`;

/**
 * Replaces the whole app while the back end is in maintenance (the start-up, boot/runBoot.ts, checks `/health`
 * again every 60 s; the app returns by itself when the status is no longer MAINTENANCE).
 */
export function MaintenancePage() {
  useReplaceStaticFrame();
  return (
    <CenteredPage>
      <title>{documentTitle(shellMessages.maintenanceTitle)}</title>
      <Heading level={1} size="xl">
        {shellMessages.maintenanceTitle}
      </Heading>
      <Text>{shellMessages.maintenanceText}</Text>
      <Text>{shellMessages.maintenanceRecheck}</Text>
    </CenteredPage>
  );
}
