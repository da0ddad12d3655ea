import { useLayoutEffect } from 'react';

/**
 * While a combobox's list is open, React Aria's useComboBox hides everything outside the input and the
 * list from screen readers with aria-hidden (its ariaHideOutside), but unlike its modal popovers it does
 * not make that content inert: the Select beside it or a switch stays in the Tab order while a screen
 * reader cannot perceive it (WCAG 4.1.2; axe 'aria-hidden-focus', found by an audit that ran axe while a
 * story's play had the list open — issue 18). This makes each element React Aria hides while `isOpen`
 * inert as well, and gives each back on close, before React Aria removes its aria-hidden, so a Tab that
 * closes the list still moves on to the next field. A click outside an open list closes it first, as it
 * does for the kit's Select.
 */
export function useInertWhileAriaHidden(isOpen: boolean): void {
  useLayoutEffect(() => {
    if (!isOpen || typeof MutationObserver === 'undefined') return;
    const madeInert = new Set<HTMLElement>();
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        const element = change.target;
        if (!(element instanceof HTMLElement) || element.inert) continue;
        if (element.getAttribute('aria-hidden') !== 'true') continue;
        element.inert = true;
        madeInert.add(element);
      }
    });
    // React Aria sets aria-hidden in its own effect, after this one: watch for it rather than look now.
    observer.observe(document.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
    return () => {
      observer.disconnect();
      for (const element of madeInert) element.inert = false;
    };
  }, [isOpen]);
}
