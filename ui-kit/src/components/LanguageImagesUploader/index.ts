export { LanguageImagesUploader, type LanguageImagesUploaderProps } from './LanguageImagesUploader';
