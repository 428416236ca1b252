import type { ReactNode } from 'react';
import { LinkButton } from '@pidz/ui';
import { libMessages } from '../lib/words/messages';
import { Page } from '../lib/screen/Page';
import { useCurrentUser } from './currentUser';
import { isAgencyWorker } from '../lib/platform/session';

/** The page a user sees where their role may not come: 'Geen toegang', with a link home. */
export function NoAccessPage() {
  return (
    <Page title={libMessages.noAccessTitle}>
      <div>
        <p>{libMessages.noAccessText}</p>
        <LinkButton href="/" variant="link">
          {libMessages.backHome}
        </LinkButton>
      </div>
    </Page>
  );
}

export interface NotForAgencyWorkersProps {
  /** The screen, shown to everyone but agency workers. */
  children: ReactNode;
}

/** Shows its screen, or {@link NoAccessPage} to an agency worker (spec section 6). */
export function NotForAgencyWorkers({ children }: NotForAgencyWorkersProps) {
  return isAgencyWorker(useCurrentUser()) ? <NoAccessPage /> : children;
}
