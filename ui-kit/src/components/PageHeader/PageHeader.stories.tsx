import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const add = fn();

const meta = {
  title: 'Kit/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Facilities', actions: <Button onPress={add}>Add Facility</Button> },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Facility' }));
    await expect(add).toHaveBeenCalledTimes(1);
  },
};

/** The count sits beside the title but is not part of the heading's name. */
export const WithCount: Story = {
  args: { title: 'Users', count: '12 users', actions: <Button onPress={add}>Add User</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByText('12 users')).toBeVisible();
  },
};

/** On a phone the action drops below the title instead of pushing the page sideways. */
export const Narrow: Story = {
  args: { title: 'Quick Actions', count: '8 actions', actions: <Button onPress={add}>Add Quick Action</Button> },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="frame">
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(320);
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Add Quick Action' }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(heading.bottom);
  },
};

export const WithDescription: Story = {
  args: { title: 'App Editor', description: 'customise the UI of the guest application', actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'App Editor' })).toBeVisible();
    await expect(canvas.getByText('customise the UI of the guest application')).toBeVisible();
  },
};
