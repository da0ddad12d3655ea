/** Map › Map Settings over the mock API: the resort's map and plan, corners moved by keyboard and saved, the dimensions error, a new company, failures, a phone and the dark scheme. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MAP_MSG, MAP_SETTINGS_TEXT as TEXT, MSG, STATUS_MESSAGES } from '@atoll/contract';
import { BUSY_RESORT, handlers, handlersWith, mockDb, resetMockStore, serverError, slow } from '@atoll/mocks';
import { MAP_TEXT } from '@atoll/ui-kit/Map';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { pngFile } from '#test/pngFile.ts';
import { storyViewport } from '#test/storyViewport.ts';

const meta = {
  title: 'Console/MapSettingsPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/map/map-settings', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = storyViewport('phone', 390);

/** The Map Overlay form, once the screen has loaded. */
async function overlayForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: TEXT.overlayForm }));
}

const field = (form: ReturnType<typeof within>, legend: string, name: string) =>
  within(form.getByRole('group', { name: legend })).getByRole('textbox', { name }) as HTMLInputElement;


/** Coral Atoll: the guest app's map settings, and the resort's plan at 0.4 between its two corner markers. */
export const BusyResort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await overlayForm(canvasElement);
    const plan = await form.findByRole('img', { name: TEXT.overlayImage });
    await expect(getComputedStyle(plan).opacity).toBe('0.4');
    await expect(field(form, TEXT.topLeft, MAP_TEXT.latitude)).toHaveValue(String(mockDb.mapOverlays.get(BUSY_RESORT.companyId)?.top_left_lat));
    const coordinates = within(canvas.getByRole('form', { name: TEXT.coordinatesForm }));
    await expect(coordinates.getByRole('textbox', { name: TEXT.mapLatDiff })).toHaveValue('0.02');
    await expect(canvas.getByText(`${TEXT.overlaySizeHint} ${TEXT.imageSize(800, 500)}`)).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'German: current image' })).toBeVisible();
  },
};

/** The bottom-right corner moved 10 px east by keyboard: the plan stretches, the field follows, Save stores it. */
export const CornerByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const form = await overlayForm(canvasElement);
    const plan = await form.findByRole('img', { name: TEXT.overlayImage });
    const width = plan.getBoundingClientRect().width;
    const before = field(form, TEXT.bottomRight, MAP_TEXT.longitude).value;
    form.getByRole('button', { name: TEXT.bottomRight }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(plan.getBoundingClientRect().width).toBeCloseTo(width + 10, 0));
    await waitFor(() => expect(Number(field(form, TEXT.bottomRight, MAP_TEXT.longitude).value)).toBeGreaterThan(Number(before)));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(MSG.successfullyUpdated)).toBeVisible();
    await expect(mockDb.mapOverlays.get(BUSY_RESORT.companyId)?.bottom_right_lng).toBe(Number(field(form, TEXT.bottomRight, MAP_TEXT.longitude).value));
  },
};

/** An Arabic plan of another size than the English and German ones: the dimensions error, next to the image. */
export const DimensionsError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = within(await canvas.findByRole('group', { name: TEXT.overlayImage }));
    const arabic = await images.findByRole('group', { name: 'Arabic' });
    const input = arabic.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('No file input for Arabic');
    await userEvent.upload(input, await pngFile('plan-ar.png', 64, 48));
    await expect(await within(arabic).findByRole('alert')).toHaveTextContent(MAP_MSG.overlaySize(800, 500, 64, 48));
  },
};

/** A company that has just signed up: empty fields, the markers around the default centre, no plan; Save asks for the corners. */
export const NewCompany: Story = {
  args: { scenario: 'newCompany' },
  beforeEach: () => {
    resetMockStore('newCompany');
  },
  play: async ({ canvasElement }) => {
    const form = await overlayForm(canvasElement);
    await expect(field(form, TEXT.topLeft, MAP_TEXT.latitude)).toHaveValue('');
    await expect(form.queryByRole('img', { name: TEXT.overlayImage })).toBeNull();
    await expect(form.getByRole('button', { name: TEXT.topLeft })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getAllByText(MSG.fieldRequired)).toHaveLength(4));
  },
};

/** The settings fail to load: the error card with Retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlersWith(serverError('get', 'user/settings/map-overlay')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect(canvas.getByRole('button', { name: MSG.retry })).toBeVisible();
  },
};

/** While the settings load, the page says so. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersWith(slow('get', 'user/settings/map', 60_000)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: TEXT.loading })).toBeVisible();
  },
};

/** On a 390 px phone the map fits the width and the corner fields follow it: nothing scrolls sideways. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const form = await overlayForm(canvasElement);
    await expect(await form.findByRole('img', { name: TEXT.overlayImage })).toBeVisible();
    await expect(form.getByRole('region', { name: TEXT.mapLabel })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** The dark scheme: the forms and the map's frame turn dark, the plan keeps its colours (axe checks the contrast). */
export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const form = await overlayForm(canvasElement);
    await expect(await form.findByRole('img', { name: TEXT.overlayImage })).toBeVisible();
  },
};
