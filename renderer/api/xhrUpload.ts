// Uploads with progress in browsers: fetch reports no upload progress, XMLHttpRequest's upload events do.
import { ApiError, errorFromReply, readJson } from './errors';

/** Upload progress: bytes sent so far and the total (0 when unknown). */
export type UploadProgress = (sent: number, total: number) => void;

/** fetch has no upload progress; XMLHttpRequest's upload events give it. */
export function xhrUpload<T>(
  xhr: XMLHttpRequest,
  target: string,
  form: FormData,
  timeoutMs: number,
  headers: Record<string, string>,
  onProgress: UploadProgress | undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    xhr.open('POST', target);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromReply(xhr.status, xhr.statusText, text, xhr.getResponseHeader('retry-after')));
        return;
      }
      try {
        resolve(readJson<T>(text, xhr.status, xhr.getResponseHeader('content-type')));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.ontimeout = () =>
      reject(new ApiError(`The server did not answer within ${timeoutMs / 1000} s`, 0, { code: 'TIMEOUT' }));
    xhr.onerror = () => reject(new ApiError('Network error: the upload failed', 0, { code: 'NETWORK' }));
    xhr.onabort = () => reject(new ApiError('The call was cancelled', 0, { code: 'ABORTED' }));
    xhr.send(form);
  });
}
