import { useEffect } from 'react';
import styled from 'styled-components';
import { Heading } from '@pidz/ui';
import { checkHealth, HEALTH_RECHECK_INTERVAL_MS } from '../lib/maintenance';
import { documentTitle } from '../lib/Page';
import { CenteredPage } from './CenteredPage';
import { shellMessages } from './messages';

const Text = styled.p`
  margin: 0;
`;

/**
 * Replaces the whole app while the back end is in maintenance, and asks `/health` again every
 * 60 s; the app returns by itself when the status is no longer MAINTENANCE.
 */
export function MaintenancePage() {
  useEffect(() => {
    const timer = window.setInterval(() => void checkHealth(), HEALTH_RECHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
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
