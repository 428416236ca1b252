import { useCallback, useDeferredValue, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { Button, Icon, menuIcon, TopBar } from '@pidz/ui';
import { PRODUCT_NAME } from '../config';
import { markFirstScreenShown } from '../lib/platform/firstScreen';
import { useAreBannersKnown, useOpenTasks } from '../entities/freelancerBanners';
import { paths } from '../paths';
import { useAreExpiryFactsKnown } from './expiryFacts';
import { AppToaster } from './AppToaster';
import { Footer } from './Footer';
import { FRAME_BODY_CSS, FRAME_CSS, PRODUCT_NAME_CSS } from './frameCss';
import { GlobalBanners } from './GlobalBanners';
import { LeaveConfirmation } from './LeaveConfirmation';
import { shellMessages } from './messages';
import { ProfileMenu } from './ProfileMenu';
import { isSettingsPath, SettingsNav } from './SettingsNav';
import { Sidebar } from './Sidebar';
import { useReplaceStaticFrame } from './replaceStaticFrame';
import { useFocusKeeper } from './useFocusKeeper';
import { useSideMenu } from './useSideMenu';

/** Id of the main content, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
const SIDE_MENU_ID = 'side-menu';
const mainContent = () => document.getElementById(MAIN_CONTENT_ID);
const MENU_BUTTON_ID = 'side-menu-button';

const SkipLink = styled.a`
  position: absolute;
  top: var(--pidz-space-sm);
  left: var(--pidz-space-sm);
  z-index: 1100;
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-blue);
  color: var(--pidz-color-white);
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Frame = styled.div`
  ${FRAME_CSS}
`;

const Body = styled.div`
  ${FRAME_BODY_CSS}
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--pidz-space-md);
  min-width: 0;
  padding: var(--pidz-space-lg) var(--pidz-space-lg) 0;
`;

/*
 * At least a screen high, so that the footer starts below the fold: a screen that fills in (its
 * loading state, then its content) never moves the footer in view (no layout shift).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  outline: none;
`;

/*
 * Behind the side menu while it lies over the page (narrow screens): dims the page and takes the
 * tap outside the menu, which closes it (so that tap reaches nothing below). Under the top bar, so
 * the menu button stays in reach. Not for assistive technology: Escape closes the menu too.
 */
const Backdrop = styled.div`
  position: fixed;
  inset: 3.5rem 0 0;
  z-index: 99;
  background: rgb(0 0 0 / 30%);
`;

/* The account's notices: a landmark of their own (every part of the page is in one), not shown
   while there are none, so that the column's gap stays as it was. */
const Notices = styled.aside`
  &:empty {
    display: none;
  }
`;

const ProductName = styled.span`
  ${PRODUCT_NAME_CSS}
`;

export interface LayoutProps {
  /** The current screen. */
  children: ReactNode;
}

/**
 * The frame around every screen: skip link, top bar (menu button, product name, profile menu),
 * side menu (over the page on a narrow screen, with a backdrop that closes it), global banners, the settings' navigation on a settings page, the main content, the
 * footer, the toasts and the question before a link leaves unsaved changes. It keeps the focus on
 * the page when an action removes or disables the focused control (useFocusKeeper). It replaces
 * index.html's static frame, whose boxes it shares. The
 * banners load beside the screen: what lies below them shows once they have answered (or failed),
 * so that they never push the page down (no layout shift).
 */
export function Layout({ children }: LayoutProps) {
  useReplaceStaticFrame();
  const focusMenuButton = useCallback(() => document.getElementById(MENU_BUTTON_ID)?.focus(), []);
  const sideMenu = useSideMenu(focusMenuButton);
  useFocusKeeper(mainContent);
  const [location] = useLocation();
  const areBannerReadsKnown = useAreBannersKnown();
  const openTasks = useOpenTasks();
  const areExpiryFactsKnown = useAreExpiryFactsKnown(
    location === paths.dashboard.overview(),
    openTasks ?? [],
  );
  // Deferred: the answer that makes them known renders the frame's banners and the screen below
  // them in a transition, in slices, not in one long task in the answer's callback (a read's
  // news renders at once otherwise: React renders a store's changes synchronously).
  const areBannersKnown = useDeferredValue(areBannerReadsKnown && areExpiryFactsKnown);
  useEffect(() => {
    if (areBannersKnown) markFirstScreenShown();
  }, [areBannersKnown]);
  return (
    <Frame>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{shellMessages.skipToContent}</SkipLink>
      <TopBar
        left={
          <Button
            id={MENU_BUTTON_ID}
            variant="link"
            aria-label={shellMessages.menuButton}
            aria-expanded={sideMenu.isOpen}
            aria-controls={SIDE_MENU_ID}
            onPress={sideMenu.toggle}
          >
            <Icon icon={menuIcon} />
          </Button>
        }
        center={<ProductName>{PRODUCT_NAME}</ProductName>}
        right={<ProfileMenu />}
      />
      <Body>
        {sideMenu.isOpen && !sideMenu.isWide ? (
          // A pointer's way out; a keyboard's is Escape (useSideMenu), so no key handler here.
          <Backdrop role="presentation" data-part="side-menu-backdrop" onClick={sideMenu.dismiss} />
        ) : null}
        <Sidebar
          id={SIDE_MENU_ID}
          isOpen={sideMenu.isOpen}
          isOverlay={!sideMenu.isWide}
          onNavigate={sideMenu.closeAfterNavigation}
        />
        {/* Behind the menu over the page (a narrow screen) the page is out of reach: no Tab,
            no screen reader, no tap (the backdrop takes those). */}
        <Column inert={sideMenu.isOpen && !sideMenu.isWide}>
          {/* With the page below them, once the items they name are known: a banner whose text
              changed to name its item would move what lies beside it. */}
          {areBannersKnown ? (
            <Notices aria-label={shellMessages.bannersLabel}>
              <GlobalBanners />
            </Notices>
          ) : null}
          {areBannersKnown && isSettingsPath(location) ? <SettingsNav path={location} /> : null}
          {/* Busy until the screen is there: its render, in slices, can take a moment. */}
          <Main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={!areBannersKnown || undefined}>
            {areBannersKnown ? children : null}
          </Main>
          {areBannersKnown ? <Footer /> : null}
        </Column>
      </Body>
      <AppToaster />
      <LeaveConfirmation />
    </Frame>
  );
}
