import { useContext } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  ComboBoxStateContext,
  Group,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import {
  FieldChrome,
  FieldInput,
  ListPopover,
  OptionItem,
  OptionList,
  fieldStack,
  type FieldChromeProps,
  type ListOption,
} from '../FieldParts';
import { choosePlaceholder } from '../Select/placeholder';
import { useInertWhileAriaHidden } from './useInertWhileAriaHidden';

export interface ComboBoxProps
  extends Omit<RACComboBoxProps<ListOption, 'single'>, 'children' | 'items' | 'defaultItems' | 'selectionMode'>,
    FieldChromeProps {
  /** All choices, each `{ id, label }`; the list filters them by what the user types ("contains"). */
  items: readonly ListOption[];
  /**
   * Hint inside the empty input; say what to choose, e.g. 'Choose a facility'.
   * @default 'Choose <label>' (e.g. 'Choose country')
   */
  placeholder?: string;
  /** Shown in the list when nothing matches the typed text. @default 'No results' */
  emptyText?: string;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACComboBoxProps<ListOption>['validationBehavior'];
  /**
   * Whether the list opens (showing `emptyText`) when nothing matches. A search box turns it off while its
   * text is empty, so clearing the box after a choice does not open the list again. @default true
   */
  allowsEmptyCollection?: boolean;
}

const Root = styled(RACComboBox)`
  ${fieldStack}
` as typeof RACComboBox;

const Row = styled(Group)`
  position: relative;
  display: flex;
  input { padding-right: 40px; }
`;

const OpenButton = styled(RACButton)`
  position: absolute;
  right: 0;
  top: 0;
  bottom: 0;
  width: 36px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  display: flex;
  align-items: center;
  justify-content: center;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; }
`;

/**
 * The input opens the list when clicked anywhere, not only on the caret: people click a box to
 * choose from it. RAC opens on typing, ArrowDown and touch; a mouse click is added here. Keyboard
 * focus alone (Tab) still leaves the list closed. While the list is open, what React Aria hides from
 * screen readers is inert too (useInertWhileAriaHidden).
 */
function ClickToOpenInput({ placeholder, isReadOnly }: { placeholder: string; isReadOnly?: boolean }) {
  const state = useContext(ComboBoxStateContext);
  useInertWhileAriaHidden(state?.isOpen ?? false);
  return (
    <FieldInput
      placeholder={placeholder}
      onClick={() => {
        if (state && !state.isOpen && !isReadOnly) state.open(null, 'manual');
      }}
    />
  );
}

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Searchable single choice from a long list, e.g. countries (RAC ComboBox). */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  emptyText = 'No results',
  validationBehavior = 'aria',
  allowsEmptyCollection = true,
  ...props
}: ComboBoxProps) {
  return (
    <Root {...props} defaultItems={items} validationBehavior={validationBehavior} allowsEmptyCollection={allowsEmptyCollection}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Row>
          <ClickToOpenInput placeholder={placeholder ?? choosePlaceholder(label)} isReadOnly={props.isReadOnly} />
          <OpenButton aria-label="Show suggestions">
            <ChevronDown aria-hidden="true" size={16} />
          </OpenButton>
        </Row>
      </FieldChrome>
      <ListPopover>
        <OptionList renderEmptyState={() => <Empty>{emptyText}</Empty>}>
          {(item: ListOption) => <OptionItem textValue={item.label}>{item.label}</OptionItem>}
        </OptionList>
      </ListPopover>
    </Root>
  );
}
