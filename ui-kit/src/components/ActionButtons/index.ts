export { ActionButtons, readableActionColors, type ActionButtonsProps, type ActionItem } from './ActionButtons';
