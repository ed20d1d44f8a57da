import { useLingui } from '@lingui/react';
import { ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SectionCard } from '@web/components/section-card';
import { Separator } from '@web/components/ui/separator';
import { paths } from '@web/config/paths';
import { privacyTexts } from '../privacy-texts';
import { DeleteAccount } from './delete-account-dialog';
import { DownloadMyData } from './download-my-data';
import { MarketingConsentSwitch } from './marketing-consent-switch';

const t = privacyTexts.section;

/** The profile's 'Your data and privacy' section: the user's rights under the Data Protection Act, at hand. */
export function DataPrivacySection() {
  const { i18n } = useLingui();
  return (
    <SectionCard title={i18n._(t.title)} icon={ShieldCheckIcon}>
      <div className="grid gap-6">
        <p className="text-sm text-muted-foreground">
          {i18n._(t.intro)}{' '}
          <Link to={paths.privacy} className="text-primary underline underline-offset-4">
            {i18n._(t.policyLink)}
          </Link>
        </p>
        <MarketingConsentSwitch />
        <Separator />
        <DownloadMyData />
        <Separator />
        <DeleteAccount />
      </div>
    </SectionCard>
  );
}
