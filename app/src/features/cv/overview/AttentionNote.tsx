import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, LinkButton, statusIcons } from '@pidz/ui';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pidz-space-xs) var(--pidz-space-sm);
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-left: 4px solid var(--pidz-color-orange);
  border-radius: var(--pidz-radius-sm);
  background: var(--pidz-color-orange-light);
`;

const Text = styled.p`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  margin: 0;
  color: var(--pidz-color-orange);
`;

export interface AttentionNoteProps {
  /** Why the section needs attention. */
  children: ReactNode;
  /** The action that resolves it, when the section's own controls do not (e.g. 'Functies'). */
  action?: { href: string; label: string };
}

/** The orange 'Dit onderdeel vraagt je aandacht' line at the top of a section, with its action. */
export function AttentionNote({ children, action }: AttentionNoteProps) {
  return (
    <Note>
      <Text>
        <Icon icon={statusIcons.warning.icon} size="small" />
        {children}
      </Text>
      {action && (
        <LinkButton href={action.href} variant="link">
          {action.label}
        </LinkButton>
      )}
    </Note>
  );
}
