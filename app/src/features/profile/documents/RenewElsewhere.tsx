import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { externalLinkIcon, Icon } from '@pidz/ui';
import { OLD_SITE_URL } from '../../../config';
import { documentMessages } from '../messages';

/** Where a document the user may not upload here is sent instead: Support, on the older site. */
const SUPPORT_URL = `${OLD_SITE_URL}/support`;

const Note = styled.p`
  margin: 0;
`;

/**
 * How to renew a document that the user cannot upload here (the insurance documents, which are
 * read-only for freelancers on the overview, spec section 6): through Support, on the older site,
 * marked as leaving (docs/decisions/0023). No dead end.
 */
export function RenewElsewhere({ className }: { className?: string }) {
  return (
    <Note className={className}>
      {documentMessages.renewElsewhere}{' '}
      <a href={SUPPORT_URL}>
        {documentMessages.toSupport}
        <VisuallyHidden> {documentMessages.leaving}</VisuallyHidden>
        <Icon icon={externalLinkIcon} size="small" />
      </a>
    </Note>
  );
}
