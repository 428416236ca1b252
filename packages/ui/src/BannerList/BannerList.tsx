import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, statusIcons, type StatusType } from '../Icon';
import { statusSurfaceStyles } from '../styles/statusSurface';
import { visibleBanners } from './visibleBanners';

/** A banner: type info, warning, error or success, with a title and a text. */
export interface BannerMessage {
  type: StatusType;
  title: string;
  text: string;
  /** Stable key when titles can repeat. Default the title. */
  id?: string;
  /** What resolves it, under the text: a link or a button. Default none. */
  action?: ReactNode;
}

export interface BannerListProps {
  /** Banners in priority order; only the first 3 are shown. */
  banners: readonly BannerMessage[];
  /** Accessible name of the list. Default none. */
  'aria-label'?: string;
}

const List = styled.ul`
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
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Text = styled.p`
  margin: 0;
`;

const Action = styled.div`
  margin-top: var(--pidz-space-sm);
`;

/** A list of banners (notices about the account or profile); shows at most 3. Renders nothing when empty. */
export function BannerList({ banners, 'aria-label': ariaLabel }: BannerListProps) {
  if (banners.length === 0) return null;
  return (
    <List aria-label={ariaLabel}>
      {visibleBanners(banners).map((banner) => {
        const look = statusIcons[banner.type];
        return (
          <Banner key={banner.id ?? banner.title} data-type={banner.type}>
            <Icon icon={look.icon} color={look.color} />
            <div>
              <Title>{banner.title}</Title>
              <Text>{banner.text}</Text>
              {banner.action ? <Action>{banner.action}</Action> : null}
            </div>
          </Banner>
        );
      })}
    </List>
  );
}
