import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, statusIcons } from '@pidz/ui';

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  margin: 0;
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-left: 4px solid currentColor;
  border-radius: var(--pidz-radius-sm);
  color: var(--pidz-color-orange);
  background: var(--pidz-color-orange-light);
`;

/** The orange 'Dit onderdeel vraagt je aandacht' line at the top of a section (as the languages section has). */
export function AttentionNote({ children }: { children: ReactNode }) {
  return (
    <Note>
      <Icon name={statusIcons.warning.name} size="small" />
      {children}
    </Note>
  );
}
