import { useRef, type RefObject } from 'react';
import { MenuContext, OverlayTriggerStateContext, PopoverContext, Provider, RootMenuTriggerStateContext } from 'react-aria-components';
import type { MenuTriggerAria } from 'react-aria/useMenu';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { NavMenu, NavMenuItem, NavPopover } from './navMenuStyles';
import type { NavMenuEntry } from './DeferredMenuTrigger';

export interface NavMenuPopoverProps {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: MenuTriggerAria<unknown>['menuProps'];
  /** Accessible name of the menu. */
  label: string;
  items: NavMenuEntry[];
  placement: 'bottom start' | 'bottom end';
  onAction?: (id: string) => void;
}

/**
 * The open part of a bar menu, loaded on its first open (DeferredMenuTrigger). It gives React Aria's
 * Popover and Menu the contexts RAC's MenuTrigger would (its state, the trigger, the menu's ARIA
 * props), so they behave exactly as inside one: focus moves into the menu, arrows and typeahead
 * move through it, Escape or a choice closes it and focus returns to the trigger.
 */
export default function NavMenuPopover({ state, triggerRef, menuProps, label, items, placement, onAction }: NavMenuPopoverProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': menuProps['aria-labelledby'] },
        ],
      ]}
    >
      <NavPopover placement={placement}>
        <NavMenu aria-label={label} onAction={onAction ? (key) => onAction(String(key)) : undefined}>
          {items.map((item) => (
            <NavMenuItem
              key={item.id}
              id={item.id}
              href={item.href}
              textValue={item.label}
              // MenuItem drops aria-current, so the link element is rendered here with it.
              render={({ children, ...props }) =>
                'href' in props ? (
                  <a {...props} aria-current={item.current ? 'page' : undefined}>
                    {children}
                  </a>
                ) : (
                  <div {...props}>{children}</div>
                )
              }
            >
              {item.label}
            </NavMenuItem>
          ))}
        </NavMenu>
      </NavPopover>
    </Provider>
  );
}
