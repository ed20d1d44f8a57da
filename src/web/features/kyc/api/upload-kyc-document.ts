import type { KycCategory, KycDocument } from '@common/kyc/kyc-documents';
import { api, ApiError, apiHref, offlineMessage, readJson } from '@web/lib/api-client';

export interface UploadHandle {
  promise: Promise<KycDocument>;
  abort(): void;
}

/**
 * Sends one document with XMLHttpRequest, whose upload events report the request's real progress (fetch has
 * none), to the address the typed client names. Its answer goes through the one reader, so a failure is the
 * server's ApiError as for every other call.
 */
export function uploadKycDocument(
  category: KycCategory,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<KycDocument>((resolve, reject) => {
    const form = new FormData();
    form.set('category', category);
    form.set('file', file, file.name);
    xhr.open('POST', apiHref(api.kyc.documents.$path()));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'retry-after': xhr.getResponseHeader('retry-after') ?? '' },
      }) as Response & { json(): Promise<KycDocument> };
      readJson(Promise.resolve(response)).then((document) => {
        onProgress(1);
        resolve(document);
      }, reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', offlineMessage));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
