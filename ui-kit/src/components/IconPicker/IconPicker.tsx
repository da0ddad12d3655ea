import { useId, useMemo, useState } from 'react';
import { LAYOUT, type Icon } from '@atoll/contract';
import { Input, ListBox, ListBoxItem, SearchField, Text, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { CONTROL_MIN_HEIGHT, GroupLabel, controlSurface, fieldStack } from '../FieldParts';
import { LoadingSpinner } from '../Spinner';

/** Texts of the icon picker that the specification does not word. */
export const ICON_PICKER_TEXT = {
  search: 'Search icons',
  noMatch: 'No icons match',
  noneSelected: 'No icon selected',
  selected: 'Selected:',
  loading: 'Loading icons',
} as const;

export interface IconPickerProps {
  /** Visible label; also names the icon list. */
  label: string;
  /** The icons to choose from (GET /ui/icons), each drawn from its `url`. */
  icons: readonly Icon[];
  /** The chosen icon's key, or null. */
  value: string | null;
  /** Called with the key of the icon the user picked. */
  onChange: (key: string) => void;
  /** Adds '*' to the label. @default false */
  isRequired?: boolean;
  /** Shown under the list (e.g. 'Field is required'); marks the list invalid. @default undefined */
  errorMessage?: string;
  /** Shows a spinner instead of the list while the icons load. @default false */
  isLoading?: boolean;
  /** Greys the picker out. @default false */
  isDisabled?: boolean;
  /** Called when focus leaves the picker (forms mark the field touched). @default undefined */
  onBlur?: () => void;
}

const Root = styled.div`
  ${fieldStack}
`;

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  img { width: 24px; height: 24px; }
  strong { color: ${({ theme }) => theme.color.textPrimary}; }
`;

/** The search field's and the grid's place while the icons load, so that nothing below moves when they arrive. */
const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: calc(${CONTROL_MIN_HEIGHT}px + ${({ theme }) => theme.space.xs} + ${LAYOUT.iconPickerMaxHeight}px);
`;

const Search = styled(SearchField)`
  display: flex;
  input { ${controlSurface} width: 100%; }
  input::-webkit-search-cancel-button { cursor: pointer; }
`;

/** LAYOUT.iconPickerMaxHeight (200) caps the list; it scrolls beyond that. */
const Grid = styled(ListBox)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  max-height: ${LAYOUT.iconPickerMaxHeight}px;
  overflow: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
  &[data-invalid='true'] { border-color: ${({ theme }) => theme.color.textError}; }
  &[data-empty] { display: block; color: ${({ theme }) => theme.color.textMuted}; }
` as typeof ListBox;

const Tile = styled(ListBoxItem)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-align: center;
  cursor: pointer;
  outline: none;
  img { width: 24px; height: 24px; }
  &[data-hovered], &[data-focused] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; }
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.actionPrimary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.actionPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
` as typeof ListBoxItem;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textError};
`;

/**
 * Pick one icon from a grid (RAC ListBox in grid layout: arrow keys move in two dimensions, Enter
 * or Space selects, typing in the search box filters by name). Each tile shows the icon and its name.
 */
export function IconPicker({
  label,
  icons,
  value,
  onChange,
  isRequired = false,
  errorMessage,
  isLoading = false,
  isDisabled = false,
  onBlur,
}: IconPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? icons.filter((icon) => icon.name.toLowerCase().includes(q) || icon.key.includes(q)) : icons;
  }, [icons, query]);
  const current = icons.find((icon) => icon.key === value);
  const isInvalid = errorMessage !== undefined;

  return (
    <Root
      role="group"
      aria-labelledby={labelId}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <GroupLabel id={labelId} isRequired={isRequired}>
        {label}
      </GroupLabel>
      <Current aria-live="polite">
        {ICON_PICKER_TEXT.selected}{' '}
        {value ? (
          <>
            {current && <img src={current.url} alt="" />}
            <strong>{current?.name ?? value}</strong>
          </>
        ) : (
          <strong>{ICON_PICKER_TEXT.noneSelected}</strong>
        )}
      </Current>
      {isLoading ? (
        <Loading>
          <LoadingSpinner label={ICON_PICKER_TEXT.loading} showLabel />
        </Loading>
      ) : (
        <>
          <Search aria-label={`${ICON_PICKER_TEXT.search} (${label})`} value={query} onChange={setQuery} isDisabled={isDisabled}>
            <Input placeholder={ICON_PICKER_TEXT.search} />
          </Search>
          <Grid
            aria-labelledby={labelId}
            aria-describedby={isInvalid ? errorId : undefined}
            data-invalid={isInvalid || undefined}
            layout="grid"
            items={shown}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={value ? [value] : []}
            onSelectionChange={(keys) => {
              if (keys === 'all') return;
              const [key] = [...keys] as Key[];
              if (key != null) onChange(String(key));
            }}
            disabledKeys={isDisabled ? shown.map((icon) => icon.key) : undefined}
            renderEmptyState={() => ICON_PICKER_TEXT.noMatch}
          >
            {(icon) => (
              <Tile id={icon.key} textValue={icon.name}>
                <img src={icon.url} alt="" />
                <Text slot="label">{icon.name}</Text>
              </Tile>
            )}
          </Grid>
        </>
      )}
      {isInvalid && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
    </Root>
  );
}
