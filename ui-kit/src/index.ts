export * from './theme';
export * from './inputs';
export * from './layout';
// Home's day (issue 18): a figure that opens its list, and the new property's setup checklist.
export { StatLink, type StatLinkProps } from './components/StatLink';
export { SetupChecklist, type SetupChecklistProps, type SetupStep } from './components/SetupChecklist';
// Home analytics (issue 19): the month picker; the charts are their own entry, '@atoll/ui-kit/Charts' (visx off other routes).
export { MonthPicker, MONTH_PICKER_TEXT, shiftMonth, type MonthPickerProps } from './components/MonthPicker';
// Slice 3 (requests): guests, request types, slots and bookings.
export {
  TimingSetEditor,
  TIMING_SET_TEXT,
  emptyTimingSet,
  type TimingSet,
  type TimingSetErrors,
  type TimingSetEditorProps,
  type TimingSetText,
} from './components/TimingSetEditor';
export { Disclosure, type DisclosureProps } from './components/Disclosure';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper';
export { Timeline, type TimelineEntry, type TimelineProps } from './components/Timeline';
export {
  CapacityBar,
  CAPACITY_TEXT,
  capacityLevel,
  type CapacityBarProps,
  type CapacityLevel,
  type CapacityText,
} from './components/CapacityBar';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { ActionButtons, readableActionColors, type ActionButtonsProps, type ActionItem } from './components/ActionButtons';
export { DeadlineBadge, DEADLINE_TEXT, formatTimeLeft, type DeadlineBadgeProps, type DeadlineText } from './components/DeadlineBadge';
export { EmailListField, EMAIL_LIST_TEXT, type EmailListFieldProps, type EmailListText } from './components/EmailListField';
export { DateField, FormDateField, parseIsoDate, type DateFieldProps, type FormDateFieldProps } from './components/DateField';
