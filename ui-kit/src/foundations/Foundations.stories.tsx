import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { baseColors, darkColors, elevation, space, typography } from '../theme/tokens';
import { expectDarkPage, inDark } from './darkStories';
import { ColorSwatches, ElevationScale, IconSamples, RadiiScale, Section, SpacingScale, StatusSwatches, TypeScale } from './Specimens';

/**
 * The kit's visual language as stories: the Foundations docs page (ui-kit/src/Foundations.mdx)
 * embeds them, and each one runs as a test with axe like every other story.
 */
const meta = {
  title: 'Foundations/Specimens',
  component: Section,
  // The MDX page is this file's documentation; a generated one would duplicate it.
  tags: ['!autodocs'],
  args: { title: '', children: null },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => (
    <>
      <Section title="Semantic colours">
        <ColorSwatches />
      </Section>
      <Section title="Status colours">
        <StatusSwatches />
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const semantic = canvas.getByRole('list', { name: 'Semantic colours' });
    // Each token shows its name and its current value.
    const focusRing = within(semantic).getByText('focusRing').closest('li') as HTMLElement;
    await expect(focusRing).toHaveTextContent(baseColors.focusRing);
    await expect(within(canvas.getByRole('list', { name: 'Status colours' })).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** The same tokens in the dark scheme (ADR 0036): every name keeps its meaning, with its dark value. */
export const ColorsDark: Story = inDark<Story>({
  render: Colors.render,
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    const canvas = within(canvasElement);
    const semantic = canvas.getByRole('list', { name: 'Semantic colours' });
    const focusRing = within(semantic).getByText('focusRing').closest('li') as HTMLElement;
    await expect(focusRing).toHaveTextContent(darkColors.focusRing);
    const surface = within(semantic).getByText('surface', { exact: true }).closest('li') as HTMLElement;
    await expect(surface).toHaveTextContent(darkColors.surface);
  },
});

export const Typography: Story = {
  render: () => (
    <Section title="Type scale">
      <TypeScale />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Type scale' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(Object.keys(typography.scale).length);
    // The bundled Inter is what the text is set in, not a fallback.
    const title = canvasElement.querySelector('[data-step="title"]') as HTMLElement;
    await document.fonts.load(`${typography.scale.title.weight} ${typography.scale.title.size} Inter`);
    await expect(document.fonts.check(`${typography.scale.title.weight} ${typography.scale.title.size} Inter`)).toBe(true);
    await expect(getComputedStyle(title).fontFamily).toMatch(/^"?Inter"?,/);
    await expect(getComputedStyle(title).fontSize).toBe(typography.scale.title.size);
  },
};

export const Spacing: Story = {
  render: () => (
    <Section title="Spacing">
      <SpacingScale />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Spacing scale' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(Object.keys(space).length);
  },
};

export const Elevation: Story = {
  render: () => (
    <>
      <Section title="Elevation">
        <ElevationScale />
      </Section>
      <Section title="Radii">
        <RadiiScale />
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Elevation' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(Object.keys(elevation).length);
    await expect(within(list).getByText('Drawers, dialogs, toasts')).toBeVisible();
  },
};

export const Icons: Story = {
  render: () => (
    <Section title="Icons">
      <IconSamples />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Icons' });
    // Icons are decoration next to their names; none is announced on its own.
    for (const svg of list.querySelectorAll('svg')) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};
