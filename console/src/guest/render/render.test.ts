/**
 * The guest layout renderer (issue 21) in Chromium with its stylesheet, on busyResort's real guest payload
 * (GET guest-app/coral-atoll from the mocks, built by the contract's buildGuestApp) and a layout with every
 * one of the 8 types: what each draws, the language and its 'en' fallback, right to left, the preview's
 * selection by click and keyboard, the guest's taps as AppActions, unknown types, the empty section, the
 * slider's controls and autoplay, the fixed-text truncation, axe, and the cost of a re-render at 50 components.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { FIXED_TEXT_MAX, GUEST_APP_TEXT, readAppConfig, type AppAction } from '@atoll/contract';
import { axeViolations } from '../../../../ui-kit/src/test-utils/axe';
import { disposeSection, guestRenderCss, renderSection, type GuestRenderOptions } from './index';
import { en, everyType, LONG_LABEL, payload } from '#test/guestPayload.ts';

let root: HTMLElement;
let style: HTMLStyleElement;
beforeEach(() => {
  style = document.createElement('style');
  style.textContent = guestRenderCss;
  document.head.append(style);
  root = document.createElement('main');
  root.style.width = '390px';
  document.body.append(root);
});
afterEach(() => {
  disposeSection(root);
  root.remove();
  style.remove();
  vi.useRealTimers();
});

const guest = (more: Partial<GuestRenderOptions> = {}): GuestRenderOptions => ({ language: 'en', mode: 'guest', ...more });
const headings = (level: number) => [...root.querySelectorAll(`h${level}`)].map((h) => h.textContent);
const box = (id: string) => root.querySelector<HTMLElement>(`[data-component-id="${id}"]`)!;

describe('guest layout renderer', () => {
  test('draws all 8 types with the property’s facilities, today’s events and images; nothing of an unknown type; axe finds nothing', async () => {
    const app = await payload();
    app.config = everyType(app);
    renderSection(root, app, 'home', guest());

    expect(root.classList.contains('ag')).toBe(true);
    expect(root.lang).toBe('en');
    expect(root.dir).toBe('ltr');
    expect(root.style.getPropertyValue('--ag-primary')).toBe(app.property.primary_color);
    // h1 and the components' titles are headings; each card's name too.
    expect(headings(2)).toEqual(['Welcome to Coral Atoll', 'Our facilities', 'Today at Coral Atoll', 'Coral Spa', 'Shortcuts', 'Plan your day']);
    expect(headings(3)).toEqual(['Ocean Restaurant', 'Coral Spa', 'Dive Centre', 'Sunrise Yoga', 'Beach BBQ', 'Book a massage']);
    // Covers from the payload, events with their times and descriptions.
    expect(box('facilities').querySelectorAll('img.ag-cover')).toHaveLength(3);
    expect(box('today').textContent).toContain(GUEST_APP_TEXT.eventTime('19:00', '22:00'));
    expect(box('today').textContent).toContain('Grill under the stars.');
    // The title-desc-image: its image on the right (the end), with its alt text.
    expect(box('spa-hours').querySelector('.ag-tdi')!.classList.contains('ag-image-end')).toBe(true);
    expect(box('spa-hours').querySelector('img')!.alt).toBe('The spa by the lagoon');
    // The slider: two slides, one shown, Previous/Next and Pause.
    const slider = box('offers').querySelector('[aria-roledescription="carousel"]')!;
    expect(slider.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(2);
    expect([...slider.querySelectorAll('.ag-control')].map((b) => b.getAttribute('aria-label'))).toEqual([GUEST_APP_TEXT.previous, GUEST_APP_TEXT.pause, GUEST_APP_TEXT.next]);
    expect([...slider.querySelectorAll('.ag-slide img')].map((i) => (i as HTMLImageElement).alt)).toEqual(['Sunset Happy Hour', 'Spa Week']);
    // Circle actions: icons and labels, a long label cut at 35 characters with the whole text as its title.
    const labels = [...box('circles').querySelectorAll('.ag-circle-label')];
    expect(labels.map((l) => l.textContent)).toEqual(['Reception', `${LONG_LABEL.slice(0, FIXED_TEXT_MAX - 1).trimEnd()}…`]);
    expect(Array.from(labels[1].textContent!)).toHaveLength(FIXED_TEXT_MAX);
    expect((labels[1] as HTMLElement).title).toBe(LONG_LABEL);
    expect(box('cards').textContent).toContain('Coral Spa');
    expect(box('lagoon').querySelector('img')!.alt).toBe('The lagoon at dawn');
    // The unknown type draws nothing for a guest.
    expect(box('weather')).toBeNull();
    expect(root.textContent).not.toContain(GUEST_APP_TEXT.unsupported);
    expect(await axeViolations(root)).toEqual([]);
  });

  test('texts in the chosen language, English where a text has none; the payload’s texts in its language', async () => {
    const app = await payload('fr');
    app.config = everyType(app);
    renderSection(root, app, 'home', guest({ language: 'fr' }));
    expect(root.lang).toBe('fr');
    expect(headings(2)[0]).toBe('Bienvenue à Coral Atoll');
    expect(headings(2)).toContain('Our facilities'); // no French title: English
    expect(headings(3)).toContain("Restaurant de l'Océan");
    expect(headings(3)).toContain('Barbecue sur la plage');
    expect(box('circles').textContent).toContain('Réception');
    // German has no heading text: English.
    const de = await payload('de');
    renderSection(root, de, 'home', guest({ language: 'de' }));
    expect(headings(2)[0]).toBe('Welcome to Coral Atoll');
    expect(headings(3)).toContain('Ozean-Restaurant');
  });

  test('right to left for Arabic and Dhivehi: dir and lang on the root, the image side mirrored', async () => {
    const ar = await payload('ar');
    renderSection(root, ar, 'home', guest({ language: 'ar' }));
    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('ar');
    expect(headings(3)).toContain('مطعم المحيط');
    const dv = await payload('dv', ['ar', 'dv', 'fr']);
    expect(dv.language).toBe('dv');
    renderSection(root, dv, 'home', guest({ language: 'dv' }));
    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('dv');
    // The image 'right' is at the end of the reading direction: on the left in Dhivehi.
    const tdi = box('spa-hours').querySelector('.ag-tdi')!;
    const img = tdi.querySelector('img')!.getBoundingClientRect();
    const text = tdi.querySelector('.ag-tdi-body')!.getBoundingClientRect();
    expect(img.right).toBeLessThanOrEqual(text.left + 1);
    renderSection(root, dv, 'home', guest({ language: 'en' }));
    expect(root.dir).toBe('ltr');
  });

  test('guest taps give the contract’s actions: a facility card, an event card, a slide, a circle', async () => {
    const app = await payload();
    app.config = everyType(app);
    const onAction = vi.fn<(action: AppAction, context: { componentId: string }) => void>();
    renderSection(root, app, 'home', guest({ onAction }));
    await userEvent.click(box('facilities').querySelector('button')!);
    expect(onAction).toHaveBeenLastCalledWith({ type: 'facility', facility_id: 1 }, { componentId: 'facilities' });
    await userEvent.click(box('today').querySelectorAll('button')[1]);
    expect(onAction).toHaveBeenLastCalledWith(
      { type: 'text', title: [{ language_code: 'en', text: 'Beach BBQ' }], description: [{ language_code: 'en', text: '<p>Grill under the stars.</p>' }] },
      { componentId: 'today' },
    );
    await userEvent.click(box('spa-hours').querySelector('button')!);
    expect(onAction).toHaveBeenLastCalledWith({ type: 'facility', facility_id: 2 }, { componentId: 'spa-hours' });
    // By keyboard: the circle's button.
    box('circles').querySelector<HTMLButtonElement>('button')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenLastCalledWith({ type: 'phone', number: '+960 664 0000' }, { componentId: 'circles' });
    // An image without an action is no button.
    expect(box('lagoon').querySelector('button')).toBeNull();
  });

  test('preview: a click or Enter selects a component, the selected one is outlined and aria-current; an unknown type says it is no longer supported', async () => {
    const app = await payload();
    app.config = everyType(app);
    const onSelect = vi.fn<(id: string) => void>();
    const onAction = vi.fn();
    renderSection(root, app, 'home', { language: 'en', mode: 'preview', selectedId: 'today', onSelect, onAction });
    expect(box('today').classList.contains('ag-selected')).toBe(true);
    expect(box('today').querySelector('.ag-pick')!.getAttribute('aria-current')).toBe('true');
    // No tap target inside a component in the preview: one button per component selects it.
    expect(box('facilities').querySelectorAll('button')).toHaveLength(1);
    // A click anywhere on the component lands on its button.
    await userEvent.click(box('facilities'), { position: { x: 30, y: 60 } });
    expect(onSelect).toHaveBeenLastCalledWith('facilities');
    expect(onAction).not.toHaveBeenCalled();
    box('spa-hours').querySelector<HTMLButtonElement>('.ag-pick')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('spa-hours');
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(box('spa-hours').querySelector('.ag-pick')!.getAttribute('aria-label')).toBe(GUEST_APP_TEXT.select('Spa hours'));
    // The slider's own buttons still work in the preview and select nothing.
    await userEvent.click(box('offers').querySelector<HTMLButtonElement>('.ag-next')!);
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(box('offers').querySelector('.ag-counter')!.textContent).toBe(GUEST_APP_TEXT.slide(2, 2));
    // Selection moves without redrawing anything.
    const before = box('today');
    renderSection(root, app, 'home', { language: 'en', mode: 'preview', selectedId: 'weather', onSelect });
    expect(box('today')).toBe(before);
    expect(before.classList.contains('ag-selected')).toBe(false);
    expect(box('weather').textContent).toContain(GUEST_APP_TEXT.unsupported);
    expect(box('weather').classList.contains('ag-selected')).toBe(true);
    expect(await axeViolations(root)).toEqual([]);
  });

  test('an empty section says so, kindly; the guest sees nothing of a component with nothing to show', async () => {
    const app = await payload();
    renderSection(root, app, 'events', guest());
    expect(root.querySelector('.ag-empty')!.textContent).toBe(GUEST_APP_TEXT.empty);
    renderSection(root, app, 'events', { language: 'en', mode: 'preview' });
    expect(root.querySelector('.ag-empty')!.textContent).toBe(GUEST_APP_TEXT.emptyPreview);
    app.config = readAppConfig({ ...app.config, events: { components: [{ id: 'blank', type: 'h1', name: 'Blank heading', sort_order: 1, config: { text: en('') } }] } });
    renderSection(root, app, 'events', guest());
    expect(root.querySelector('.ag-empty')!.textContent).toBe(GUEST_APP_TEXT.empty);
    renderSection(root, app, 'events', { language: 'en', mode: 'preview' });
    expect(root.querySelector('.ag-empty')).toBeNull();
    expect(box('blank').textContent).toContain('Blank heading');
  });

  test('the slider moves on by itself every autoplay_seconds, goes back and forth with its buttons, and stays still when paused or under reduced motion', async () => {
    const app = await payload();
    vi.useFakeTimers();
    renderSection(root, app, 'home', guest());
    const counter = () => box('offers').querySelector('.ag-counter')!.textContent;
    expect(counter()).toBe(GUEST_APP_TEXT.slide(1, 2));
    vi.advanceTimersByTime(5000);
    expect(counter()).toBe(GUEST_APP_TEXT.slide(2, 2));
    expect(box('offers').querySelectorAll('.ag-slide')[0].hasAttribute('inert')).toBe(true);
    box('offers').querySelector<HTMLButtonElement>('.ag-prev')!.click();
    expect(counter()).toBe(GUEST_APP_TEXT.slide(1, 2));
    box('offers').querySelector<HTMLButtonElement>('.ag-pause')!.click();
    expect(box('offers').querySelector('.ag-pause')!.getAttribute('aria-label')).toBe(GUEST_APP_TEXT.play);
    vi.advanceTimersByTime(15000);
    expect(counter()).toBe(GUEST_APP_TEXT.slide(1, 2));
    disposeSection(root);

    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    renderSection(root, app, 'home', guest());
    expect(box('offers').querySelector('.ag-pause')!.getAttribute('aria-label')).toBe(GUEST_APP_TEXT.play);
    vi.advanceTimersByTime(15000);
    expect(counter()).toBe(GUEST_APP_TEXT.slide(1, 2));
    vi.restoreAllMocks();
  });

  test('re-rendering 50 components after one edit redraws that one only, well under 16 ms', async () => {
    const app = await payload();
    const base = everyType(app).home.components.filter((c) => !c.unsupported);
    const components = Array.from({ length: 50 }, (_, n) => ({ ...base[n % base.length], id: `c${n}`, name: `Component ${n}`, sort_order: n + 1 }));
    let config = readAppConfig({ ...app.config, home: { components } });
    const options: GuestRenderOptions = { language: 'en', mode: 'preview', selectedId: 'c3', onSelect: () => undefined };
    let start = performance.now();
    renderSection(root, { ...app, config }, 'home', options);
    const first = performance.now() - start;
    const kept = box('c10');
    const times: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const edited = config.home.components.map((c) => (c.id === 'c0' ? { ...c, config: { text: en(`Welcome ${n}`) } } : c)) as typeof config.home.components;
      config = { ...config, home: { components: edited } };
      start = performance.now();
      renderSection(root, { ...app, config }, 'home', { ...options, selectedId: `c${n % 50}` });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    expect(box('c0').textContent).toContain('Welcome 39');
    expect(box('c10')).toBe(kept);
    expect(root.querySelectorAll('.ag-component')).toHaveLength(50);
    console.info(`renderSection, 50 components: first ${first.toFixed(1)} ms, update after one edit median ${median.toFixed(2)} ms`);
    expect(median).toBeLessThan(8);
  });

  test('a move or a renumbering redraws nothing: the same elements, in the new order', async () => {
    const app = await payload();
    app.config = everyType(app);
    renderSection(root, app, 'home', { language: 'en', mode: 'preview' });
    const before = new Map([...root.querySelectorAll<HTMLElement>('[data-component-id]')].map((el) => [el.dataset.componentId, el]));
    const ids = () => [...root.querySelectorAll<HTMLElement>('[data-component-id]')].map((el) => el.dataset.componentId);
    const home = app.config.home.components;
    // The last to the front, the first to the end, everything renumbered from 1.
    for (const order of [[home.at(-1)!, ...home.slice(0, -1)], [...home.slice(1), home[0]]]) {
      const components = order.map((c, i) => ({ ...c, sort_order: i + 1 }));
      renderSection(root, { ...app, config: { ...app.config, home: { components } } }, 'home', { language: 'en', mode: 'preview' });
      expect(ids()).toEqual(components.map((c) => c.id));
      for (const el of root.querySelectorAll<HTMLElement>('[data-component-id]')) expect(el).toBe(before.get(el.dataset.componentId));
    }
  });
});
