import { LinkButton } from '@pidz/ui';
import { libMessages } from '../lib/words/messages';
import { Page } from '../lib/screen/Page';
import { shellMessages } from './messages';

/** Shown for a path no route knows, with a link home. */
export function NotFoundPage() {
  return (
    <Page title={shellMessages.notFoundTitle}>
      <div>
        <p>{shellMessages.notFoundText}</p>
        <LinkButton href="/" variant="link">
          {libMessages.backHome}
        </LinkButton>
      </div>
    </Page>
  );
}
