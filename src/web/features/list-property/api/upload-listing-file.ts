import type { ListingDocumentCategory, MyListing } from '@common/listings/listing-pipeline-contracts';
import { api, ApiError, apiHref, offlineMessage, readJson } from '@web/lib/api-client';

/**
 * Sends one photo or document with XMLHttpRequest, whose upload events report the request's real progress:
 * neither fetch nor the typed client built on it has any, and on mobile data a lister must see each photo
 * move. The address is the one the typed client names; the answer goes through the one reader, so a failure
 * is the server's ApiError as for every other call.
 */
function send(
  path: string,
  fields: Record<string, string>,
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
): Promise<MyListing> {
  return new Promise<MyListing>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', file, fileName);
    xhr.open('POST', apiHref(path));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'retry-after': xhr.getResponseHeader('retry-after') ?? '' },
      }) as Response & { json(): Promise<MyListing> };
      readJson(Promise.resolve(response)).then((listing) => {
        onProgress(1);
        resolve(listing);
      }, reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', offlineMessage));
    xhr.send(form);
  });
}

/** One photo of the listing (already made smaller in the browser); answers the listing with it. */
export const uploadListingPhoto = (
  listingId: string,
  photo: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
) => send(api['my-listings'].photos.$path(), { listingId }, photo, fileName, onProgress);

/** One of the required documents, stored privately; it replaces an earlier one of its category. */
export const uploadListingDocument = (
  listingId: string,
  category: ListingDocumentCategory,
  file: File,
  onProgress: (fraction: number) => void,
) => send(api['my-listings'].documents.$path(), { listingId, category }, file, file.name, onProgress);

/** Where the lister or a reviewer opens a stored document (private, never cached). */
export const listingDocumentHref = (documentId: string) =>
  apiHref(api['my-listings'].documents[':documentId'].file.$path({ param: { documentId } }));
