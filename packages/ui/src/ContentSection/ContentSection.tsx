import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading, type HeadingLevel } from '../Heading';
import { CONTENT_SECTION_COLLAPSED_HEIGHT, isCollapsible } from './collapse';

/** Button texts from the spec. */
export const CONTENT_SECTION_SHOW_ALL = 'Toon alles';
export const CONTENT_SECTION_SHOW_LESS = 'Toon minder';

export interface ContentSectionProps {
  /** Section title; it also names the section. */
  title: string;
  /** The content; collapsed to 720 px when taller. */
  children: ReactNode;
  /** Level of the title heading. Default `2`. */
  headingLevel?: HeadingLevel;
  /** Controls beside the title, e.g. a compact LinkButton 'Taal toevoegen'. Default none. */
  actions?: ReactNode;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pidz-space-sm);
`;

const Clip = styled.div`
  position: relative;

  &[data-collapsed] {
    max-height: ${CONTENT_SECTION_COLLAPSED_HEIGHT}px;
    overflow: hidden;
  }
  &[data-collapsed]::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: 0;
    left: 0;
    height: 4rem;
    background: linear-gradient(transparent, var(--pidz-color-white));
    pointer-events: none;
  }
`;

const Toggle = styled.div`
  display: flex;
  justify-content: center;
`;

/**
 * A titled section on a {@link Card} (a region landmark named by its title) whose content
 * collapses to 720 px when taller, with a 'Toon alles' / 'Toon minder' button. The height is
 * measured with a ResizeObserver, so the button appears and goes as the content changes. Focus
 * moving to something the cut hides shows it all.
 */
export function ContentSection({
  title,
  children,
  headingLevel = 2,
  actions,
}: ContentSectionProps) {
  const titleId = useId();
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [isTall, setIsTall] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const observer = new ResizeObserver(() => {
      setIsTall(isCollapsible(content.getBoundingClientRect().height));
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const heading = (
    <Heading id={titleId} level={headingLevel} size="lg">
      {title}
    </Heading>
  );

  return (
    <Card as="section" aria-labelledby={titleId}>
      {actions ? (
        <Header>
          {heading}
          {actions}
        </Header>
      ) : (
        heading
      )}
      <Clip
        id={contentId}
        data-collapsed={(isTall && !isExpanded) || undefined}
        // Focus on something the cut hides (a keyboard user, a screen bringing back a saved item): show it all.
        onFocus={(event) => {
          const top = contentRef.current?.getBoundingClientRect().top ?? 0;
          const hidden =
            event.target.getBoundingClientRect().bottom - top > CONTENT_SECTION_COLLAPSED_HEIGHT;
          if (isTall && !isExpanded && hidden) setIsExpanded(true);
        }}
      >
        <div ref={contentRef}>{children}</div>
      </Clip>
      {isTall ? (
        <Toggle>
          <Button
            variant="link"
            aria-expanded={isExpanded}
            aria-controls={contentId}
            onPress={() => setIsExpanded((expanded) => !expanded)}
          >
            {isExpanded ? CONTENT_SECTION_SHOW_LESS : CONTENT_SECTION_SHOW_ALL}
          </Button>
        </Toggle>
      ) : null}
    </Card>
  );
}
