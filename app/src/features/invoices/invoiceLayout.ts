import styled from 'styled-components';

/** The buttons of an invoice's detail, in a row that wraps. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--pidz-space-sm);
`;
