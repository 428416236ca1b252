import styled from 'styled-components';
import { LinkButton } from '@pidz/ui';
import { paths } from '../../paths';
import { ratesMessages as messages } from './messages';

const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--pidz-space-xs);

  p {
    margin: 0;
  }
`;

/**
 * In place of 'Afwijkend tarief toevoegen' while no organisation has a linked department to
 * choose: why a deviating rate cannot be added yet, and where the organisations are linked.
 */
export function NoDepartmentNotice() {
  return (
    <Notice>
      <p>{messages.noDepartment}</p>
      {/* The linked organisations' list, where a blocked one is linked again (the travel time's). */}
      <LinkButton href={paths.travelTime.clients()} variant="link">
        {messages.whereToLink}
      </LinkButton>
    </Notice>
  );
}
