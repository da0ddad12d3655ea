/**
 * Visual baselines of the responsive shell (issue 9): the top navigation and a drawer at a desktop (1440),
 * a tablet (768) and a phone (390), plus the phone's open navigation sheet. Each test sets its viewport,
 * so the kit's media queries apply as on the device. Update deliberately with `--update`.
 */
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { afterAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AtollThemeProvider, schemeColors, type ColorScheme } from '../theme';
import { Drawer } from './Drawer';
import { NavBar, type NavGroup } from './NavBar';
import { SaveBar } from './SaveBar';
import { TextField } from './TextField';
import { UserMenu } from './UserMenu';

const groups: NavGroup[] = [
  { label: 'Hotel', items: [{ label: 'Facilities', href: '/hotel/facilities' }, { label: 'Banners', href: '/hotel/banners' }] },
  { label: 'Guests', items: [{ label: 'Guest List', href: '/guests/list' }] },
  { label: 'Requests', items: [{ label: 'Requests', href: '/requests' }] },
  { label: 'Admin', items: [{ label: 'Settings', href: '/admin/settings' }, { label: 'Users', href: '/admin/users' }] },
];

const WIDTHS = [
  ['desktop', 1440, 900],
  ['tablet', 768, 1024],
  ['phone', 390, 844],
] as const;

function Shell({ scheme = 'light' }: { scheme?: ColorScheme }) {
  return (
    <RouterProvider navigate={() => undefined}>
      <div data-testid="shell" style={{ background: schemeColors[scheme].surfaceMuted, paddingBottom: 24 }}>
        <NavBar
          groups={groups}
          currentPath="/hotel/facilities"
          userMenu={<UserMenu userName="Ibrahim Rasheed" companyName="Coral Atoll Resort" onLogout={() => undefined} />}
          account={{ name: 'Ibrahim Rasheed', company: 'Coral Atoll Resort', onLogout: () => undefined }}
        />
        <main style={{ padding: 16 }}>
          <h1 style={{ margin: 0 }}>Facilities</h1>
        </main>
      </div>
    </RouterProvider>
  );
}

function EditedDrawer() {
  const [name, setName] = useState('Overwater Spa and Wellness Sanctuary');
  return (
    <Drawer
      isOpen
      onOpenChange={() => undefined}
      title="Overwater Spa and Wellness Sanctuary"
      subtitle="Facility"
      parent={{ title: 'Coral Atoll Resort', onBack: () => undefined }}
      active
      onToggleActive={() => undefined}
      onDelete={() => undefined}
      tabs={[
        { id: 'basic', label: 'Basic Information', content: <TextField label="Name" value={name} onChange={setName} /> },
        { id: 'image', label: 'Image', content: null },
        { id: 'gallery', label: 'Gallery', count: 12, content: null },
        { id: 'menus', label: 'Menus', count: 3, content: null },
        { id: 'activities', label: 'Activities', count: 8, content: null },
      ]}
      saveBar={<SaveBar isVisible onSave={() => undefined} onCancel={() => undefined} />}
    />
  );
}

async function settle() {
  await document.fonts.ready;
  // Nothing hovered wherever an earlier test left the mouse.
  document.body.style.pointerEvents = 'none';
}

afterAll(async () => {
  document.body.style.pointerEvents = '';
  await page.viewport(1280, 800);
});

describe('shell visual baselines', () => {
  for (const [name, width, height] of WIDTHS) {
    test(`navigation at ${width}`, async () => {
      await page.viewport(width, height);
      const screen = await render(
        <AtollThemeProvider>
          <Shell />
        </AtollThemeProvider>,
      );
      await settle();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      await expect.element(screen.getByTestId('shell')).toMatchScreenshot(`shell-${name}`);
    });

    test(`drawer at ${width}`, async () => {
      await page.viewport(width, height);
      await render(
        <AtollThemeProvider>
          <EditedDrawer />
        </AtollThemeProvider>,
      );
      await settle();
      const dialog = page.getByRole('dialog', { name: 'Overwater Spa and Wellness Sanctuary' });
      await expect.element(dialog).toBeVisible();
      // The panel (the dialog's box) with its header, tabs and the save bar at the bottom.
      await expect.element(dialog).toMatchScreenshot(`drawer-${name}`);
    });

    test(`navigation at ${width}, dark`, async () => {
      await page.viewport(width, height);
      const screen = await render(
        <AtollThemeProvider scheme="dark">
          <Shell scheme="dark" />
        </AtollThemeProvider>,
      );
      await settle();
      await expect.element(screen.getByTestId('shell')).toMatchScreenshot(`shell-dark-${name}`);
    });

    test(`drawer at ${width}, dark`, async () => {
      await page.viewport(width, height);
      await render(
        <AtollThemeProvider scheme="dark">
          <EditedDrawer />
        </AtollThemeProvider>,
      );
      await settle();
      const dialog = page.getByRole('dialog', { name: 'Overwater Spa and Wellness Sanctuary' });
      await expect.element(dialog).toBeVisible();
      await expect.element(dialog).toMatchScreenshot(`drawer-dark-${name}`);
    });
  }

  test('navigation sheet open at 390', async () => {
    await page.viewport(390, 844);
    document.body.style.pointerEvents = '';
    const screen = await render(
      <AtollThemeProvider>
        <Shell />
      </AtollThemeProvider>,
    );
    await screen.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(sheet).toBeVisible();
    await settle();
    (document.activeElement as HTMLElement | null)?.blur();
    await expect.element(sheet).toMatchScreenshot('nav-sheet-phone');
  });
});
