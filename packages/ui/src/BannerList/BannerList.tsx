import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { closeIcon, Icon, statusIcons, type StatusType } from '../Icon';
import { focusRing } from '../styles/focusRing';
import { statusSurfaceStyles } from '../styles/statusSurface';
import { narrowScreenQuery } from '../tokens/tokens';
import { visibleBanners } from './visibleBanners';

/** Label of the button that unfolds a banner's text on a phone. */
export const BANNER_MORE_LABEL = 'Meer';
/** Accessible name of a closable banner's close button. */
export const BANNER_CLOSE_LABEL = 'Sluiten';

/** A banner: type info, warning, error or success, with a title and a text. */
export interface BannerMessage {
  type: StatusType;
  title: string;
  text: string;
  /** Stable key when titles can repeat. Default the title. */
  id?: string;
  /** What resolves it, under the text: a link or a button. Default none. */
  action?: ReactNode;
  /** Makes the banner closable: called on its 'Sluiten' button. Default not closable. */
  onDismiss?: () => void;
}

export interface BannerListProps {
  /** Banners in priority order; only the first 3 are shown. */
  banners: readonly BannerMessage[];
  /** Accessible name of the list. Default none. */
  'aria-label'?: string;
}

const List = styled.ul`
  &:focus {
    outline: none;
  }
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Banner = styled.li`
  display: flex;
  align-items: flex-start;
  gap: var(--pidz-space-sm);
  ${statusSurfaceStyles}
  @media ${narrowScreenQuery} {
    padding-block: var(--pidz-space-xs);
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

/** Text and action: on a phone folded away until 'Meer' unfolds them. */
const Body = styled.div`
  @media ${narrowScreenQuery} {
    &[data-folded] {
      display: none;
    }
  }
`;

const Text = styled.p`
  margin: 0;
`;

const Action = styled.div`
  margin-top: var(--pidz-space-sm);
`;

const Controls = styled.div`
  display: flex;
  gap: var(--pidz-space-xs);
  flex-shrink: 0;
`;

const ControlButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
  padding: 0 var(--pidz-space-xs);
  border: none;
  border-radius: var(--pidz-radius-sm);
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &[data-hovered] {
    background: var(--pidz-color-grey-100);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

/** 'Meer' shows only on a phone, where the banner is folded to its title. */
const MoreButton = styled(ControlButton)`
  @media not ${narrowScreenQuery} {
    display: none;
  }
`;

/**
 * After a banner closed, the focus goes to the list (the banners that remain) or, when none
 * remains, to the page's main content: never to the body.
 */
function focusAfterClose(list: RefObject<HTMLUListElement | null>) {
  requestAnimationFrame(() => {
    const target = list.current?.isConnected ? list.current : document.querySelector('main');
    target?.focus();
  });
}

function BannerItem({ banner, onClose }: { banner: BannerMessage; onClose: () => void }) {
  const [isUnfolded, setUnfolded] = useState(false);
  const look = statusIcons[banner.type];
  const bodyId = useId();
  return (
    <Banner data-type={banner.type}>
      <Icon icon={look.icon} color={look.color} />
      <Content>
        <Title>{banner.title}</Title>
        <Body id={bodyId} data-folded={isUnfolded ? undefined : ''}>
          <Text>{banner.text}</Text>
          {banner.action ? <Action>{banner.action}</Action> : null}
        </Body>
      </Content>
      <Controls>
        <MoreButton
          // Named after its banner: a phone's list holds one 'Meer' per banner, and the page
          // may have a 'Meer' of its own (the agenda's menu).
          aria-label={`${BANNER_MORE_LABEL} over ${banner.title}`}
          aria-expanded={isUnfolded}
          aria-controls={bodyId}
          onPress={() => setUnfolded(!isUnfolded)}
        >
          {BANNER_MORE_LABEL}
        </MoreButton>
        {banner.onDismiss ? (
          <ControlButton aria-label={BANNER_CLOSE_LABEL} onPress={onClose}>
            <Icon icon={closeIcon} size="small" />
          </ControlButton>
        ) : null}
      </Controls>
    </Banner>
  );
}

/**
 * A list of banners (notices about the account or profile); shows at most 3. Renders nothing when
 * empty. On a phone each banner is folded to its title, with 'Meer' to unfold its text and action,
 * so the banners take at most about a third of the first screen. A banner with `onDismiss` can be
 * closed.
 */
export function BannerList({ banners, 'aria-label': ariaLabel }: BannerListProps) {
  const list = useRef<HTMLUListElement>(null);
  if (banners.length === 0) return null;
  return (
    <List ref={list} aria-label={ariaLabel} tabIndex={-1}>
      {visibleBanners(banners).map((banner) => (
        <BannerItem
          key={banner.id ?? banner.title}
          banner={banner}
          onClose={() => {
            banner.onDismiss?.();
            focusAfterClose(list);
          }}
        />
      ))}
    </List>
  );
}
