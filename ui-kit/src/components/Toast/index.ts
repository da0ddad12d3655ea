export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  showToast,
  closeToast,
  clearToasts,
  toastQueue,
  type ShowToastOptions,
  type ToastAction,
  type ToastMessage,
  type ToastTone,
} from './toastQueue';
