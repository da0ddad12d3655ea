export {
  CapacityBar,
  CAPACITY_TEXT,
  capacityLevel,
  type CapacityBarProps,
  type CapacityLevel,
  type CapacityText,
} from './CapacityBar';
