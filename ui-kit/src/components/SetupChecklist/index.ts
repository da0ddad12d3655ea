export { SetupChecklist, type SetupChecklistProps, type SetupStep } from './SetupChecklist';
