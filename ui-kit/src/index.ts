export * from './theme';
export * from './inputs';
export * from './layout';
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
export { ActionButtons, readableActionColors, type ActionButtonsProps, type ActionItem } from './components/ActionButtons';
export { DeadlineBadge, DEADLINE_TEXT, formatTimeLeft, type DeadlineBadgeProps, type DeadlineText } from './components/DeadlineBadge';
export { EmailListField, EMAIL_LIST_TEXT, type EmailListFieldProps, type EmailListText } from './components/EmailListField';
export { DateField, FormDateField, parseIsoDate, type DateFieldProps, type FormDateFieldProps } from './components/DateField';
