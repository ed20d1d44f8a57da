import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { AccountType } from '@common/auth/account-types';
import type { CodeDelivery } from '@common/auth/identity-input';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { identityTexts as t } from '../identity-texts';
import { useDelayedAction } from '../use-countdown';
import { AuthShell } from './auth-shell';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { ProfileStep } from './profile-step';
import { RoleStep } from './role-step';

/** The spec's wait between the code step's success and /kyc-verification. */
export const afterVerifyDelayMs = 1000;

type Step =
  | { name: 'role' }
  | { name: 'profile' }
  | { name: 'code'; phone: string; delivery: CodeDelivery | null }
  | { name: 'phone'; phone: string };

/**
 * /signup: role → 'Complete Your Profile' → 'Verify Your Number' → /kyc-verification. Service providers come
 * with ?as=provider and skip the role. A visitor who already has a session goes to /dashboard.
 */
export function SignUpPage() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const asProvider = params.get('as') === 'provider';
  const [purpose, setPurpose] = useState<AccountType | null>(asProvider ? 'service_provider' : null);
  const [step, setStep] = useState<Step>(asProvider ? { name: 'profile' } : { name: 'role' });
  const [started, setStarted] = useState(false);
  const navigate = useNavigate();
  const later = useDelayedAction();
  const { data: me, isPending } = useMe();

  if (!started) {
    if (isPending) return <PageSpinner label={i18n._(t.loading)} />;
    if (me) return <Navigate to={paths.dashboard} replace />;
  }

  const purposeLabel =
    purpose === 'service_provider'
      ? i18n._(t.profileStep.providerRole)
      : purpose
        ? i18n._(t.roleStep.roles[purpose].label)
        : '';

  return (
    <AuthShell
      title={
        step.name === 'role'
          ? i18n._(t.roleStep.title)
          : step.name === 'profile'
            ? i18n._(t.profileStep.title)
            : i18n._(t.codeStep.title)
      }
    >
      {step.name === 'role' ? (
        <RoleStep
          value={purpose}
          onChange={setPurpose}
          onContinue={() => setStep({ name: 'profile' })}
          footer={
            <p>
              <span className="text-muted-foreground">{i18n._(t.roleStep.haveAccount)} </span>
              <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
                {i18n._(t.roleStep.signIn)}
              </Link>
            </p>
          }
        />
      ) : null}
      {step.name === 'profile' && purpose ? (
        <ProfileStep
          purpose={purpose}
          purposeLabel={purposeLabel}
          onBack={asProvider ? undefined : () => setStep({ name: 'role' })}
          onStart={() => setStarted(true)}
          onCreated={(result) =>
            setStep({ name: 'code', phone: result.me.phone ?? '', delivery: result.verification })
          }
        />
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          key={step.phone}
          phone={step.phone}
          initialDelivery={step.delivery}
          onVerified={() => later(() => void navigate(paths.kycVerification), afterVerifyDelayMs)}
          onChangeNumber={() => setStep({ name: 'phone', phone: step.phone })}
        />
      ) : null}
      {step.name === 'phone' ? (
        <PhoneStep
          initialPhone={step.phone}
          onSaved={(updated, delivery) =>
            setStep({ name: 'code', phone: updated.phone ?? step.phone, delivery })
          }
          onCancel={() => setStep({ name: 'code', phone: step.phone, delivery: null })}
        />
      ) : null}
    </AuthShell>
  );
}
