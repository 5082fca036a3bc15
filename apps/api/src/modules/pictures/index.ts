export { moveLegacyUploads } from './legacy-uploads';
export { picturesRoutes } from './pictures.routes';
