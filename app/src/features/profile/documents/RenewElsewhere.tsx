import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { externalLinkIcon, Icon } from '@pidz/ui';
import { SUPPORT_URL } from '../../../config';
import { documentMessages } from '../messages';

const Note = styled.p`
  margin: 0;
`;

/**
 * How to renew a document that the user cannot upload here (the insurance documents, which are
 * read-only for freelancers on the overview, spec section 6): through Support, on the older site,
 * marked as leaving (docs/decisions/0023). No dead end; a first one is not asked for as a 'new
 * version' (docs/decisions/0030-first-run.md).
 */
export function RenewElsewhere({
  className,
  hasFile = true,
}: {
  className?: string;
  /** Whether the user has a file of this kind: if not, she sends a first one, not a new version. */
  hasFile?: boolean;
}) {
  return (
    <Note className={className}>
      {hasFile ? documentMessages.renewElsewhere : documentMessages.addElsewhere}{' '}
      <a href={SUPPORT_URL}>
        {documentMessages.toSupport}
        <VisuallyHidden elementType="span"> {documentMessages.leaving}</VisuallyHidden>
        <Icon icon={externalLinkIcon} size="small" />
      </a>
    </Note>
  );
}
