import { useQueryClient } from '@tanstack/react-query';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { Icon } from '@pidz/ui';
import { LOGIN_URL, MAIN_SITE_URL, OLD_SITE_URL } from '../config';
import { ERROR_TOAST_TITLE } from '../lib/errors';
import { useNavigateExternally } from '../lib/externalNavigation';
import { useCurrentUser } from '../lib/currentUser';
import { useFeatureFlag } from '../lib/featureFlags';
import { clearImpersonation } from '../lib/impersonation';
import { displayName, logOut } from '../lib/session';
import { showToast } from '../lib/toasts';
import { shellMessages } from './messages';

const texts = shellMessages.profileMenu;

/** Addresses on the older site that the profile menu links to. */
export const PREFERENCES_URL = `${OLD_SITE_URL}/settings/preferences`;
export const CHANGE_PASSWORD_URL = `${OLD_SITE_URL}/settings/password`;

const Trigger = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  min-height: 2.5rem;
  padding: 0 var(--pidz-space-sm);
  border: none;
  border-radius: var(--pidz-radius-md);
  background: transparent;
  color: var(--pidz-color-black);
  font: inherit;
  cursor: pointer;

  &[data-hovered],
  &[data-pressed] {
    background: var(--pidz-color-grey-100);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: 2px;
  }
`;

const MenuPopover = styled(Popover)`
  min-width: 14rem;
  padding: var(--pidz-space-xs);
  border: 1px solid var(--pidz-color-grey-200);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-white);
  box-shadow: 0 4px 12px rgb(0 0 0 / 15%);
`;

const Item = styled(MenuItem)`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  padding: var(--pidz-space-sm);
  border-radius: var(--pidz-radius-sm);
  color: var(--pidz-color-black);
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: var(--pidz-color-blue-light);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--pidz-color-focus);
    outline-offset: -2px;
  }
`;

/**
 * The profile menu in the top bar, opened by (and named after) a button with the user's display
 * name: Profiel (or
 * Instellingen when ffe-preferences is on), Voorkeuren, Wachtwoord wijzigen (not for admins or an
 * impersonating admin), Uitloggen, and 'Terug naar admin' while an admin impersonates.
 */
export function ProfileMenu() {
  const user = useCurrentUser();
  const hasPreferences = useFeatureFlag('ffe-preferences');
  const queryClient = useQueryClient();
  const navigateExternally = useNavigateExternally();
  const mayChangePassword = user.user_type !== 'admin' && !user.isImpersonated;
  const profileLabel = hasPreferences ? texts.settings : texts.profile;

  const onAction = async (key: Key) => {
    if (key === 'back-to-admin') {
      clearImpersonation();
      navigateExternally(MAIN_SITE_URL);
    } else if (key === 'log-out') {
      try {
        await logOut();
        queryClient.clear();
        navigateExternally(LOGIN_URL);
      } catch {
        showToast({ type: 'error', title: ERROR_TOAST_TITLE, message: texts.logOutFailed });
      }
    }
  };

  return (
    <MenuTrigger>
      <Trigger>
        <Icon name="user-circle" />
        {displayName(user)}
        <Icon name="chevron-down" size="small" />
      </Trigger>
      <MenuPopover placement="bottom end">
        <Menu onAction={(key) => void onAction(key)}>
          <Item id="profile" href="/settings/profile" textValue={profileLabel}>
            <Icon name={hasPreferences ? 'settings' : 'user'} />
            {profileLabel}
          </Item>
          <Item id="preferences" href={PREFERENCES_URL} textValue={texts.preferences}>
            <Icon name="bell" />
            {texts.preferences}
          </Item>
          {mayChangePassword ? (
            <Item id="change-password" href={CHANGE_PASSWORD_URL} textValue={texts.changePassword}>
              <Icon name="lock" />
              {texts.changePassword}
            </Item>
          ) : null}
          <Item id="log-out" textValue={texts.logOut}>
            <Icon name="log-out" />
            {texts.logOut}
          </Item>
          {user.isImpersonated ? (
            <Item id="back-to-admin" textValue={texts.backToAdmin}>
              <Icon name="arrow-left" />
              {texts.backToAdmin}
            </Item>
          ) : null}
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}
