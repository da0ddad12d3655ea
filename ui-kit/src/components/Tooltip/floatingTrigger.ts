import { Children, cloneElement, isValidElement, type ReactElement, type Ref } from 'react';

type TriggerElement = ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;

/** The single element child that a floating element is anchored to. */
export function onlyTrigger(children: unknown): TriggerElement {
  const child = Children.only(children);
  if (!isValidElement(child)) throw new Error('Tooltip and Popover need one element as their trigger.');
  return child as TriggerElement;
}

/** Gives the trigger the interaction props and the anchor ref (React 19 passes ref as a prop). */
export function withTriggerProps(trigger: TriggerElement, props: Record<string, unknown>): ReactElement {
  return cloneElement(trigger, props);
}
