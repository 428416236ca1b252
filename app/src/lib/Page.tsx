import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '@pidz/ui';
import { PRODUCT_NAME } from '../config';

/** The document title for a page: '<page> | PIDZ'. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${PRODUCT_NAME}`;
}

export interface PageProps {
  /** Dutch page title: the page's h1 and the start of the document title. */
  title: string;
  /** The page body. */
  children?: ReactNode;
}

const PageBody = styled.div`
  display: grid;
  gap: var(--pidz-space-lg);
  align-content: start;
`;

/**
 * One screen: sets the document title (React hoists the `<title>` into the head) and shows the
 * title as the page's only h1.
 */
export function Page({ title, children }: PageProps) {
  return (
    <PageBody>
      <title>{documentTitle(title)}</title>
      <Heading level={1}>{title}</Heading>
      {children}
    </PageBody>
  );
}
