import { useLingui } from '@lingui/react';
import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { telHref } from '@web/lib/tel-href';
import { useContactDetails } from '../api/contact-details-queries';
import { contactPageTexts as t } from '../contact-texts';

/** ABODE's email, phone and office address, as the server is configured. */
export function ContactInfoCard() {
  const { i18n } = useLingui();
  const { data: contactDetails } = useContactDetails();
  if (!contactDetails)
    return <Skeleton className="h-64 w-full rounded-xl" aria-label={i18n._(t.info.heading)} />;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">{i18n._(t.info.heading)}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 text-sm">
          <li className="flex gap-3">
            <MailIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">{i18n._(t.info.email)}</p>
              <a href={`mailto:${contactDetails.email}`} className="text-muted-foreground hover:text-primary">
                {contactDetails.email}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <PhoneIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">{i18n._(t.info.phone)}</p>
              <a href={telHref(contactDetails.phone)} className="text-muted-foreground hover:text-primary">
                {formatKenyanPhone(contactDetails.phone)}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">{i18n._(t.info.address)}</p>
              <address className="not-italic text-muted-foreground">
                {contactDetails.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
