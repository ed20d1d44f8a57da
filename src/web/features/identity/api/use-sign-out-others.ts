import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';
import { accountSecurityKeys } from './account-security-queries';

/** 'Sign out of all other devices': every session but this one ends. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson<{ ended: number }>(api.identity.sessions['sign-out-others'].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions }),
  });
}
