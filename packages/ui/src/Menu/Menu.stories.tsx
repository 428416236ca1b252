import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chevronDownIcon, Icon, lockIcon, logOutIcon, userCircleIcon, userIcon } from '../Icon';
import { Menu, MenuButton, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

/** The menu is portalled to the document body, outside the story canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const onAction = fn();

/** A menu of actions and links, as the profile menu of the top bar. */
function ProfileLikeMenu({ isLinkDisabled = false }: { isLinkDisabled?: boolean }) {
  return (
    <MenuTrigger>
      <MenuButton>
        <Icon icon={userCircleIcon} />
        Sanne de Vries
        <Icon icon={chevronDownIcon} size="small" />
      </MenuButton>
      <Menu onAction={(key) => onAction(key)} disabledKeys={isLinkDisabled ? ['password'] : []}>
        <MenuItem id="profile" href="/settings/profile" textValue="Profiel">
          <Icon icon={userIcon} />
          Profiel
        </MenuItem>
        <MenuItem id="password" href="/settings/password" textValue="Wachtwoord wijzigen">
          <Icon icon={lockIcon} />
          Wachtwoord wijzigen
        </MenuItem>
        <MenuItem id="log-out" textValue="Uitloggen">
          <Icon icon={logOutIcon} />
          Uitloggen
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'UI/Menu',
  component: Menu,
  render: () => <ProfileLikeMenu />,
  beforeEach: () => onAction.mockClear(),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button that says it opens a menu. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Sanne de Vries' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter opens the menu on its first item; arrow keys move; Enter on an action item fires it. */
export const KeyboardAction: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sanne de Vries' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await expect(menu).toHaveAccessibleName('Sanne de Vries');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Profiel',
      'Wachtwoord wijzigen',
      'Uitloggen',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    // Wraps around to the first item.
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith('log-out');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    // react-aria gives the focus back in an animation frame after the menu has gone.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sanne de Vries' })).toHaveFocus(),
    );
  },
};

/** Escape closes the menu and gives focus back to its trigger. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Sanne de Vries' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    // react-aria gives the focus back in an animation frame after the menu has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onAction).not.toHaveBeenCalled();
  },
};

/** Open (by a click): link items are links with their href, action items are not. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sanne de Vries' }));
    const menu = within(await page(canvasElement).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Profiel' })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
    await expect(menu.getByRole('menuitem', { name: 'Uitloggen' })).not.toHaveAttribute('href');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Uitloggen' }));
    await expect(onAction).toHaveBeenCalledWith('log-out');
  },
};

/** A disabled item is skipped by the arrow keys and cannot be chosen. */
export const DisabledItem: Story = {
  render: () => <ProfileLikeMenu isLinkDisabled />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sanne de Vries' }));
    const menu = within(await page(canvasElement).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Wachtwoord wijzigen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Sections with titles and a separator; each item's own `onAction` fires. */
export const SectionsAndSeparator: Story = {
  render: () => (
    <MenuTrigger>
      <MenuButton>
        Acties
        <Icon icon={chevronDownIcon} size="small" />
      </MenuButton>
      <Menu placement="bottom start">
        <MenuSection title="Dienst">
          <MenuItem id="accept" onAction={() => onAction('accept')}>
            Accepteren
          </MenuItem>
          <MenuItem id="decline" onAction={() => onAction('decline')}>
            Afwijzen
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label="Overig">
          <MenuItem id="report" onAction={() => onAction('report')}>
            Probleem melden
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Acties' }));
    const menu = within(await page(canvasElement).findByRole('menu'));
    const [first, second] = menu.getAllByRole('group');
    await expect(first).toHaveAccessibleName('Dienst');
    await expect(second).toHaveAccessibleName('Overig');
    await expect(menu.getByRole('separator')).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Afwijzen' }));
    await expect(onAction).toHaveBeenCalledWith('decline');
  },
};
