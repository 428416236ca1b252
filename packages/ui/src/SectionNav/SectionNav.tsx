import { Link } from 'react-aria-components';
import styled from 'styled-components';
import { narrowScreenQuery } from '../tokens';

export interface SectionNavItem {
  /** Where the entry leads (inside an app-level `RouterProvider` it navigates client-side). */
  href: string;
  /** The entry's text, e.g. 'Tarieven'. */
  label: string;
  /** Whether the user is in this section now (marked, and `aria-current="page"`). */
  isCurrent: boolean;
}

export interface SectionNavProps {
  /** The navigation landmark's name, e.g. 'Instellingen'. */
  'aria-label': string;
  /** The sections, in order. */
  items: readonly SectionNavItem[];
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--pidz-space-md);
  margin: 0;
  padding: 0;
  border-bottom: 1px solid var(--pidz-color-grey-200);
  list-style: none;

  @media ${narrowScreenQuery} {
    display: grid;
    gap: 0;
    border: 1px solid var(--pidz-color-grey-200);
    border-radius: var(--pidz-radius-md);
    background: var(--pidz-color-white);
  }
`;

const Entry = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  margin-bottom: -1px;
  padding: 0 var(--pidz-space-xs);
  border-bottom: 3px solid transparent;
  color: var(--pidz-color-grey-600);
  font-weight: 600;
  text-decoration: none;

  &[data-hovered] {
    color: var(--pidz-color-blue-dark);
  }
  &[aria-current='page'] {
    border-bottom-color: var(--pidz-color-blue);
    color: var(--pidz-color-blue);
  }

  @media ${narrowScreenQuery} {
    margin: 0;
    padding: 0 var(--pidz-space-md);
    border-bottom: none;
    border-left: 4px solid transparent;

    li + li > & {
      border-top: 1px solid var(--pidz-color-grey-200);
    }
    &[aria-current='page'] {
      border-left-color: var(--pidz-color-blue);
      background: var(--pidz-color-blue-light);
      color: var(--pidz-color-blue-dark);
    }
  }
`;

/**
 * The navigation between the pages of one section (the settings): a row of tab-like links on a wide
 * screen, a list on a phone; the current one marked and `aria-current="page"`. Links, not ARIA tabs:
 * each entry is a page of its own, reached by Tab and opened by Enter.
 */
export function SectionNav({ 'aria-label': label, items }: SectionNavProps) {
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item) => (
          <li key={item.href}>
            <Entry href={item.href} aria-current={item.isCurrent ? 'page' : undefined}>
              {item.label}
            </Entry>
          </li>
        ))}
      </List>
    </nav>
  );
}
