import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';

/** 'Complete Verification': the server checks every required document is there and says where to go next. */
export function useSubmitKyc() {
  return useMutation({
    mutationFn: () => readJson(api.kyc.submit.$post()),
  });
}
