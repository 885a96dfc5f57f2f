export { Gallery, type GalleryProps } from './gallery';
