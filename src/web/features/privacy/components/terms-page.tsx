import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { privacyTexts } from '../privacy-texts';
import { LegalPage } from './legal-page';

const t = privacyTexts.terms;
const linkClass = 'text-primary underline underline-offset-4';

/** /terms: the Terms of Service. */
export function TermsPage() {
  return (
    <LegalPage
      title={t.title}
      intro={t.intro}
      sections={t.sections}
      footer={
        <>
          <Link to={paths.privacy} className={linkClass}>
            {t.privacyLink}
          </Link>
          <Link to={paths.contact} className={linkClass}>
            {privacyTexts.legal.contactPage}
          </Link>
        </>
      }
    />
  );
}
