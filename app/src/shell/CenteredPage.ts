import styled from 'styled-components';

/** A whole-screen page with its content centred, for the states that replace the app (maintenance, sign-in). */
export const CenteredPage = styled.main`
  display: grid;
  place-content: center;
  gap: var(--pidz-space-md);
  min-height: 100vh;
  padding: var(--pidz-space-xl);
  text-align: center;
`;
