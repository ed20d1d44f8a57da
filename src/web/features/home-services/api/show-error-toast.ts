import { toast } from 'sonner';
import { ApiError, unexpectedErrorMessage } from '@web/lib/api-client';

/** The failure of an action without a form to show it in: the server's message as a toast. */
export const showErrorToast = (error: Error) => {
  toast.error(error instanceof ApiError ? error.message : unexpectedErrorMessage);
};
