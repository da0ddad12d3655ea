export { ImageUploader, type ImageUploaderProps } from './ImageUploader';
export type { UploadFn } from './useImageUpload';
export { uploadSizeHint } from './uploadChecks';
