import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stepper } from './Stepper';

const signupSteps = ['Company', 'User', 'Finish'];

const meta = {
  title: 'Kit/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps: signupSteps, currentIndex: 0 },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (root: HTMLElement) => within(within(root).getByRole('list', { name: 'Progress' })).getAllByRole('listitem');

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const [company, user] = items(canvasElement);
    await expect(company).toHaveAttribute('aria-current', 'step');
    await expect(user).not.toHaveAttribute('aria-current');
    await expect(company).not.toHaveTextContent('completed');
  },
};

export const LastStep: Story = {
  args: { currentIndex: 2 },
  play: async ({ canvasElement }) => {
    const [company, user, finish] = items(canvasElement);
    await expect(company).toHaveTextContent('Company, completed');
    await expect(user).toHaveTextContent('User, completed');
    await expect(finish).toHaveAttribute('aria-current', 'step');
  },
};

/** The wizard's Next/Previous drive the stepper: never past the last step nor below the first. */
export const WithWizardButtons: Story = {
  render: (args) => {
    const [index, setIndex] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Stepper {...args} currentIndex={index} />
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="secondary" isDisabled={index === 0} onPress={() => setIndex((i) => Math.max(0, i - 1))}>
            Previous
          </Button>
          <Button isDisabled={index === args.steps.length - 1} onPress={() => setIndex((i) => Math.min(args.steps.length - 1, i + 1))}>
            Next
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // Previous is disabled: focus lands on Next
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(items(canvasElement)[0]).toHaveTextContent('Company, completed');
    await expect(items(canvasElement)[1]).toHaveAttribute('aria-current', 'step');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(items(canvasElement)[1]).toHaveAttribute('aria-current', 'step');
    await expect(items(canvasElement)[1]).not.toHaveTextContent('completed');
  },
};
