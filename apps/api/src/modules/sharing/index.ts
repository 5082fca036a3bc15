export { sharedPageHead } from './share-head';
export { sharingRoutes } from './sharing.routes';
