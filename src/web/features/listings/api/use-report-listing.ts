import { useMutation } from '@tanstack/react-query';
import type { ListingReport, ListingReportInput } from '@common/listings/listing-report-contracts';
import { api, readJson } from '@web/lib/api-client';

/** 'Report this listing': sends the report; nothing on the page changes until the team acts. */
export function useReportListing() {
  return useMutation({
    mutationFn: (input: ListingReportInput): Promise<ListingReport> =>
      readJson(api['listing-reports'].$post({ json: input })),
  });
}
