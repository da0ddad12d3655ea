import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
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

export interface ComboBoxProps
  extends Omit<RACComboBoxProps<ListOption, 'single'>, 'children' | 'items' | 'defaultItems' | 'selectionMode'>,
    FieldChromeProps {
  /** All choices, each `{ id, label }`; the list filters them by what the user types ("contains"). */
  items: readonly ListOption[];
  /** Hint inside the empty input. @default undefined */
  placeholder?: string;
  /** Shown in the list when nothing matches the typed text. @default 'No results' */
  emptyText?: string;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACComboBoxProps<ListOption>['validationBehavior'];
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
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; }
`;

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
  ...props
}: ComboBoxProps) {
  return (
    <Root {...props} defaultItems={items} validationBehavior={validationBehavior} allowsEmptyCollection>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Row>
          <FieldInput placeholder={placeholder} />
          <OpenButton aria-label="Show suggestions">
            <span aria-hidden="true">▾</span>
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
