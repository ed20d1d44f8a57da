import { useLingui } from '@lingui/react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationInput,
  ApproveApplicationInput,
  RentalApplicationList,
} from '@common/rental-applications/application-contracts';
import { toast } from 'sonner';
import { tenancyKeys } from '@web/features/tenancy';
import { api, readJson } from '@web/lib/api-client';
import { applicationTexts } from '../rental-applications-texts';

const applicationKeys = {
  all: ['rental-applications'] as const,
  mine: ['rental-applications', 'mine'] as const,
  received: ['rental-applications', 'received'] as const,
};

/** The signed-in renter's applications and where each stands. */
export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.mine,
    queryFn: ({ signal }): Promise<RentalApplicationList> =>
      readJson(api['rental-applications'].mine.$get({}, { init: { signal } })),
  });

/** Applications for the signed-in host's listings. */
export const receivedApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.received,
    queryFn: ({ signal }): Promise<RentalApplicationList> =>
      readJson(api['rental-applications'].received.$get({}, { init: { signal } })),
  });

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ApplicationInput) => readJson(api['rental-applications'].$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

export type Decision =
  | { id: string; action: 'approve'; terms: ApproveApplicationInput }
  | { id: string; action: 'decline'; reason: string }
  | { id: string; action: 'meet'; message: string };

const decisionStatus = { approve: 'approved', decline: 'declined', meet: 'meeting' } as const;

/** The host's answer; an approval also changes the host's properties (a unit let). */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const routes = api['rental-applications'][':id'];
  return useMutation({
    mutationFn: (decision: Decision) => {
      const param = { id: decision.id };
      if (decision.action === 'approve')
        return readJson(routes.approve.$post({ param, json: decision.terms }));
      if (decision.action === 'decline')
        return readJson(routes.decline.$post({ param, json: { reason: decision.reason } }));
      return readJson(routes.meet.$post({ param, json: { message: decision.message } }));
    },
    // Told here, not by the form: the form leaves the page as soon as the list shows the answer.
    onSuccess: (_, decision) => {
      toast.success(i18n._(applicationTexts.done[decisionStatus[decision.action]]));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: tenancyKeys.all }),
      ]);
    },
  });
}
