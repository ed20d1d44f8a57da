import { useMutation } from '@tanstack/react-query';
import { api, ApiError, offlineMessage, readJson } from '@web/lib/api-client';

/** The file name the server gave in Content-Disposition, or a plain one. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? 'abode-my-data.zip';
}

/**
 * Asks for the archive and hands it to the browser as a download. A failure is read as the API's JSON error
 * (a 429 names its wait).
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.privacy['data-export'].$post().catch((): never => {
        throw new ApiError(0, 'NETWORK', offlineMessage);
      });
      if (!response.ok) await readJson(Promise.resolve(response));
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked a moment later: some browsers start reading the file only after the click returns.
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    },
  });
}
