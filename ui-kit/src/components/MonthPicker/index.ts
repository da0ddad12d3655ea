export { MonthPicker, MONTH_PICKER_TEXT, type MonthPickerProps } from './MonthPicker';
export { shiftMonth, compareMonths, monthRange } from './months';
