import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { FigureTile } from '@web/components/figure-tile';
import { hostingSummaryQueryOptions } from '../api/hosting-queries';
import { listingsTexts } from '../listings-texts';

/** A host's figure: the viewing requests people sent for their homes (an item of a section's `dl`). */
export function ViewingRequestsFigure() {
  const { i18n } = useLingui();
  const summary = useQuery(hostingSummaryQueryOptions());
  return (
    <FigureTile
      label={i18n._(listingsTexts.hosting.viewingRequests)}
      value={summary.isError ? null : summary.data?.viewingRequests}
    />
  );
}
