export { GalleryManager, imageCount, type GalleryManagerProps } from './GalleryManager';
