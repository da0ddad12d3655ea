/**
 * The package entry `@atoll/ui-kit/UnsavedChangesDialog` (loaded on demand by the console's route-leave
 * guard). A plain module, so the tests' dependency optimizer can bundle it with the rest of the kit
 * (vitest.config.ts): Vite pre-bundles .ts entries, not .tsx ones.
 */
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './UnsavedChangesDialog';
