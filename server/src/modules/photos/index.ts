// The photos module's door for other modules: raw image uploads and their processing (chat images use them too),
// serving a rendition, another member's photo, the main photo after a moderation decision, and the photos' part of
// a member's data export and purge, and a photo as its viewer may report it (complaints).
// a member's data export and purge, and a photo staff upload for a fictional profile.

export { photoForComplaint } from './complaint-target.ts';
export { processPhoto } from './image-processing.ts';
export { photosMemberData } from './member-data.ts';
export { presentMemberPhoto } from './presenter.ts';
export { refreshMainPhoto } from './queries.ts';
export { replyWithRendition } from './rendition-reply.ts';
export { storeStaffPhoto } from './staff-upload.ts';
export {
  acceptRawImages,
  imageUploadOptions,
  UPLOAD_DESCRIPTION,
  UPLOAD_ERRORS,
  uploadedImage,
} from './upload-body.ts';
