import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConsultationData,
  QuoteAnswerData,
  QuoteRequestData,
  QuoteRequestView,
} from '@common/abode-city/abode-city-contracts';
import { quoteKeyHeader } from '@common/abode-city/abode-city-vocabulary';
import { currentLocale } from '@web/i18n';
import { api, apiHref, readJson } from '@web/lib/api-client';

const city = api['abode-city'];

export const abodeCityKeys = {
  all: ['abode-city'] as const,
  contact: ['abode-city', 'contact'] as const,
  slots: ['abode-city', 'slots'] as const,
  request: (id: string) => ['abode-city', 'quote-request', id] as const,
  mine: ['abode-city', 'quote-requests', 'mine'] as const,
  queue: ['abode-city', 'back-office', 'quote-requests'] as const,
  calendar: ['abode-city', 'back-office', 'consultations'] as const,
};

const keyHeaders = (key: string | undefined) => (key ? { headers: { [quoteKeyHeader]: key } } : {});

/** The office line 'Call Us Now' dials (ABODE_CITY_PHONE). */
export const abodeCityContactQueryOptions = () =>
  queryOptions({
    queryKey: abodeCityKeys.contact,
    queryFn: () => readJson(city.contact.$get()),
    staleTime: 60 * 60_000,
  });

/** The free consultation slots of the next two weeks' business days. */
export const freeSlotsQueryOptions = () =>
  queryOptions({
    queryKey: abodeCityKeys.slots,
    queryFn: () => readJson(city.consultations.slots.$get({ query: { days: '14' } })),
  });

export const quoteRequestQueryOptions = (id: string, key: string | undefined) =>
  queryOptions({
    queryKey: abodeCityKeys.request(id),
    queryFn: () =>
      readJson(
        city['quote-requests'][':id'].$get({ param: { id } }, keyHeaders(key)),
      ) as Promise<QuoteRequestView>,
    retry: false,
  });

export const myQuoteRequestsQueryOptions = () =>
  queryOptions({
    queryKey: abodeCityKeys.mine,
    queryFn: async () => (await readJson(city['quote-requests'].mine.$get())).requests,
  });

export const quoteQueueQueryOptions = () =>
  queryOptions({
    queryKey: abodeCityKeys.queue,
    queryFn: () => readJson(city['back-office']['quote-requests'].$get({ query: { limit: '50' } })),
  });

export const consultationCalendarQueryOptions = () =>
  queryOptions({
    queryKey: abodeCityKeys.calendar,
    queryFn: async () =>
      (await readJson(city['back-office'].consultations.$get({ query: { days: '14' } }))).days,
  });

/** Sends a quote request, with the page's language (a visitor's texts follow it). */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteRequestData) =>
      readJson(city['quote-requests'].$post({ json: { ...input, locale: currentLocale() } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: abodeCityKeys.mine }),
  });
}

/** Attaches one plan or photo to a request (multipart, the way every upload goes). */
export async function uploadQuoteFile(input: { requestId: string; key: string | null; file: File }) {
  const form = new FormData();
  form.set('requestId', input.requestId);
  form.set('file', input.file);
  return readJson<QuoteRequestView>(
    fetch(apiHref(city['quote-files'].$path()), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: input.key ? { [quoteKeyHeader]: input.key } : {},
    }),
  );
}

/** Books a consultation, with the page's language (a visitor's texts and reminders follow it). */
export function useBookConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsultationData) =>
      readJson(city.consultations.$post({ json: { ...input, locale: currentLocale() } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: abodeCityKeys.slots }),
  });
}

export function useAcceptQuote(id: string, key: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      readJson(city['quote-requests'][':id'].accept.$post({ param: { id } }, keyHeaders(key))),
    onSuccess: (view) => {
      queryClient.setQueryData(abodeCityKeys.request(id), view);
      void queryClient.invalidateQueries({ queryKey: abodeCityKeys.mine });
    },
  });
}

export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: QuoteAnswerData & { id: string }) =>
      readJson(city['quote-requests'][':id'].quote.$post({ param: { id }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: abodeCityKeys.queue }),
  });
}

/** The address of a request's file, for a link (the team's and a signed-in requester's session opens it). */
export const quoteFileHref = (id: string, fileId: string) =>
  apiHref(city['quote-requests'][':id'].files[':fileId'].$path({ param: { id, fileId } }));
