/**
 * The image slider (issue 21): one image at a time with Previous and Next, moving on by itself every
 * `seconds` (0: never). Moving content that lasts over five seconds needs a way to stop it (WCAG 2.2.2):
 * a Pause button, and it also holds still while pointed at or focused. Under prefers-reduced-motion it
 * starts paused and slides without animation (Play starts it). Slides out of view are inert. The timer
 * stops itself when the slider leaves the page; the returned function stops it at once.
 */
import type { AppAction } from '@atoll/contract';
import { GUEST_APP_TEXT as TEXT } from '@atoll/contract/guestApp';
import type { DrawContext } from './content';
import { h, image, truncate } from './dom';
import { tappable } from './tap';

export interface Slide {
  src: string;
  alt: string;
  caption: string;
  action: AppAction | null;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function control(parent: Element, className: string, label: string, glyph: string): HTMLButtonElement {
  const button = h('button', `ag-control ${className}`, parent);
  button.type = 'button';
  button.setAttribute('aria-label', label);
  h('span', '', button, glyph).setAttribute('aria-hidden', 'true');
  return button;
}

export function drawSlider(ctx: DrawContext, root: HTMLElement, slides: Slide[], seconds: number): () => void {
  const box = h('section', 'ag-slider', root);
  box.setAttribute('aria-roledescription', 'carousel');
  box.setAttribute('aria-label', TEXT.slider);
  const viewport = h('div', 'ag-viewport', box);
  const track = h('div', 'ag-track', viewport);
  const count = slides.length;
  const slideEls = slides.map((slide, n) => {
    const el = h('div', 'ag-slide', track);
    el.setAttribute('role', 'group');
    el.setAttribute('aria-roledescription', 'slide');
    el.setAttribute('aria-label', TEXT.slide(n + 1, count));
    const target = tappable(ctx, el, 'ag-slide-target', slide.action, slide.alt ? undefined : slide.caption || ctx.component.name);
    image(target, 'ag-slide-image', slide.src, slide.alt);
    if (slide.caption) {
      const caption = h('span', 'ag-caption', target, truncate(slide.caption));
      if (slide.alt === slide.caption) caption.setAttribute('aria-hidden', 'true');
    }
    return el;
  });

  let index = 0;
  let paused = reducedMotion();
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  let counter: HTMLElement | null = null;
  let pauseButton: HTMLButtonElement | null = null;
  const show = (to: number) => {
    index = (to + count) % count;
    track.style.setProperty('--ag-i', String(index));
    slideEls.forEach((el, n) => {
      el.inert = n !== index;
      el.setAttribute('aria-hidden', String(n !== index));
    });
    if (counter) counter.textContent = TEXT.slide(index + 1, count);
  };

  if (count > 1) {
    const controls = h('div', 'ag-controls', box);
    control(controls, 'ag-prev', TEXT.previous, '‹').addEventListener('click', () => show(index - 1));
    counter = h('span', 'ag-counter', controls);
    if (seconds > 0) {
      pauseButton = control(controls, 'ag-pause', paused ? TEXT.play : TEXT.pause, paused ? '▶' : '❚❚');
      pauseButton.addEventListener('click', () => {
        paused = !paused;
        pauseButton!.setAttribute('aria-label', paused ? TEXT.play : TEXT.pause);
        pauseButton!.firstElementChild!.textContent = paused ? '▶' : '❚❚';
      });
    }
    control(controls, 'ag-next', TEXT.next, '›').addEventListener('click', () => show(index + 1));
    box.addEventListener('pointerenter', () => (hovered = true));
    box.addEventListener('pointerleave', () => (hovered = false));
    box.addEventListener('focusin', () => (focused = true));
    box.addEventListener('focusout', (event) => (focused = box.contains(event.relatedTarget as Node | null)));
    if (seconds > 0) {
      timer = setInterval(() => {
        if (!box.isConnected) return stop();
        if (!paused && !hovered && !focused) show(index + 1);
      }, seconds * 1000);
    }
  }
  show(0);
  return stop;
}
