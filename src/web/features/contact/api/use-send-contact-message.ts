import { useMutation } from '@tanstack/react-query';
import type { ContactMessageData } from '@common/contact/contact-message';
import { currentLocale } from '@web/i18n';
import { api, readJson } from '@web/lib/api-client';

/**
 * Stores a contact message with the page's language (the replies' fixed wording follows it); failures arrive
 * as ApiError (400 with fields, 429 with the server's message).
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessageData) =>
      readJson(api['contact-messages'].$post({ json: { ...message, locale: currentLocale() } })),
  });
}
