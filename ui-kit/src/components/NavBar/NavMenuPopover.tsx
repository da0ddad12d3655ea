import { useId, useRef, type RefObject } from 'react';
import {
  MenuContext,
  MenuSection,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  type Selection,
} from 'react-aria-components';
import { Check } from 'lucide-react';
import { CountBadge } from '../CountBadge';
import type { MenuTriggerAria } from 'react-aria/useMenu';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { NavMenu, NavMenuHeader, NavMenuItem, NavMenuSeparator, NavPopover } from './navMenuStyles';
import type { NavMenuChoice, NavMenuEntry } from './navMenuTypes';

export interface NavMenuPopoverProps {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: MenuTriggerAria<unknown>['menuProps'];
  /** Accessible name of the menu. */
  label: string;
  items: NavMenuEntry[];
  placement: 'bottom start' | 'bottom end';
  onAction?: (id: string) => void;
  choice?: NavMenuChoice;
}

/** The choice as a section with single selection: React Aria gives its items menuitemradio and aria-checked. */
function ChoiceSection({ choice }: { choice: NavMenuChoice }) {
  const select = (keys: Selection) => {
    const [id] = keys === 'all' ? [] : [...keys];
    if (id !== undefined && String(id) !== choice.value) choice.onChange(String(id));
  };
  return (
    <MenuSection selectionMode="single" disallowEmptySelection selectedKeys={[choice.value]} onSelectionChange={select}>
      <NavMenuHeader>{choice.label}</NavMenuHeader>
      {choice.options.map((option) => (
        <NavMenuItem key={option.id} id={option.id} textValue={option.label} data-choice>
          {({ isSelected }) => (
            <>
              <Check aria-hidden="true" size={16} data-checked={isSelected || undefined} />
              {option.label}
            </>
          )}
        </NavMenuItem>
      ))}
    </MenuSection>
  );
}

/**
 * The open part of a bar menu, loaded on its first open (DeferredMenuTrigger). It gives React Aria's
 * Popover and Menu the contexts RAC's MenuTrigger would (its state, the trigger, the menu's ARIA
 * props), so they behave exactly as inside one: focus moves into the menu, arrows and typeahead
 * move through it, Escape or a choice closes it and focus returns to the trigger.
 */
export default function NavMenuPopover({ state, triggerRef, menuProps, label, items, placement, onAction, choice }: NavMenuPopoverProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const badgeIds = useId();
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
          {choice && <ChoiceSection choice={choice} />}
          {choice && <NavMenuSeparator />}
          {items.map((item, index) => {
            const badgeId = item.badge && item.badge.count > 0 ? `${badgeIds}-${index}` : undefined;
            return (
              <NavMenuItem
                key={item.id}
                id={item.id}
                href={item.href}
                textValue={item.label}
                data-badge={badgeId ? true : undefined}
                // MenuItem drops aria-current, so the link element is rendered here with it (and the badge's description).
                render={({ children, ...props }) =>
                  'href' in props ? (
                    <a {...props} aria-current={item.current ? 'page' : undefined} aria-describedby={badgeId}>
                      {children}
                    </a>
                  ) : (
                    <div {...props} aria-describedby={badgeId}>
                      {children}
                    </div>
                  )
                }
              >
                {item.label}
                {item.badge && badgeId && <CountBadge id={badgeId} count={item.badge.count} label={item.badge.label} />}
              </NavMenuItem>
            );
          })}
        </NavMenu>
      </NavPopover>
    </Provider>
  );
}
