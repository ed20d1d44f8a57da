import { toast } from 'sonner';
import { useErrorText } from '@web/i18n';

/** The failure of an action without a form to show it in: the server's message as a toast, translated. */
export function useErrorToast() {
  const errorText = useErrorText();
  return (error: Error) => {
    toast.error(errorText(error));
  };
}
