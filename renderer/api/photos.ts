// Photo calls (spec 7: upload files plus project id, with progress; GET of the photo-match image
// as a blob); server/projects/photo-routes.ts.
import { defaultTransport, type Transport, type UploadProgress } from './transport';
import { projectPath, type ProjectId } from './projects';
import type { PhotoUpload } from './types';
import { PhotoUploadReply } from '../../core/project/sessionReplies';
import { checkedReply } from './replies';

export interface PhotosApi {
  /** Uploads JPEG, PNG or WebP files; `onProgress` gets bytes sent and total. */
  upload(projectId: ProjectId, files: readonly Blob[], onProgress?: UploadProgress): Promise<PhotoUpload>;
  /** The photo-match image (its `urlpic`) as a blob; 404 'Missing image' when gone. */
  image(urlpic: string): Promise<Blob>;
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
    image: (urlpic) => transport.blob(urlpic),
  };
}
