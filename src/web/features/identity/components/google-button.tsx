import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useAuthConfig, useStartGoogleSignIn } from '../api/use-google-sign-in';
import { useMessageOf } from '../api-errors';
import { identityTexts as t } from '../identity-texts';

/**
 * 'Continue with Google' where the server offers it (GOOGLE_CLIENT_ID and _SECRET, or the local stand-in),
 * under its 'Or continue with' divider; nothing at all where it does not. A press sends the browser to Google.
 */
export function GoogleSignIn({ dividerLabel }: { dividerLabel: string }) {
  const { data: config } = useAuthConfig();
  if (!config?.google) return null;
  return (
    <>
      <OrDivider label={dividerLabel} />
      <GoogleButton />
    </>
  );
}

export function GoogleButton() {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const start = useStartGoogleSignIn();
  // Stays busy once it succeeded: the browser is on its way to Google.
  const busy = start.isPending || start.isSuccess;
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={busy}
      onClick={() =>
        start.mutate(undefined, {
          onError: (error) => toast.error(i18n._(t.google.startFailed), { description: messageOf(error) }),
        })
      }
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.4V7H2.1a11 11 0 0 0 0 10z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
      {busy ? i18n._(t.google.starting) : i18n._(t.google.label)}
    </Button>
  );
}

function OrDivider({ label }: { label: string }) {
  return (
    <div className="relative my-1 flex items-center gap-3 text-xs uppercase text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      {label}
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}

const legalLink = 'underline underline-offset-2 hover:text-foreground';

/** The sign-up card's notice, linking to the pages it names (a new tab, so the form keeps what was typed). */
export function TermsNotice() {
  return (
    <p className="text-center text-xs text-muted-foreground">
      <Trans>
        By continuing, you agree to the ABODE{' '}
        <Link to={paths.terms} target="_blank" className={legalLink}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} target="_blank" className={legalLink}>
          Privacy Policy
        </Link>
        .
      </Trans>
    </p>
  );
}
