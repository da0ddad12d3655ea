import type { Key } from 'react-aria-components';
import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import {
  FieldChrome,
  ListPopover,
  OptionItem,
  OptionList,
  controlSurface,
  fieldStack,
  type FieldChromeProps,
  type ListOption,
} from '../FieldParts';
import { TextField } from '../TextField';
import { choosePlaceholder } from './placeholder';

export interface SelectProps
  extends Omit<RACSelectProps<ListOption, 'single'>, 'children' | 'items' | 'selectionMode'>,
    FieldChromeProps {
  /** The choices, each `{ id, label }`. */
  items: readonly ListOption[];
  /**
   * Text on the trigger while nothing is chosen; say what to choose, e.g. 'Choose a facility'.
   * @default 'Choose <label>' (e.g. 'Choose property type')
   */
  placeholder?: string;
  /**
   * RAC's Select has no read-only mode, so a read-only Select shows the chosen label in a
   * read-only text field (focusable, announced, not editable). @default false
   */
  isReadOnly?: boolean;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACSelectProps<ListOption>['validationBehavior'];
}

const Root = styled(RACSelect)`
  ${fieldStack}
  &[data-invalid] button { border-color: ${({ theme }) => theme.color.textError}; }
` as typeof RACSelect;

const Trigger = styled(RACButton)`
  ${controlSurface}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  text-align: left;
  cursor: pointer;
  [data-placeholder] { color: ${({ theme }) => theme.color.textMuted}; }
  > svg { flex: none; color: ${({ theme }) => theme.color.textMuted}; }
`;

function labelOf(items: readonly ListOption[], key: Key | null | undefined): string {
  return items.find((item) => item.id === key)?.label ?? '';
}

/** Pick one item from a short list (RAC Select: a button that opens a listbox). */
export function Select({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  isReadOnly = false,
  validationBehavior = 'aria',
  ...props
}: SelectProps) {
  if (isReadOnly) {
    return (
      <TextField
        isReadOnly
        label={label}
        description={description}
        value={labelOf(items, props.value ?? props.defaultValue)}
        isDisabled={props.isDisabled}
      />
    );
  }
  return (
    <Root {...props} placeholder={placeholder ?? choosePlaceholder(label)} validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Trigger>
          <SelectValue />
          <ChevronDown aria-hidden="true" size={16} />
        </Trigger>
      </FieldChrome>
      <ListPopover>
        <OptionList items={items}>{(item) => <OptionItem textValue={item.label}>{item.label}</OptionItem>}</OptionList>
      </ListPopover>
    </Root>
  );
}
