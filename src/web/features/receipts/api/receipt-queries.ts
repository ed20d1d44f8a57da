import { queryOptions } from '@tanstack/react-query';
import { api, apiHref, readJson } from '@web/lib/api-client';

const receiptsRoute = api.receipts[':receiptNumber'];

/** One payment's receipt, by ABODE's receipt number. */
export const receiptQueryOptions = (receiptNumber: string) =>
  queryOptions({
    queryKey: ['receipts', receiptNumber],
    queryFn: () => readJson(receiptsRoute.$get({ param: { receiptNumber } })),
    // A 404 (not theirs, or no such receipt) does not become found by asking again.
    retry: false,
  });

/** The receipt's PDF, for a download link. */
export const receiptPdfHref = (receiptNumber: string) =>
  apiHref(receiptsRoute.pdf.$path({ param: { receiptNumber } }));
