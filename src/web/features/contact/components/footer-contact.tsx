import { useLingui } from '@lingui/react';
import { formatKenyanPhone } from '@common/phone/kenyan-phone-format';
import { telHref } from '@web/lib/tel-href';
import { useContactDetails } from '../api/contact-details-queries';
import { contactPageTexts as t } from '../contact-texts';

/** The footer's way to reach ABODE: email and phone as configured (nothing until they are known). */
export function FooterContact() {
  const { i18n } = useLingui();
  const { data } = useContactDetails();
  return (
    <div className="grid min-h-10 content-start gap-1 text-sm">
      {data ? (
        <>
          <a href={`mailto:${data.email}`} className="text-muted-foreground hover:text-foreground">
            <span className="sr-only">{i18n._(t.info.email)}: </span>
            {data.email}
          </a>
          <a href={telHref(data.phone)} className="text-muted-foreground hover:text-foreground">
            <span className="sr-only">{i18n._(t.info.phone)}: </span>
            {formatKenyanPhone(data.phone)}
          </a>
        </>
      ) : null}
    </div>
  );
}
