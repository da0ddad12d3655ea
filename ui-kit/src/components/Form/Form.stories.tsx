import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG, STATUS_MESSAGES, apiError } from '@atoll/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DemoSignupForm } from './FormDemo';
import { clearLiveAnnouncer } from '../../test-utils';

const meta = {
  title: 'Kit/Form',
  component: DemoSignupForm,
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoSignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillValidForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Aishath Reema');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Business e-mail' }), 'reema@sun.mv');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'longenough');
  await userEvent.click(canvas.getByRole('button', { name: /Property type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Resort' }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await fillValidForm(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(vi_firstArg(args.onSubmit)).toEqual({
      user: { name: 'Aishath Reema', email: 'reema@sun.mv', password: 'longenough' },
      company: { type: 'resort', country3: 'MDV' },
    });
  },
};

/** The first argument of the first call of a mock. */
function vi_firstArg(mock: unknown): unknown {
  return (mock as { mock: { calls: unknown[][] } }).mock.calls[0][0];
}

export const ClientValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    // Not shown before the field is touched or a submit is attempted.
    await expect(name).not.toHaveAccessibleDescription(MSG.fieldRequired);
    await userEvent.type(name, 'Al');
    await userEvent.tab();
    await expect(await canvas.findByText('Name must be at least 3 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Business e-mail' })).toHaveAccessibleDescription(MSG.fieldRequired));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(MSG.fieldRequired);
    await expect(name).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Tabbing through an empty form marks nothing red: a field shows its error once it was left with a
 * change, or after a submit attempt. Returning to a field and leaving it unchanged keeps it quiet.
 */
export const TabbingMarksNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(canvas.queryByText(MSG.fieldRequired)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeValid();
    await expect(canvas.getByRole('textbox', { name: 'Business e-mail' })).toBeValid();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Business e-mail' }), 'not-an-address');
    await expect(canvas.queryByText('Enter a valid e-mail address')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Business e-mail' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeValid();

    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(MSG.fieldRequired));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerValidationError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw apiError(422, {
        errors: {
          'user.email': ['E-mail is already registered', 'Use your business e-mail'],
          'company.username': MSG.domainTaken('sun-island'),
        },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const email = canvas.getByRole('textbox', { name: 'Business e-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail is already registered, Use your business e-mail'));
    await expect(email).toBeInvalid();
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('company.username: Company domain sun-island cannot be used. Please choose another');
    const form = canvas.getByRole('form', { name: 'Create account' });
    // The banner sits above the form.
    await expect(banner.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Editing the field clears its server message.
    await userEvent.type(email, 'x');
    await expect(email).not.toBeInvalid();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(apiError(500))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(STATUS_MESSAGES[500]);
    const form = canvas.getByRole('form', { name: 'Create account' });
    // The message sits under the form, and what the user typed is still there.
    await expect(form.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Aishath Reema');
    await expect(canvas.getByRole('textbox', { name: 'Business e-mail' })).toHaveValue('reema@sun.mv');
    await expect(canvas.getByRole('button', { name: /Property type/ })).toHaveTextContent('Resort');
  },
};

export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Create Account/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Mohamed Ali');
    await userEvent.tab();
    await userEvent.keyboard('ali@sun.mv');
    await userEvent.tab();
    await userEvent.keyboard('longenough');
    await userEvent.tab(); // the show/hide password button
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Property type/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(vi_firstArg(args.onSubmit)).toMatchObject({ user: { name: 'Mohamed Ali' }, company: { type: 'resort' } });
  },
};
