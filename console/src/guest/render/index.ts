/**
 * The guest app's layout renderer (issue 21, 'The live preview and the guest web app'): ONE drawing of a
 * section's components, in plain TypeScript and DOM, for the guest web app at /p/{domain} (mode 'guest':
 * taps give the contract's AppAction) and the App Editor's phone preview (mode 'preview': a click, Enter
 * or Space selects a component; the selected one is outlined and aria-current). It never imports the
 * console, React or the contract's yup schemas (only its yup-free subpath modules), so the guest app's
 * 80 KB budget holds it.
 *
 * renderSection is idempotent: the root keeps one element per component id and redraws a component only
 * when its content, the payload or the language changed (a key of the component's JSON), so an edit
 * redraws one component of fifty; the rest only move into place. Selection changes no component.
 * The root gets the `ag` class (guestRenderCss is scoped under it), lang, dir ('rtl' for Arabic, Dhivehi
 * and other right-to-left languages) and the property's colours as custom properties: --ag-primary and
 * --ag-on-primary, the text colour that reads on it (contract/src/contrast.ts), and --ag-accent, the
 * primary darkened until it reads as text on white (4.5:1).
 */
import type { AppAction, AppComponent, AppSectionId, GuestApp } from '@atoll/contract';
import { PRIMARY_COLOR } from '@atoll/contract/constants';
import { contrastRatio } from '@atoll/contract/contrast';
import { GUEST_APP_TEXT as TEXT } from '@atoll/contract/guestApp';
import css from './render.css?inline';
import { DRAW, type Dispose } from './components';
import type { DrawContext } from './content';
import { h } from './dom';
import { ACTIONS } from './tap';

export interface GuestRenderOptions {
  /** Language of the config's translatable texts ('en' where a text lacks it); the data texts in GuestApp are already in app.language. */
  language: string;
  mode: 'guest' | 'preview';
  /** preview: the component drawn as selected (outlined, aria-current). */
  selectedId?: string | null;
  /** preview: a click, or Enter/Space, on a component. */
  onSelect?: (componentId: string) => void;
  /** guest: a tap on an item — the contract's AppAction; a home-facilities card gives the facility action, an event card a 'text' action. */
  onAction?: (action: AppAction, context: { componentId: string }) => void;
}

/** The one stylesheet of the renderer, scoped under `.ag` (the root renderSection draws into). */
export const guestRenderCss: string = css;

/** Languages written right to left (ISO 639-1, and Dhivehi). */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'dv', 'fa', 'he', 'ps', 'ur', 'yi', 'ku', 'ckb', 'sd', 'ug'];
export const isRtl = (language: string) => RTL_LANGUAGES.includes(language.toLowerCase().split('-')[0]);

interface Entry {
  component: AppComponent;
  /** The component's JSON and the context's version: equal keys, equal drawing. */
  key: string;
  version: number;
  el: HTMLElement;
  pick: HTMLButtonElement | null;
  dispose: Dispose | void;
}

interface RootState {
  entries: Map<string, Entry>;
  /** What every component's drawing depends on besides its own config: a change redraws all. */
  inputs: unknown[];
  version: number;
  options: GuestRenderOptions;
  selectedId: string | null;
  empty: HTMLElement | null;
}

const STATES = new WeakMap<HTMLElement, RootState>();

const HEX = /^#[0-9a-f]{6}$/i;
const DARK_TEXT = '#111827';
const WHITE = '#ffffff';

/** The text colour of the two that reads better on `color` (white or near black). */
export function textOn(color: string): string {
  return contrastRatio(WHITE, color) >= contrastRatio(DARK_TEXT, color) ? WHITE : DARK_TEXT;
}

/** `color`, darkened in steps until it reads as text on white (4.5:1). */
export function accentOnWhite(color: string): string {
  let [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  const hex = () => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  for (let step = 0; step < 40 && contrastRatio(hex(), WHITE) < 4.5; step += 1) [r, g, b] = [r * 0.92, g * 0.92, b * 0.92];
  return hex();
}

/** The root's one click listener, for every component: the preview's selection, the guest's taps. */
function onClick(this: HTMLElement, event: MouseEvent): void {
  const state = STATES.get(this);
  const target = event.target as Element | null;
  const box = target?.closest<HTMLElement>('[data-component-id]');
  if (!state || !box || !this.contains(box)) return;
  const componentId = box.dataset.componentId ?? '';
  if (state.options.mode === 'preview') {
    if (target?.closest('.ag-control')) return; // the slider's own buttons work in the preview too
    state.options.onSelect?.(componentId);
    return;
  }
  const tap = target?.closest<HTMLElement>('[data-ag-action]');
  const action = tap && ACTIONS.get(tap);
  if (action) state.options.onAction?.(action, { componentId });
}
const LISTENING = new WeakSet<HTMLElement>();

function stateOf(root: HTMLElement, options: GuestRenderOptions): RootState {
  let state = STATES.get(root);
  if (state) return state;
  state = { entries: new Map(), inputs: [], version: 0, options, selectedId: null, empty: null };
  STATES.set(root, state);
  if (!LISTENING.has(root)) {
    root.addEventListener('click', onClick);
    LISTENING.add(root);
  }
  return state;
}

function draw(entry: Omit<Entry, 'el' | 'pick' | 'dispose'>, ctx: DrawContext): Entry {
  const { component } = entry;
  const el = document.createElement('div');
  el.className = `ag-component ag-${component.unsupported ? 'unsupported' : component.type}`;
  el.dataset.componentId = component.id;
  let dispose: Dispose | void = undefined;
  const drawType = component.unsupported ? undefined : DRAW[component.type];
  if (drawType) {
    dispose = drawType(ctx, el, (component.config ?? {}) as never);
  } else if (ctx.mode === 'preview') {
    const box = h('div', 'ag-unsupported-box', el);
    h('strong', '', box, component.name);
    h('p', '', box, TEXT.unsupported);
  }
  // Nothing to show (a new component's empty config): the guest sees nothing, the preview the component's name.
  if (!el.firstChild && ctx.mode === 'preview') h('p', 'ag-placeholder', el, component.name);
  let pick: HTMLButtonElement | null = null;
  if (ctx.mode === 'preview') {
    pick = h('button', 'ag-pick', el);
    pick.type = 'button';
    pick.setAttribute('aria-label', TEXT.select(component.name));
  }
  return { ...entry, el, pick, dispose };
}

function markSelected(entry: Entry | undefined, selected: boolean): void {
  if (!entry) return;
  entry.el.classList.toggle('ag-selected', selected);
  if (selected) entry.pick?.setAttribute('aria-current', 'true');
  else entry.pick?.removeAttribute('aria-current');
}

/**
 * The elements of `order` already in `root` whose current order agrees with `order`: the longest increasing run of
 * their current positions (O(n log n)). Everything else is inserted where it belongs.
 */
function inOrder(order: readonly HTMLElement[], root: HTMLElement): Set<HTMLElement> {
  const position = new Map<Node, number>();
  root.childNodes.forEach((node, i) => position.set(node, i));
  const tails: number[] = []; // tails[len] = index in `order` of the smallest tail of a run of length len + 1
  const previous: number[] = new Array<number>(order.length).fill(-1);
  order.forEach((el, k) => {
    const at = position.get(el);
    if (at === undefined) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (position.get(order[tails[mid]])! < at) lo = mid + 1;
      else hi = mid;
    }
    previous[k] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = k;
  });
  const stays = new Set<HTMLElement>();
  for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = previous[k]) stays.add(order[k]);
  return stays;
}

/** What a component draws from: not its place (sort_order), so a renumbering redraws nothing. */
const contentKey = (component: AppComponent) => JSON.stringify([component.type, component.name, component.unsupported ?? false, component.config]);

/** A section's components in sort order. */
const sectionOf = (app: GuestApp, section: AppSectionId): AppComponent[] =>
  [...(app.config?.[section]?.components ?? [])].sort((a, b) => a.sort_order - b.sort_order);

/**
 * Draws `section` of `app` into `root`, or brings what is there up to date (idempotent). `root` should be an
 * element of its own (the renderer owns its children and its click listener).
 */
export function renderSection(root: HTMLElement, app: GuestApp, section: AppSectionId, options: GuestRenderOptions): void {
  const state = stateOf(root, options);
  state.options = options;
  const language = options.language || app.language || 'en';
  const inputs = [app.facilities, app.events, app.banners, app.quick_actions, app.property, app.language, language, options.mode];
  if (inputs.length !== state.inputs.length || inputs.some((v, i) => v !== state.inputs[i])) {
    state.inputs = inputs;
    state.version += 1;
  }

  root.classList.add('ag');
  root.classList.toggle('ag-preview', options.mode === 'preview');
  if (root.lang !== language) root.lang = language;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  if (root.dir !== dir) root.dir = dir;
  const primary = HEX.test(app.property.primary_color) ? app.property.primary_color : PRIMARY_COLOR;
  if (root.style.getPropertyValue('--ag-primary') !== primary) {
    root.style.setProperty('--ag-primary', primary);
    root.style.setProperty('--ag-on-primary', textOn(primary));
    root.style.setProperty('--ag-accent', accentOnWhite(primary));
  }

  const components = sectionOf(app, section);
  const seen = new Set<string>();
  const order: HTMLElement[] = [];
  for (const component of components) {
    if (seen.has(component.id)) continue;
    seen.add(component.id);
    const old = state.entries.get(component.id);
    let entry = old;
    if (!old || old.component !== component || old.version !== state.version) {
      const key = contentKey(component);
      if (old && old.key === key && old.version === state.version) {
        old.component = component;
      } else {
        old?.dispose?.();
        entry = draw({ component, key, version: state.version }, { app, language, mode: options.mode, component });
        state.entries.set(component.id, entry);
        if (old) {
          old.el.replaceWith(entry.el);
          if (state.selectedId === component.id) markSelected(entry, true);
        }
      }
    }
    // A component that draws nothing for a guest takes no place.
    if (options.mode === 'preview' || entry!.el.firstChild) order.push(entry!.el);
  }
  for (const [id, entry] of state.entries) {
    if (seen.has(id)) continue;
    entry.dispose?.();
    entry.el.remove();
    state.entries.delete(id);
  }

  // Into place: what is not wanted goes; of the rest, only what is out of order moves (the longest run already
  // in order stays put), so a drag moves one element and an edit none.
  if (state.empty && order.length) {
    state.empty.remove();
    state.empty = null;
  }
  const wanted = new Set<Node>(order);
  for (const child of [...root.childNodes]) if (!wanted.has(child) && child !== state.empty) child.remove();
  const stays = inOrder(order, root);
  let anchor: Node | null = null;
  for (let k = order.length - 1; k >= 0; k -= 1) {
    if (!stays.has(order[k])) root.insertBefore(order[k], anchor);
    anchor = order[k];
  }
  if (!order.length) {
    const text = options.mode === 'preview' ? TEXT.emptyPreview : TEXT.empty;
    if (!state.empty) state.empty = h('p', 'ag-empty', root);
    if (state.empty.textContent !== text) state.empty.textContent = text;
    if (!state.empty.isConnected) root.append(state.empty);
  }

  const selectedId = options.mode === 'preview' ? (options.selectedId ?? null) : null;
  if (selectedId !== state.selectedId) {
    if (state.selectedId) markSelected(state.entries.get(state.selectedId), false);
    state.selectedId = selectedId;
  }
  if (selectedId) markSelected(state.entries.get(selectedId), true);
}

/** Stops every timer of what renderSection drew into `root` and empties it (when the page or preview goes). */
export function disposeSection(root: HTMLElement): void {
  const state = STATES.get(root);
  if (!state) return;
  for (const entry of state.entries.values()) entry.dispose?.();
  STATES.delete(root);
  root.replaceChildren();
}
