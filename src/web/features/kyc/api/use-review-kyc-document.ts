import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';
import { kycKeys } from './kyc-queries';

export type KycReviewDecision =
  { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/** The superadmin approves a document, or rejects it with a reason the user sees. */
export function useReviewKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KycReviewDecision) =>
      readJson(
        input.decision === 'approve'
          ? api.kyc.documents[':id'].approve.$post({ param: { id: input.id } })
          : api.kyc.documents[':id'].reject.$post({
              param: { id: input.id },
              json: { reason: input.reason },
            }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.reviewQueue }),
  });
}
