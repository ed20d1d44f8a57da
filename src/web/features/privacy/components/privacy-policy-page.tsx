import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { privacyTexts } from '../privacy-texts';
import { LegalPage } from './legal-page';

const t = privacyTexts.privacy;
const linkClass = 'text-primary underline underline-offset-4';

/** /privacy: the Privacy Policy, with the ways to exercise each right linked where they are described. */
export function PrivacyPolicyPage() {
  const { i18n } = useLingui();
  return (
    <LegalPage
      title={i18n._(t.title)}
      intro={i18n._(t.intro)}
      sections={t.sections}
      after={{
        complaints: (
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={paths.contact} className={linkClass}>
              {i18n._(privacyTexts.legal.contactPage)}
            </Link>
            <a href={t.odpcUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
              {i18n._(t.odpcLink)}
            </a>
          </p>
        ),
      }}
      footer={
        <Link to={paths.terms} className={linkClass}>
          {i18n._(t.termsLink)}
        </Link>
      }
    />
  );
}
