import { useKitField } from '../Form/useKitField';
import { WeekdayPicker, type WeekdayPickerProps } from './WeekdayPicker';

export type FormWeekdayPickerProps = Omit<
  WeekdayPickerProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'errorMessage' | 'onBlur' | 'onFocus'
> & {
  /** Path of the day list in the form ('weekly_recurring_day'). */
  name: string;
};

/** WeekdayPicker bound to a form field holding a sorted list of day numbers. */
export function FormWeekdayPicker({ name, ...props }: FormWeekdayPickerProps) {
  const { input, fieldState } = useKitField<number[]>(name);
  return <WeekdayPicker {...props} {...fieldState} value={Array.isArray(input.value) ? input.value : []} onChange={input.onChange} />;
}
