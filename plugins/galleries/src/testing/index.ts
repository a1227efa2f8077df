export { photoJpeg, startGallerySite, type GallerySite } from './gallery-site.js';
