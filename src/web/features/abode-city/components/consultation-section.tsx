import { useLingui } from '@lingui/react';
import { CalendarIcon, ClockIcon, PhoneIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { abodeCityTexts as t } from '../abode-city-texts';
import { telHref } from '@web/lib/tel-href';
import { useOfficePhone } from '../api/use-office-phone';
import { firm } from '../firm';
import { ConsultationDialog } from './consultation-dialog';

/** Business hours and the two ways to reach the firm: a consultation in a free slot, or a phone call. */
export function ConsultationSection() {
  const { i18n } = useLingui();
  const phone = useOfficePhone();
  return (
    <section aria-labelledby="city-cta" className="mx-auto max-w-6xl px-4">
      <div className="grid gap-8 rounded-2xl bg-slate-900 p-6 text-white sm:p-10 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-3">
          <h2 id="city-cta" className="text-3xl font-bold">
            {i18n._(t.ctaHeading)}
          </h2>
          <p className="opacity-85">{i18n._(t.ctaBody)}</p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <ConsultationDialog
              trigger={
                <Button size="lg">
                  <CalendarIcon aria-hidden="true" />
                  {i18n._(t.scheduleConsultation)}
                </Button>
              }
            />
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/60 bg-transparent text-white hover:bg-white/15"
            >
              <a href={telHref(phone)}>
                <PhoneIcon aria-hidden="true" />
                {i18n._(t.callUs)}
              </a>
            </Button>
          </div>
        </div>
        <div className="grid gap-2 rounded-xl bg-white/10 p-5">
          <h3 className="flex items-center gap-2 font-semibold">
            <ClockIcon className="size-5" aria-hidden="true" />
            {i18n._(t.hoursHeading)}
          </h3>
          <p>{i18n._(firm.businessHours)}</p>
          <p className="text-sm opacity-85">{phone}</p>
        </div>
      </div>
    </section>
  );
}
