/** Admin › Users, the drawer: Basic Information, Permissions, Set Password, Add User, URL state. */
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { LABEL, MDV_MOBILE_PREFIX, MSG, OWNER_DESIGNATION, PASSWORD_RESET_TEXT, PERMISSION, RANDOM_PASSWORD_LENGTH, STATUS_MESSAGES } from '@atoll/contract';
import { http, HttpResponse } from 'msw';
import { BUSY_RESORT, NEW_COMPANY, apiPath, mockDb, serverError, validationError } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';
import { NO_FACILITIES_NOTE } from './FacilityScope';

const { staff, owner, admin } = BUSY_RESORT;
const drawer = (name: string) => page.getByRole('dialog', { name });
const storedUser = (id: number) => mockDb.users.find((u) => u.id === id);
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });

/** Finds the user with the search box, as a person would on a long list, and opens the row. */
async function openFromList(name: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const table = page.getByRole('grid', { name: 'Users' });
  await expect.poll(() => table.getByRole('row').elements().length).toBe(2);
  await table.getByRole('row', { name: new RegExp(name) }).click();
  return drawer(name);
}

/** A person presses what they see: the label around a kit switch, checkbox or radio (its input is visually hidden). */
async function press(control: Locator) {
  await expect.element(control).toBeInTheDocument();
  const label = control.element().closest('label');
  if (!label) throw new Error('The control has no label around it');
  await page.elementLocator(label).click();
}

/** The Password field of Add User (the 'Password' authentication radio shares its name). */
async function passwordInput(form: Locator): Promise<Locator> {
  await expect.element(form).toBeVisible();
  const input = form.element().querySelector('input[type="password"]');
  if (!input) throw new Error('No password field');
  return page.elementLocator(input);
}

describe('Basic Information', () => {
  test('a row opens the drawer titled with the name; Username is read-only; the URL names the user', async () => {
    const app = await renderApp('/admin/users');
    const details = await openFromList(staff.name);
    await expect.element(details.getByRole('tab', { name: 'Basic Information' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(details.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(staff.name);
    const username = details.getByRole('textbox', { name: 'Username', exact: true });
    await expect.element(username).toHaveValue(staff.username);
    await expect.element(username).toHaveAttribute('readonly');
    expect(app.currentSearch()).toContain(`user=${staff.id}`);
  });

  test('an edit shows the save bar; Cancel resets; Save patches the user and the list follows', async () => {
    await renderApp('/admin/users');
    const details = await openFromList(staff.name);
    const designation = details.getByRole('textbox', { name: 'Designation' });
    await expect.element(saveBar()).not.toBeInTheDocument();

    await designation.fill('Head of Guest Relations');
    await expect.element(saveBar()).toBeVisible();
    await saveBar().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(designation).toHaveValue('Guest Relations Manager');
    await expect.element(saveBar()).not.toBeInTheDocument();

    await designation.fill('Head of Guest Relations');
    await details.getByRole('textbox', { name: 'Mobile' }).fill('');
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    await expect.element(saveBar()).not.toBeInTheDocument();
    expect(storedUser(staff.id)).toMatchObject({ designation: 'Head of Guest Relations', mobile: null });
    await expect
      .element(page.getByRole('grid', { name: 'Users' }).getByRole('row', { name: new RegExp(staff.name) }))
      .toHaveTextContent('Head of Guest Relations');
  });

  test('editing oneself refreshes the session: the user menu shows the new name', async () => {
    await renderApp(`/admin/users?user=${admin.id}`);
    const details = drawer(admin.name);
    await details.getByRole('textbox', { name: 'Name', exact: true }).fill('Ibrahim Didi Jr');
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    await expect.element(page.getByRole('button', { name: `Ibrahim Didi Jr ${BUSY_RESORT.name}` })).toBeVisible();
  });

  test('VALIDATION_ERROR lands on its field', async () => {
    mockWorker().use(validationError('patch', 'users/:id', { email: ['This e-mail is used by another user'] }));
    await renderApp(`/admin/users?user=${staff.id}`);
    const details = drawer(staff.name);
    const email = details.getByRole('textbox', { name: 'E-mail' });
    await email.fill('ibrahim@coralatoll.example');
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await expect.element(details.getByText('This e-mail is used by another user')).toBeVisible();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText(/^Error: /)).not.toBeInTheDocument();
  });

  test('a 500 is shown under the form and keeps the typed values', async () => {
    mockWorker().use(serverError('patch', 'users/:id'));
    await renderApp(`/admin/users?user=${staff.id}`);
    const details = drawer(staff.name);
    await details.getByRole('textbox', { name: 'Name', exact: true }).fill('Nadia S.');
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await expect.element(details.getByRole('alert').filter({ hasText: STATUS_MESSAGES[500] })).toBeVisible();
    await expect.element(details.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Nadia S.');
    await expect.element(saveBar()).toBeVisible();
    expect(storedUser(staff.id)?.name).toBe(staff.name);
  });
});

describe('Set Active / Set Inactive', () => {
  test('Set Inactive disables an active user, the table follows, and Set Active brings them back', async () => {
    await renderApp('/admin/users');
    const details = await openFromList(staff.name);
    await details.getByRole('button', { name: LABEL.setInactive }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(storedUser(staff.id)?.status).toBe('disabled');
    const row = page.getByRole('grid', { name: 'Users' }).getByRole('row', { name: new RegExp(staff.name) });
    await expect.element(row).toHaveTextContent('Disabled');

    await details.getByRole('button', { name: LABEL.setActive }).click();
    await expect.element(details.getByRole('button', { name: LABEL.setInactive })).toBeVisible();
    expect(storedUser(staff.id)?.status).toBe('active');
    await expect.element(row).toHaveTextContent('Active');
  });

  test('the owner and an invited user have neither action', async () => {
    await renderApp(`/admin/users?user=${owner.id}`);
    await expect.element(drawer(owner.name).getByRole('button', { name: 'Set Password' })).toBeVisible();
    await expect.element(drawer(owner.name).getByRole('button', { name: LABEL.setInactive })).not.toBeInTheDocument();
    const invited = mockDb.users.find((u) => u.company_id === BUSY_RESORT.companyId && u.status === 'invited');
    if (!invited) throw new Error('busyResort has an invited user');
    await renderApp(`/admin/users?user=${invited.id}`);
    await expect.element(drawer(invited.name).getByRole('button', { name: 'Set Password' })).toBeVisible();
    await expect.element(drawer(invited.name).getByRole('button', { name: LABEL.setActive })).not.toBeInTheDocument();
  });
});

describe('Resend invite', () => {
  test('an invited user gets a fresh activation e-mail; the old link stops working; an active user has no such button', async () => {
    const { invited } = BUSY_RESORT;
    await renderApp(`/admin/users?user=${invited.id}`);
    const email = mockDb.users.find((u) => u.id === invited.id)?.email ?? '';
    const oldLinks = [...mockDb.activationTokens].filter(([, id]) => id === invited.id).map(([token]) => token);
    expect(oldLinks).not.toEqual([]);
    await drawer(invited.name).getByRole('button', { name: PASSWORD_RESET_TEXT.resendInvite }).click();
    await expect.element(page.getByText(PASSWORD_RESET_TEXT.inviteSent(email))).toBeVisible();
    const mail = mockDb.outbox.findLast((m) => m.user_id === invited.id);
    expect(mail?.to).toBe(email);
    expect(mockDb.activationTokens.get(mail?.activation_token ?? '')).toBe(invited.id);
    for (const token of oldLinks) expect(mockDb.activationTokens.has(token)).toBe(false);

    await renderApp(`/admin/users?user=${staff.id}`);
    await expect.element(drawer(staff.name).getByRole('button', { name: LABEL.setInactive })).toBeVisible();
    await expect.element(drawer(staff.name).getByRole('button', { name: PASSWORD_RESET_TEXT.resendInvite })).not.toBeInTheDocument();
  });
});

describe("the owner's own profile", () => {
  test('a company that just signed up: the owner saves their profile, the designation sign-up gave is kept', async () => {
    await renderApp(`/admin/users?user=${NEW_COMPANY.owner.id}`, { scenario: 'newCompany' });
    const details = drawer(NEW_COMPANY.owner.name);
    await expect.element(details.getByRole('textbox', { name: 'Designation' })).toHaveValue(OWNER_DESIGNATION);
    await details.getByRole('textbox', { name: 'Name', exact: true }).fill('Maya Ibrahim');
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(storedUser(NEW_COMPANY.owner.id)).toMatchObject({ name: 'Maya Ibrahim', designation: OWNER_DESIGNATION });
  });

  test('the mobile shows beside +960 as for the owner at sign-up, and is saved with it', async () => {
    await renderApp(`/admin/users?user=${staff.id}`);
    const details = drawer(staff.name);
    const mobile = details.getByRole('textbox', { name: 'Mobile' });
    await expect.element(mobile).toHaveValue('7900003');
    await expect.element(mobile).toHaveAccessibleDescription(`Sent with the prefix ${MDV_MOBILE_PREFIX}`);
    await mobile.fill('7900033');
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(storedUser(staff.id)?.mobile).toBe(`${MDV_MOBILE_PREFIX} 7900033`);
  });
});

describe('Permissions', () => {
  test('?user=&tab=permissions reopens the tab; a switch edit shows the save bar and Save updates the map', async () => {
    const app = await renderApp(`/admin/users?user=${staff.id}&tab=permissions`);
    const details = drawer(staff.name);
    await expect.element(details.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true');
    const manageMap = details.getByRole('switch', { name: 'Manage map' });
    await expect.element(manageMap).not.toBeChecked();
    await expect.element(details.getByRole('switch', { name: 'Manage campaigns' })).toBeChecked();

    await press(manageMap);
    await expect.element(saveBar()).toBeVisible();
    await press(details.getByRole('switch', { name: 'Manage campaigns' }));
    await saveBar().getByRole('button', { name: 'Save' }).click();

    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    const permissions = storedUser(staff.id)?.permissions;
    expect(permissions?.[PERMISSION.manageMap]).toEqual({ objects: 'all' });
    expect(permissions?.[PERMISSION.manageCampaigns]).toBeUndefined();
    // Her facility-limited grant is kept as it was.
    expect(permissions?.[PERMISSION.readFacilityRequests]).toEqual({ objects: [1, 2] });
    expect(app.currentSearch()).toContain('tab=permissions');
  });

  test("a facility permission lists the company's facilities under 'All facilities'; a grant by id shows its facilities ticked", async () => {
    await renderApp(`/admin/users?user=${staff.id}&tab=permissions`);
    const details = drawer(staff.name);
    // Her read access is limited to two facilities (granted by id): those two are ticked, 'All facilities' is not.
    const readScope = details.getByRole('group', { name: 'Read facility requests: facilities' });
    await expect.element(readScope.getByRole('checkbox', { name: 'Ocean Restaurant' })).toBeChecked();
    await expect.element(readScope.getByRole('checkbox', { name: 'Coral Spa' })).toBeChecked();
    await expect.element(readScope.getByRole('checkbox', { name: 'Dive Centre' })).not.toBeChecked();
    await expect.element(readScope.getByRole('checkbox', { name: 'All facilities' })).not.toBeChecked();
    await expect.element(readScope.getByText(NO_FACILITIES_NOTE)).not.toBeInTheDocument();
    // A new facility permission starts on 'All facilities', every facility ticked, and can be narrowed.
    await press(details.getByRole('switch', { name: 'Manage facility requests' }));
    const scope = details.getByRole('group', { name: 'Manage facility requests: facilities' });
    await expect.element(scope.getByRole('checkbox', { name: 'All facilities' })).toBeChecked();
    await expect.element(scope.getByRole('checkbox', { name: 'All facilities' })).toBeEnabled();
    for (const name of ['Ocean Restaurant', 'Coral Spa', 'Dive Centre', 'Kids Club', 'Sunset Bar']) {
      await expect.element(scope.getByRole('checkbox', { name })).toBeChecked();
    }
    await saveBar().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(storedUser(staff.id)?.permissions[PERMISSION.manageFacilityRequests]).toEqual({ objects: 'all' });
  });

  test('an administrator picks two facilities and saves: the update names exactly those ids', async () => {
    const sent: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/auth/permissions/update')) {
        void request.clone().json().then((body: unknown) => sent.push(body));
      }
    };
    mockWorker().events.on('request:start', listener);
    try {
      await renderApp(`/admin/users?user=${staff.id}&tab=permissions`);
      const details = drawer(staff.name);
      await press(details.getByRole('switch', { name: 'Manage facility requests' }));
      const scope = details.getByRole('group', { name: 'Manage facility requests: facilities' });
      // Untick 'All facilities' (none left), then tick two.
      await press(scope.getByRole('checkbox', { name: 'All facilities' }));
      await expect.element(scope.getByRole('checkbox', { name: 'Dive Centre' })).not.toBeChecked();
      await press(scope.getByRole('checkbox', { name: 'Dive Centre' }));
      await press(scope.getByRole('checkbox', { name: 'Sunset Bar' }));
      await expect.element(scope.getByRole('checkbox', { name: 'Ocean Restaurant' })).not.toBeChecked();
      await expect.element(scope.getByRole('checkbox', { name: 'All facilities' })).not.toBeChecked();
      await saveBar().getByRole('button', { name: 'Save' }).click();
      await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
      await expect.poll(() => sent.length).toBe(1);
      const body = sent[0] as { user_id: number; permissions: Record<string, { objects: unknown }> };
      expect(body.user_id).toBe(staff.id);
      expect(body.permissions[PERMISSION.manageFacilityRequests]).toEqual({ objects: [3, 5] });
      // The rest of her map goes along unchanged.
      expect(body.permissions[PERMISSION.readFacilityRequests]).toEqual({ objects: [1, 2] });
      expect(storedUser(staff.id)?.permissions[PERMISSION.manageFacilityRequests]).toEqual({ objects: [3, 5] });
    } finally {
      mockWorker().events.removeListener('request:start', listener);
    }
  });

  test("with no facilities yet 'All facilities' is the only choice, and the note says so", async () => {
    mockWorker().use(http.get(apiPath('facilities/selectors/names'), () => HttpResponse.json({ data: [] })));
    await renderApp(`/admin/users?user=${staff.id}&tab=permissions`);
    const details = drawer(staff.name);
    await press(details.getByRole('switch', { name: 'Manage facility requests' }));
    const scope = details.getByRole('group', { name: 'Manage facility requests: facilities' });
    await expect.element(scope.getByText(NO_FACILITIES_NOTE)).toBeVisible();
    await expect.element(scope.getByRole('checkbox', { name: 'All facilities' })).toBeChecked();
    await expect.element(scope.getByRole('checkbox', { name: 'All facilities' })).toBeDisabled();
    expect(scope.getByRole('checkbox').elements()).toHaveLength(1);
    // Her earlier grant by id names facilities that are not listed any more.
    await expect.element(details.getByRole('group', { name: 'Read facility requests: facilities' }).getByText('Limited to 2 facilities.')).toBeVisible();
  });

  test("the 'Owner' permission is shown but cannot be changed", async () => {
    await renderApp(`/admin/users?user=${admin.id}&tab=permissions`);
    const adminDrawer = drawer(admin.name);
    await expect.element(adminDrawer.getByRole('switch', { name: 'Company owner' })).toBeDisabled();
    await expect.element(adminDrawer.getByRole('switch', { name: 'Company administrator' })).toBeEnabled();
  });

  test("the owner's permissions are all owner-level: shown, none editable", async () => {
    await renderApp(`/admin/users?user=${owner.id}&tab=permissions`);
    const ownerDrawer = drawer(owner.name);
    await expect.element(ownerDrawer.getByRole('switch', { name: 'Company owner' })).toBeChecked();
    for (const name of ['Company owner', 'Company administrator', 'Manage map']) {
      await expect.element(ownerDrawer.getByRole('switch', { name })).toBeDisabled();
    }
  });
});

describe('Set Password', () => {
  test("a generated 12-character password, Generate again, Copy, and Save → 'Password changed'", async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderApp(`/admin/users?user=${staff.id}`);
    await drawer(staff.name).getByRole('button', { name: 'Set Password' }).click();
    const dialog = page.getByRole('dialog', { name: `Set Password: ${staff.name}` });
    const field = dialog.getByLabelText('New Password');
    await expect.element(field).toBeVisible();
    const first = (field.element() as HTMLInputElement).value;
    expect(first).toHaveLength(RANDOM_PASSWORD_LENGTH);

    await dialog.getByRole('button', { name: 'Generate again' }).click();
    await expect.poll(() => (field.element() as HTMLInputElement).value).not.toBe(first);
    const password = (field.element() as HTMLInputElement).value;
    expect(password).toHaveLength(RANDOM_PASSWORD_LENGTH);

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.element(page.getByText(MSG.passwordCopied)).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(password);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.passwordChanged, { exact: true })).toBeVisible();
    await expect.element(page.getByText(MSG.passwordChangedFor(staff.name))).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(storedUser(staff.id)?.password).toBe(password);
    writeText.mockRestore();
  });
});

describe('Add User', () => {
  test("required fields say 'Field is required'; with Password the user is created active and the drawer shows it", async () => {
    const app = await renderApp('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const form = drawer('Add User');
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => form.getByText(MSG.fieldRequired).elements().length).toBe(4);

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Layla Mohamed');
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill('layla');
    await form.getByRole('textbox', { name: 'Designation' }).fill('Night Manager');
    await expect.element(form.getByRole('radio', { name: 'Password' })).toBeChecked();
    await (await passwordInput(form)).fill('layla-pass-2026');
    await form.getByRole('button', { name: 'Create User' }).click();

    const details = drawer('Layla Mohamed');
    await expect.element(details.getByRole('textbox', { name: 'Username', exact: true })).toHaveAttribute('readonly');
    const created = mockDb.users.find((u) => u.username === 'layla');
    expect(created).toMatchObject({ status: 'active', password: 'layla-pass-2026', designation: 'Night Manager' });
    expect(app.currentSearch()).toContain(`user=${created?.id}`);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect.element(details).not.toBeInTheDocument();
    await page.getByRole('searchbox', { name: 'Search' }).fill('layla');
    await expect.element(page.getByRole('grid', { name: 'Users' }).getByRole('row', { name: /Layla Mohamed/ })).toHaveTextContent('Active');
  });

  test("with E-mail the e-mail is required, no password is asked, and an activation e-mail goes out", async () => {
    await renderApp('/admin/users?user=new');
    const form = drawer('Add User');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Omar Faisal');
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill('omar');
    await form.getByRole('textbox', { name: 'Designation' }).fill('Boat Captain');
    await press(form.getByRole('radio', { name: 'E-mail' }));
    await expect.poll(() => form.element().querySelector('input[type="password"]')).toBeNull();
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.element(form.getByText(MSG.fieldRequired)).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: 'E-mail' }).fill('omar@coralatoll.example');
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.element(drawer('Omar Faisal')).toBeVisible();
    const created = mockDb.users.find((u) => u.username === 'omar');
    expect(created).toMatchObject({ status: 'invited', email: 'omar@coralatoll.example', password: null });
    expect(mockDb.outbox.some((mail) => mail.to === 'omar@coralatoll.example')).toBe(true);
  });

  test('tabbing through marks nothing red; a field left with a broken value does, the others wait for Create User', async () => {
    await renderApp('/admin/users?user=new');
    const form = drawer('Add User');
    await form.getByRole('textbox', { name: 'Name', exact: true }).click();
    for (let i = 0; i < 6; i++) await userEvent.tab();
    await expect.element(form.getByText(MSG.fieldRequired)).not.toBeInTheDocument();
    expect(form.element().querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    await form.getByRole('textbox', { name: 'Username', exact: true }).fill('ab');
    await form.getByRole('textbox', { name: 'Designation' }).click();
    await expect.element(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(form.getByText(MSG.fieldRequired)).not.toBeInTheDocument();
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => form.getByText(MSG.fieldRequired).elements().length).toBe(3);
  });

  test('the mobile number is created with the +960 prefix shown beside it', async () => {
    await renderApp('/admin/users?user=new');
    const form = drawer('Add User');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Hawwa Ali');
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill('hawwa-ali');
    await form.getByRole('textbox', { name: 'Designation' }).fill('Housekeeper');
    await (await passwordInput(form)).fill('hawwa-pass-2026');
    await expect.element(form.getByText(MDV_MOBILE_PREFIX, { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: 'Mobile' }).fill('7712345');
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.element(drawer('Hawwa Ali')).toBeVisible();
    expect(mockDb.users.find((u) => u.username === 'hawwa-ali')?.mobile).toBe(`${MDV_MOBILE_PREFIX} 7712345`);
  });

  test('a taken username comes back from the server onto the Username field', async () => {
    await renderApp('/admin/users?user=new');
    const form = drawer('Add User');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Another Nadia');
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(staff.username);
    await form.getByRole('textbox', { name: 'Designation' }).fill('Trainee');
    await (await passwordInput(form)).fill('trainee-2026');
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.element(form.getByText(MSG.usernameTaken(staff.username))).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveAttribute('aria-invalid', 'true');
  });
});
