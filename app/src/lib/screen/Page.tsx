import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '@pidz/ui';
import { PRODUCT_NAME } from '../../config';
import { useLastDataShown } from './lastData';
import { onDemandChunk } from './onDemandChunk';
import { usePageArrival } from './pageArrival';

/** The document title for a page: '<page> | PIDZ'. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${PRODUCT_NAME}`;
}

export interface PageProps {
  /** Dutch page title: the page's h1 and the start of the document title. */
  title: string;
  /** The page's main action beside its title, e.g. a LinkButton 'Niet beschikbaar toevoegen'. */
  action?: ReactNode;
  /** The page body. */
  children?: ReactNode;
}

/* One column no wider than the page: a wide part (a week of seven days) scrolls within itself
   instead of widening the page beyond a phone's screen. */
const PageBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--pidz-space-lg);
  align-content: start;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pidz-space-sm) var(--pidz-space-md);
`;

/** 'Geen verbinding': only shown offline, so a chunk of its own. */
const lastDataNoticeChunk = onDemandChunk(() => import('./LastDataNotice'));

/** The notice while the screen's reads show their last data (none if its chunk cannot load). */
function LastDataNotice() {
  const shown = useLastDataShown();
  const Notice = lastDataNoticeChunk.useModule(
    shown !== undefined,
    () => undefined,
  )?.LastDataNotice;
  return shown && Notice ? <Notice {...shown} /> : null;
}

/**
 * One screen: sets the document title (React hoists the `<title>` into the head) and shows the
 * title as the page's only h1, with the page's main action beside it when it has one, and below
 * it 'Geen verbinding' while the screen shows its last data (LastDataNotice). Reached by
 * a move from another page, it starts at its top (back or forward: where the user left it) with
 * the focus on its heading (lib/pageArrival.ts).
 */
export function Page({ title, action, children }: PageProps) {
  const headingRef = usePageArrival<HTMLHeadingElement>();
  const heading = (
    <Heading ref={headingRef} tabIndex={-1} level={1}>
      {title}
    </Heading>
  );
  return (
    <PageBody>
      <title>{documentTitle(title)}</title>
      {action ? (
        <TitleRow>
          {heading}
          {action}
        </TitleRow>
      ) : (
        heading
      )}
      <LastDataNotice />
      {children}
    </PageBody>
  );
}
