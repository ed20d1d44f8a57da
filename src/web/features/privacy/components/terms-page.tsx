import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { privacyTexts } from '../privacy-texts';
import { LegalPage } from './legal-page';

const t = privacyTexts.terms;
const linkClass = 'text-primary underline underline-offset-4';

/** /terms: the Terms of Service. */
export function TermsPage() {
  const { i18n } = useLingui();
  return (
    <LegalPage
      title={i18n._(t.title)}
      intro={i18n._(t.intro)}
      sections={t.sections}
      footer={
        <>
          <Link to={paths.privacy} className={linkClass}>
            {i18n._(t.privacyLink)}
          </Link>
          <Link to={paths.contact} className={linkClass}>
            {i18n._(privacyTexts.legal.contactPage)}
          </Link>
        </>
      }
    />
  );
}
