export { WeekdayPicker, type WeekdayPickerProps } from './WeekdayPicker';
export { FormWeekdayPicker, type FormWeekdayPickerProps } from './FormWeekdayPicker';
