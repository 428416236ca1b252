import { VisuallyHidden } from 'react-aria-components';
import {
  arrowLeftIcon,
  bellIcon,
  externalLinkIcon,
  Icon,
  lockIcon,
  logOutIcon,
  Menu,
  MenuItem,
  settingsIcon,
  userIcon,
  type MenuKey,
} from '@pidz/ui';
import { paths } from '../paths';
import { MAIN_SITE_URL, OLD_SITE_URL } from '../config';
import { ERROR_TOAST_TITLE } from '../lib/platform/errors';
import { useNavigateExternally } from '../lib/platform/externalNavigation';
import { LoadedMenuTrigger } from '../lib/screen/LoadedMenuTrigger';
import type { OnDemandMenuStart } from '../lib/screen/OnDemandMenu';
import { useCurrentUser } from '../entities/currentUser';
import { useFeatureFlag } from '../lib/platform/featureFlags';
import { clearImpersonation } from '../lib/platform/impersonation';
import { logOut } from '../lib/platform/logOut';
import { showToast } from '../lib/platform/toasts';
import { shellMessages } from './messages';
import { ProfileMenuLabel } from './ProfileMenuLabel';

const texts = shellMessages.profileMenu;

/** The preferences screen (the profile feature's). */
const PREFERENCES_PATH = paths.profile.preferences();
/** The address on the older site that the profile menu links to. */
export const CHANGE_PASSWORD_URL = `${OLD_SITE_URL}/settings/password`;

/**
 * The profile menu in the top bar (its chunk loads on intent: ProfileMenu), opened by (and named
 * after) a button with the user's profile picture (or initials) and display name: Profiel (or
 * Instellingen when ffe-preferences is on), Voorkeuren (/settings/preferences), Wachtwoord wijzigen (not for admins or an
 * impersonating admin), Uitloggen, and 'Terug naar admin' while an admin impersonates.
 */
export function ProfileMenuWithItems(start: OnDemandMenuStart) {
  const user = useCurrentUser();
  const hasPreferences = useFeatureFlag('ffe-preferences');
  const navigateExternally = useNavigateExternally();
  const mayChangePassword = user.user_type !== 'admin' && !user.isImpersonated;
  const profileLabel = hasPreferences ? texts.settings : texts.profile;

  const onAction = async (key: MenuKey) => {
    if (key === 'back-to-admin') {
      clearImpersonation();
      navigateExternally(MAIN_SITE_URL);
    } else if (key === 'log-out') {
      try {
        // The session gate then forgets every cached answer and goes to the login page.
        await logOut();
      } catch {
        showToast({ type: 'error', title: ERROR_TOAST_TITLE, message: texts.logOutFailed });
      }
    }
  };

  return (
    <LoadedMenuTrigger start={start} label={<ProfileMenuLabel />}>
      <Menu placement="bottom end" onAction={(key) => void onAction(key)}>
        <MenuItem id="profile" href={paths.profile.overview()} textValue={profileLabel}>
          <Icon icon={hasPreferences ? settingsIcon : userIcon} />
          {profileLabel}
        </MenuItem>
        <MenuItem id="preferences" href={PREFERENCES_PATH} textValue={texts.preferences}>
          <Icon icon={bellIcon} />
          {texts.preferences}
        </MenuItem>
        {mayChangePassword ? (
          <MenuItem
            id="change-password"
            href={CHANGE_PASSWORD_URL}
            textValue={texts.changePassword}
          >
            <Icon icon={lockIcon} />
            {texts.changePassword}
            {/* It leaves for the older site: marked as the side menu marks its entries there. */}
            <VisuallyHidden> {shellMessages.externalLink}</VisuallyHidden>
            <Icon icon={externalLinkIcon} size="small" />
          </MenuItem>
        ) : null}
        <MenuItem id="log-out" textValue={texts.logOut}>
          <Icon icon={logOutIcon} />
          {texts.logOut}
        </MenuItem>
        {user.isImpersonated ? (
          <MenuItem id="back-to-admin" textValue={texts.backToAdmin}>
            <Icon icon={arrowLeftIcon} />
            {texts.backToAdmin}
          </MenuItem>
        ) : null}
      </Menu>
    </LoadedMenuTrigger>
  );
}
