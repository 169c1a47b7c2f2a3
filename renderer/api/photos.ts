// Photo calls (spec 7: upload files plus project id, with progress; GET of the photo-match image
// as a blob); server/projects/photo-routes.ts.
import { defaultTransport, type Transport, type UploadProgress } from './transport';
import { projectPath, type ProjectId } from './projects';
import type { PhotoUpload } from './types';
import { PHOTO_DUPLICATE_CODE, PhotoUploadReply } from '../../core/project/sessionReplies';
import { ApiError } from './errors';
import { checkedReply } from './replies';

export interface PhotosApi {
  /** Uploads JPEG, PNG or WebP files; `onProgress` gets bytes sent and total. */
  upload(projectId: ProjectId, files: readonly Blob[], onProgress?: UploadProgress): Promise<PhotoUpload>;
  /**
   * Uploads the photo of one project row (spec 4 photo flow; 600 x 600). The server's E05 (the row
   * already has this very photo) still gives the match, with `duplicate` set (spec 8).
   */
  uploadRowPhoto(
    projectId: ProjectId,
    rowId: string,
    photo: Blob,
    onProgress?: UploadProgress,
  ): Promise<RowPhotoMatch>;
  /** The photo-match image (its `urlpic`) as a blob; 404 'Missing image' when gone. */
  image(urlpic: string): Promise<Blob>;
}

export interface RowPhotoMatch {
  urlpic: string;
  fileName: string;
  duplicate: boolean;
}

const fileNameOf = (file: Blob, index: number) =>
  typeof (file as { name?: unknown }).name === 'string' && (file as File).name
    ? (file as File).name
    : `photo-${index + 1}`;

export function createPhotosApi(transport: Transport = defaultTransport): PhotosApi {
  return {
    upload: async (projectId, files, onProgress) => {
      if (!files.length) throw new Error('No photo file to upload');
      const form = new FormData();
      files.forEach((file, index) => form.append('files', file, fileNameOf(file, index)));
      const reply = await transport.upload(`${projectPath(projectId)}/photos`, form, onProgress);
      return checkedReply(PhotoUploadReply, 'photo upload', reply);
    },
    uploadRowPhoto: async (projectId, rowId, photo, onProgress) => {
      const form = new FormData();
      // The row comes first: the server checks it before it reads the file.
      form.append('row', rowId);
      form.append(
        'files',
        photo,
        fileNameOf(photo, 0) === 'photo-1' ? `row-${rowId}.jpg` : fileNameOf(photo, 0),
      );
      try {
        const reply = await transport.upload(`${projectPath(projectId)}/photos`, form, onProgress);
        const match = checkedReply(PhotoUploadReply, 'photo upload', reply);
        return { urlpic: match.urlpic, fileName: match.fileName, duplicate: false };
      } catch (error) {
        if (error instanceof ApiError && error.code === PHOTO_DUPLICATE_CODE && error.photo)
          return { ...error.photo, duplicate: true };
        throw error;
      }
    },
    image: (urlpic) => transport.blob(urlpic),
  };
}
