import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CodeDelivery } from '@common/auth/identity-input';
import { dashboardPathForRoles } from '@common/dashboards/dashboards';
import { safeLocalPath } from '@common/auth/login-roles';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { identityTexts as t } from '../identity-texts';
import { useDelayedAction } from '../use-countdown';
import { AuthShell } from './auth-shell';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { afterVerifyDelayMs } from './signup-page';

/**
 * /verify-phone: the code step on its own, for a signed-in account whose phone is not yet verified (after
 * sign-in, or a phone change on the profile page). Opening it sends a fresh code, unless the page that sent
 * the user here just did; success goes to ?next= (a local path) or the user's dashboard.
 */
export function VerifyPhonePage() {
  const { i18n } = useLingui();
  const { data: me, isPending, error } = useMe();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [changing, setChanging] = useState(false);
  // Verified when the page opened → leave at once; verified here → leave after the success toast.
  const [sawUnverified, setSawUnverified] = useState(false);
  const handedOver = (location.state as { delivery?: CodeDelivery | null } | null)?.delivery ?? null;
  const [delivery, setDelivery] = useState<CodeDelivery | null>(handedOver);

  if (isPending) return <PageSpinner label={i18n._(t.loading)} />;
  if (error) return <Navigate to={paths.home} replace />;
  if (!me) return <Navigate to={paths.auth} replace />;
  const next = safeLocalPath(params.get('next'), dashboardPathForRoles(me.roles));
  if (!me.phoneVerified && !sawUnverified) setSawUnverified(true);
  if (me.phoneVerified && !sawUnverified) return <Navigate to={next} replace />;

  const needsPhone = !me.phone || changing;
  return (
    <AuthShell title={needsPhone ? i18n._(t.phoneStep.title) : i18n._(t.codeStep.title)}>
      {needsPhone ? (
        <PhoneStep
          initialPhone={me.phone}
          onSaved={(_updated, saved) => {
            setDelivery(saved);
            setChanging(false);
          }}
          onCancel={me.phone ? () => setChanging(false) : undefined}
        />
      ) : (
        <CodeStep
          key={me.phone}
          phone={me.phone!}
          initialDelivery={delivery}
          // A fresh code when none is known, or none went out and nothing stands in the way of one.
          sendOnOpen={!delivery || (!delivery.sent && delivery.resendAvailableInSeconds === 0)}
          submitLabel={i18n._(t.codeStep.submitVerifyOnly)}
          onVerified={() => later(() => void navigate(next, { replace: true }), afterVerifyDelayMs)}
          onChangeNumber={() => setChanging(true)}
        />
      )}
    </AuthShell>
  );
}
