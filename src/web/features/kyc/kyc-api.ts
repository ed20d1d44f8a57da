import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycCategory, KycDocument, KycOverview, KycReviewSubmission } from '@common/kyc/kyc-documents';
import type { KycSubmitResult } from '@common/kyc/kyc-submission';
import { ApiError, readJson, unexpectedErrorMessage } from '@web/lib/api-client';

export const kycOverviewKey = ['kyc', 'documents'] as const;
export const kycQueueKey = ['kyc', 'review-queue'] as const;

const json = <T>(input: string, init?: RequestInit) =>
  readJson<T>(
    fetch(input, { credentials: 'same-origin', ...init }) as Promise<Response & { json(): Promise<T> }>,
  );

export function useKycOverview(enabled = true) {
  return useQuery({
    queryKey: kycOverviewKey,
    queryFn: () => json<KycOverview>('/api/kyc/documents'),
    enabled,
  });
}

/** Where an owner or reviewer sees a stored document in the browser (never cached, audited server-side). */
export const kycFileUrl = (document: Pick<KycDocument, 'id'>, inline = true) =>
  `/api/kyc/documents/${document.id}/file${inline ? '?disposition=inline' : ''}`;

export interface UploadHandle {
  promise: Promise<KycDocument>;
  abort(): void;
}

/**
 * Sends one document with XMLHttpRequest, whose upload events report the request's real progress (fetch has
 * none). Rejects with the server's ApiError on failure.
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
    xhr.open('POST', '/api/kyc/documents');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { error?: { code?: string; message?: string } } & Partial<KycDocument> = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's HTML page: the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as KycDocument);
      } else {
        reject(
          new ApiError(
            xhr.status,
            body.error?.code ?? 'UNKNOWN',
            body.error?.message ?? unexpectedErrorMessage,
          ),
        );
      }
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'Could not reach ABODE. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

export function useDeleteKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await fetch(`/api/kyc/documents/${id}`, {
        method: 'DELETE',
        credentials: 'same-origin',
      });
      if (!response.ok) await readJson(Promise.resolve(response));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycOverviewKey }),
  });
}

export function useSubmitKyc() {
  return useMutation({
    mutationFn: () => json<KycSubmitResult>('/api/kyc/submit', { method: 'POST' }),
  });
}

export function useKycReviewQueue(enabled = true) {
  return useQuery({
    queryKey: kycQueueKey,
    enabled,
    queryFn: async () =>
      (await json<{ submissions: KycReviewSubmission[] }>('/api/kyc/review-queue')).submissions,
  });
}

export function useReviewKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
    ) =>
      json<KycDocument>(`/api/kyc/documents/${input.id}/${input.decision}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: input.decision === 'reject' ? JSON.stringify({ reason: input.reason }) : undefined,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycQueueKey }),
  });
}
