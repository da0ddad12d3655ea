export { MonthPicker, MONTH_PICKER_TEXT, type MonthPickerProps } from './MonthPicker';
// Only the step is public: the contract's monthRange (a month's query bounds) owns that name.
export { shiftMonth } from './months';
