import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { externalLinkIcon, Icon } from '@pidz/ui';
import { libMessages } from '../words/messages';

/**
 * A link to a page of the older site: its label, '(opent de andere omgeving)' for assistive
 * technology and the external-link icon (docs/decisions/0023).
 */
export function ElsewhereLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href}>
      {children}
      <VisuallyHidden> {libMessages.leaving}</VisuallyHidden>
      <Icon icon={externalLinkIcon} size="small" />
    </a>
  );
}
