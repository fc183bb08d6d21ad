// The media module's entry (docs/architecture.md): what other parts of the server may use of it.
export { createMediaUrlSigner } from './media-url-signer.ts';
export { mediaRoutes } from './media.routes.ts';
export { resumableUploadRoutes } from './resumable-upload.routes.ts';
export { mediaFileRoutes } from './media-file.routes.ts';
export { insertMedia, mediaCategoriesOf, storageKeysUnder } from './media-records.service.ts';
export { removeStoredFiles } from './media.service.ts';
export { UPLOADS_DIR } from './resumable-upload-store.ts';
