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

export const WithDescription: Story = {
  args: { title: 'App Editor', description: 'customise the UI of the guest application', actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'App Editor' })).toBeVisible();
    await expect(canvas.getByText('customise the UI of the guest application')).toBeVisible();
  },
};
