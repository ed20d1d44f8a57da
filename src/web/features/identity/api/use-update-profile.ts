import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { UpdateMeData } from '@common/auth/identity-input';
import type { Me } from '@common/auth/me';
import { paths } from '@web/config/paths';
import { api, readJson } from '@web/lib/api-client';
import { meQueryKey } from '@web/lib/auth/use-me';
import { identityTexts } from '../identity-texts';

export type ProfileChanges = UpdateMeData;

/**
 * `PATCH /api/me` with only what changed; the answer becomes the cached user at once. A changed phone is
 * unverified until its new code is entered, so the user is taken to /verify-phone.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => readJson<Me>(api.me.$patch({ json: changes })),
    onSuccess: (me, changes) => {
      queryClient.setQueryData(meQueryKey, me);
      toast.success(i18n._(identityTexts.profile.saved));
      if (changes.phone !== undefined && !me.phoneVerified) void navigate(paths.verifyPhone);
    },
  });
}
