/**
 * The guest layout renderer (issue 21) as a guest's phone and the editor's preview draw it: busyResort's real
 * payload from the mocks (facilities with covers, today's events, banners, quick actions) and a home with all
 * 8 types, in English, French (English where a text has none), Arabic and Dhivehi (right to left), on a
 * phone and a tablet; the preview's selection; a component of an unknown type; an empty section. The DOM
 * renderer sits in a tiny React wrapper; axe runs on every story.
 */
import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GUEST_APP_TEXT, type AppAction, type AppSectionId, type GuestApp } from '@atoll/contract';
import { handlers } from '@atoll/mocks';
import { disposeSection, guestRenderCss, renderSection } from './index';
import { everyType, fetchGuestApp, seedGuestContent } from '#test/guestPayload.ts';

interface GuestRenderStoryProps {
  lang: string;
  mode: 'guest' | 'preview';
  section: AppSectionId;
  /** The screen's width in CSS pixels. */
  width: number;
  /** The saved layout plus circle actions, small cards, a full-width image and an unknown type. */
  allTypes?: boolean;
}

/** The renderer in a box of the phone's width, with what a tap or a selection reported beside it. */
function GuestRenderStory({ lang, mode, section, width, allTypes = true }: GuestRenderStoryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [app, setApp] = useState<GuestApp | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [tapped, setTapped] = useState<AppAction | null>(null);
  useEffect(() => {
    let live = true;
    void fetchGuestApp(lang).then((payload) => live && setApp(allTypes ? { ...payload, config: everyType(payload) } : payload));
    return () => {
      live = false;
    };
  }, [lang, allTypes]);
  useEffect(() => {
    if (app && ref.current) renderSection(ref.current, app, section, { language: lang, mode, selectedId: selected, onSelect: setSelected, onAction: setTapped });
  }, [app, section, lang, mode, selected]);
  useEffect(() => {
    const root = ref.current;
    return () => {
      if (root) disposeSection(root);
    };
  }, []);
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <style>{guestRenderCss}</style>
      <div style={{ width, border: '1px solid #9ca3af', borderRadius: 24, overflow: 'hidden' }}>
        <div ref={ref} />
      </div>
      <p role="status" data-testid="reported">
        {mode === 'preview' ? `Selected: ${selected ?? 'none'}` : `Tapped: ${tapped ? JSON.stringify(tapped) : 'nothing'}`}
      </p>
    </div>
  );
}

const meta = {
  title: 'Guest/Render',
  component: GuestRenderStory,
  args: { lang: 'en', mode: 'guest', section: 'home', width: 390 },
  parameters: { msw: { handlers } },
  beforeEach: () => seedGuestContent(['ar', 'de', 'dv', 'fr']),
} satisfies Meta<typeof GuestRenderStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: 'Welcome to Coral Atoll' });
  return canvas;
};

/** A guest's phone (390 wide): every type with the resort's content; a tap on a facility gives its action. */
export const PhoneEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await drawn(canvasElement);
    for (const name of ['Ocean Restaurant', 'Coral Spa', 'Dive Centre', 'Sunrise Yoga', 'Beach BBQ', 'Book a massage']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: GUEST_APP_TEXT.slider })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'The lagoon at dawn' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reception' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Coral Spa' })[0]);
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Tapped: {"type":"facility","facility_id":2}');
    await expect(canvas.queryByText(GUEST_APP_TEXT.unsupported)).toBeNull();
  },
};

/** French: the heading and the restaurant in French, what has no French text in English. */
export const French: Story = {
  args: { lang: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Bienvenue à Coral Atoll' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: "Restaurant de l'Océan" })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our facilities' })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const ArabicRightToLeft: Story = {
  args: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = await drawn(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('.ag')!;
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(root).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('heading', { level: 3, name: 'مطعم المحيط' })).toBeVisible();
  },
};

/** Dhivehi, right to left (its texts fall back to English). */
export const DhivehiRightToLeft: Story = {
  args: { lang: 'dv' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvasElement.querySelector('.ag')).toHaveAttribute('dir', 'rtl');
  },
};

/** A tablet (768 wide): the container queries lay the facilities out three to a row. */
export const Tablet: Story = {
  args: { width: 768 },
  play: async ({ canvasElement }) => {
    const canvas = await drawn(canvasElement);
    const tops = ['Ocean Restaurant', 'Coral Spa', 'Dive Centre'].map((name) => canvas.getByRole('heading', { level: 3, name }).getBoundingClientRect().top);
    await expect(new Set(tops.map(Math.round)).size).toBe(1);
  },
};

/** The editor's preview: a click selects a component (outlined, aria-current); an unknown type says it is no longer supported. */
export const PreviewSelection: Story = {
  args: { mode: 'preview' },
  play: async ({ canvasElement }) => {
    const canvas = await drawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: GUEST_APP_TEXT.select('Spa hours') }));
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Selected: spa-hours');
    await waitFor(() => expect(canvas.getByRole('button', { name: GUEST_APP_TEXT.select('Spa hours') })).toHaveAttribute('aria-current', 'true'));
    await expect(canvas.getByText(GUEST_APP_TEXT.unsupported)).toBeVisible();
    canvas.getByRole('button', { name: GUEST_APP_TEXT.select('Offers') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Selected: offers');
  },
};

/** A section with nothing in it, in the guest app. */
export const EmptySection: Story = {
  args: { section: 'events', allTypes: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(GUEST_APP_TEXT.empty)).toBeVisible();
  },
};
