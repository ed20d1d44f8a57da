import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@web/config/paths';
import { useSignOut } from '@web/lib/auth/use-me';
import { dashboardsTexts } from '../dashboards-texts';
import { markSignedOutHere } from './signed-out-here';

/**
 * Identity's sign-out (the server ends the session, the other tabs are told), then 'Signed out successfully'
 * and home. The mark keeps this tab's dashboard guard from reading the cleared user as "session ended" and
 * going to /auth while the home page loads.
 */
export function useDashboardSignOut() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const signOut = useSignOut({
    onSignedOut: async () => {
      markSignedOutHere();
      toast.success(i18n._(dashboardsTexts.signedOut));
      await navigate(paths.home, { replace: true });
    },
  });
  return {
    isPending: signOut.isPending,
    signOut: () => {
      signOut.mutate(undefined, {
        onError: () => {
          toast.error(i18n._(dashboardsTexts.signOutFailed));
        },
      });
    },
  };
}
