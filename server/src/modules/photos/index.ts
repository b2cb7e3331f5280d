// The photos module's door for other modules: raw image uploads and their processing (chat images use them too),
// serving a rendition, another member's photo, and the main photo after a moderation decision.

export { processPhoto } from './image-processing.ts';
export { presentMemberPhoto } from './presenter.ts';
export { refreshMainPhoto } from './queries.ts';
export { replyWithRendition } from './rendition-reply.ts';
export {
  acceptRawImages,
  imageUploadOptions,
  UPLOAD_DESCRIPTION,
  UPLOAD_ERRORS,
  uploadedImage,
} from './upload-body.ts';
