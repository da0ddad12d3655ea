import { useId, useRef, type ReactNode } from 'react';
import { DAYS_OF_WEEK, type Choice } from '@atoll/contract';
import { Plus, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { media } from '../../theme';
import { Button } from '../Button';
import { GroupLabel } from '../FieldParts';
import { IconButton } from '../IconButton';
import { TimeField } from '../TimeField';
import { WeekdayPicker } from '../WeekdayPicker';

/** One timing set: the weekdays it repeats on and its hours. */
export interface TimingSet {
  /** The stored set's id; absent on a set added in this edit. */
  id?: number;
  /** Day numbers as WeekdayPicker uses them (1 = Sunday … 7 = Saturday), ascending. */
  recurring_day: number[];
  /** 'HH:mm', or '' while empty. */
  start_time: string;
  /** 'HH:mm', or '' while empty. */
  end_time: string;
}

/** The error of each field of one set, e.g. from the form's validation or the server. */
export interface TimingSetErrors {
  recurring_day?: string;
  start_time?: string;
  end_time?: string;
}

/** The editor's own words; the console passes the spec's texts. */
export const TIMING_SET_TEXT = {
  days: 'Days',
  startTime: 'Start Time',
  endTime: 'End Time',
  add: 'Add Timing Set',
  remove: 'Remove',
  /** Names each set's group: 'Timing set 2'. */
  set: (position: number) => `Timing set ${position}`,
};

export type TimingSetText = typeof TIMING_SET_TEXT;

export interface TimingSetEditorProps {
  /** Visible label of the whole list; it also names the group. */
  label: ReactNode;
  /** Help text under the label. @default undefined */
  description?: ReactNode;
  /** The sets, in order. */
  value: readonly TimingSet[];
  /** Called with the whole new list after any change, add or removal. */
  onChange: (sets: TimingSet[]) => void;
  /** Per set (same index as `value`), the message of each invalid field. @default undefined */
  errors?: ReadonlyArray<TimingSetErrors | undefined>;
  /** Whether the first set has a Remove button (a weekly request type keeps at least one). @default false */
  firstRemovable?: boolean;
  /** Every control disabled. @default false */
  isDisabled?: boolean;
  /** Marks the days and times as required (a '*' and aria-required). @default false */
  isRequired?: boolean;
  /** The days offered, in display order. @default DAYS_OF_WEEK */
  days?: readonly Choice<number>[];
  /** Labels and button texts; any left out keep TIMING_SET_TEXT. @default TIMING_SET_TEXT */
  text?: Partial<TimingSetText>;
}

/** A new, empty set: what Add appends (and what a new weekly type starts with). */
export const emptyTimingSet = (): TimingSet => ({ recurring_day: [], start_time: '', end_time: '' });

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Sets = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SetItem = styled.li`
  min-width: 0;
`;

const SetCard = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  grid-template-areas:
    'title title remove'
    'days days days'
    'start end .';
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  /* One column on phones: days, then start, then end, each the full width. */
  ${media.belowPhone} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas:
      'title remove'
      'days days'
      'start start'
      'end end';
  }
`;

const SetTitle = styled.span`
  grid-area: title;
  align-self: center;
  font-size: ${({ theme }) => theme.typography.scale.bodyStrong.size};
  font-weight: ${({ theme }) => theme.typography.scale.bodyStrong.weight};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const AddRow = styled.div`
  display: flex;
`;

let keySeed = 0;
const nextKey = () => `set-${(keySeed += 1)}`;

/**
 * A list of weekly timing sets (days + start and end time), edited in place: Add appends an empty
 * set and focuses its first day; Remove takes a set out and moves focus to Add. Each set is a
 * group named 'Timing set N', so its controls and Remove button are told apart by name.
 */
export function TimingSetEditor({
  label,
  description,
  value,
  onChange,
  errors,
  firstRemovable = false,
  isDisabled = false,
  isRequired = false,
  days = DAYS_OF_WEEK,
  text,
}: TimingSetEditorProps) {
  const t = { ...TIMING_SET_TEXT, ...text };
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  // Stable keys for sets without an id, so a removal keeps every other set's fields (and focus).
  const keys = useRef<string[]>([]);
  if (keys.current.length !== value.length) keys.current = value.map(() => nextKey());
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);

  const update = (index: number, patch: Partial<TimingSet>) =>
    onChange(value.map((set, i) => (i === index ? { ...set, ...patch } : set)));

  const add = () => {
    keys.current = [...keys.current, nextKey()];
    onChange([...value, emptyTimingSet()]);
    // After React commits the new set: its first day is where the person goes next.
    requestAnimationFrame(() => {
      listRef.current?.querySelector<HTMLElement>(':scope > li:last-child input[type="checkbox"]')?.focus();
    });
  };

  const remove = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    onChange(value.filter((_, i) => i !== index));
    // The pressed button is gone; Add is always there and is the next thing one does.
    requestAnimationFrame(() => addRef.current?.querySelector('button')?.focus());
  };

  return (
    <Root role="group" aria-labelledby={labelId} aria-describedby={description != null ? descriptionId : undefined}>
      <GroupLabel id={labelId} isRequired={isRequired}>
        {label}
      </GroupLabel>
      {description != null && <Description id={descriptionId}>{description}</Description>}
      <Sets ref={listRef}>
        {value.map((set, index) => {
          const setName = t.set(index + 1);
          const titleId = `${id}-set-${index}`;
          const error = errors?.[index];
          const removable = index > 0 || firstRemovable;
          return (
            <SetItem key={set.id != null ? `id-${set.id}` : keys.current[index]}>
              <SetCard role="group" aria-labelledby={titleId}>
                <SetTitle id={titleId}>{setName}</SetTitle>
                {removable && (
                  <Area $area="remove">
                    <IconButton
                      aria-label={`${t.remove} ${setName}`}
                      variant="danger"
                      isDisabled={isDisabled}
                      onPress={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </Area>
                )}
                <Area $area="days">
                  <WeekdayPicker
                    label={t.days}
                    days={days}
                    value={set.recurring_day}
                    onChange={(recurring_day) => update(index, { recurring_day })}
                    isDisabled={isDisabled}
                    isRequired={isRequired}
                    isInvalid={Boolean(error?.recurring_day)}
                    errorMessage={error?.recurring_day}
                  />
                </Area>
                <Area $area="start">
                  <TimeField
                    label={t.startTime}
                    value={set.start_time}
                    onChange={(start_time) => update(index, { start_time })}
                    isDisabled={isDisabled}
                    isRequired={isRequired}
                    isInvalid={Boolean(error?.start_time)}
                    errorMessage={error?.start_time}
                  />
                </Area>
                <Area $area="end">
                  <TimeField
                    label={t.endTime}
                    value={set.end_time}
                    onChange={(end_time) => update(index, { end_time })}
                    isDisabled={isDisabled}
                    isRequired={isRequired}
                    isInvalid={Boolean(error?.end_time)}
                    errorMessage={error?.end_time}
                  />
                </Area>
              </SetCard>
            </SetItem>
          );
        })}
      </Sets>
      <AddRow ref={addRef}>
        <Button variant="secondary" isDisabled={isDisabled} onPress={add}>
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      </AddRow>
    </Root>
  );
}
