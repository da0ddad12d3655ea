/** Admin › Users: the table, Add User, a user's drawer, Set Password, by role and accessible name. */
import type { Locator, Page } from 'playwright';

export const usersScreen = (page: Page) => {
  const table = page.getByRole('grid', { name: 'Users' });
  return {
    table,
    row: (name: string): Locator => table.getByRole('row', { name: new RegExp(name) }),
    search: page.getByRole('searchbox', { name: 'Search' }),
    addUser: page.getByRole('button', { name: 'Add User', exact: true }),
    pagination: page.getByRole('navigation', { name: 'Users pagination', exact: true }),
  };
};

/** The drawer of one user (titled with the name), or of Add User. */
export const userDrawer = (page: Page, title: string) => {
  const drawer = page.getByRole('dialog', { name: title, exact: true });
  return {
    drawer,
    tab: (name: 'Basic Information' | 'Permissions') => drawer.getByRole('tab', { name, exact: true }),
    textbox: (name: string) => drawer.getByRole('textbox', { name, exact: true }),
    permission: (name: string) => drawer.getByRole('switch', { name, exact: true }),
    setPassword: drawer.getByRole('button', { name: 'Set Password', exact: true }),
  };
};

/** The save bar that appears after an edit. */
export const saveBar = (page: Page) => page.getByRole('toolbar', { name: 'Unsaved changes' });

export const setPasswordDialog = (page: Page, userName: string) => {
  const dialog = page.getByRole('dialog', { name: `Set Password: ${userName}`, exact: true });
  return {
    dialog,
    password: dialog.getByRole('textbox', { name: 'New Password', exact: true }),
    save: dialog.getByRole('button', { name: 'Save', exact: true }),
  };
};
