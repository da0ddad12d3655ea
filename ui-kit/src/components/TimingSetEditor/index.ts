export {
  TimingSetEditor,
  TIMING_SET_TEXT,
  emptyTimingSet,
  type TimingSet,
  type TimingSetErrors,
  type TimingSetEditorProps,
  type TimingSetText,
} from './TimingSetEditor';
