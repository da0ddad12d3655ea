/**
 * Tap targets: a real button carrying its AppAction in the guest app (ACTIONS, read by the root's one click
 * listener), a plain span in the preview, where a click selects the whole component instead.
 */
import type { AppAction } from '@atoll/contract';
import { opensSomething, type DrawContext } from './content';
import { h } from './dom';

/** The action of each guest-mode tap target. */
export const ACTIONS = new WeakMap<Element, AppAction>();

/**
 * A tap target: a button carrying `action` in the guest app when the action opens something, else a span.
 * `label` names a button whose content has no text (an image without alt text).
 */
export function tappable(ctx: DrawContext, parent: Element, className: string, action: AppAction | null, label?: string): HTMLElement {
  if (ctx.mode === 'guest' && opensSomething(action)) {
    const button = h('button', `ag-tap ${className}`, parent);
    button.type = 'button';
    button.dataset.agAction = '';
    if (label) button.setAttribute('aria-label', label);
    ACTIONS.set(button, action);
    return button;
  }
  return h('span', className, parent);
}

