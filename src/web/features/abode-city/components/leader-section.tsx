import { useLingui } from '@lingui/react';
import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { abodeCityTexts as t } from '../abode-city-texts';
import { telHref } from '@web/lib/tel-href';
import { firm } from '../firm';

const { leader } = firm;

export function LeaderSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="city-leader" className="mx-auto grid max-w-6xl gap-6 px-4">
      <h2 id="city-leader" className="text-center text-3xl font-bold">
        {i18n._(t.leaderHeading)}
      </h2>
      <div className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm md:grid-cols-[auto_1fr] md:p-8">
        <div
          className="mx-auto flex size-32 items-center justify-center rounded-full bg-gradient-to-br from-primary to-slate-700 text-4xl font-bold text-white md:mx-0"
          aria-hidden="true"
        >
          {leader.initials}
        </div>
        <div className="grid gap-4">
          <div className="text-center md:text-left">
            <h3 className="text-2xl font-semibold">{leader.name}</h3>
            <p className="font-medium text-primary">{i18n._(leader.role)}</p>
          </div>
          {leader.bio.map((paragraph) => (
            <p key={paragraph.id} className="text-muted-foreground">
              {i18n._(paragraph)}
            </p>
          ))}
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            <li>
              <a
                href={telHref(leader.phone)}
                className="inline-flex items-center gap-2 rounded-sm hover:text-primary"
                aria-label={i18n._(t.callLeader(leader.name, leader.phone))}
              >
                <PhoneIcon className="size-4 text-primary" aria-hidden="true" />
                {leader.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${leader.email}`}
                className="inline-flex items-center gap-2 break-all rounded-sm hover:text-primary"
                aria-label={i18n._(t.emailLeader(leader.name, leader.email))}
              >
                <MailIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {leader.email}
              </a>
            </li>
          </ul>
          <div className="grid gap-2">
            <h4 className="font-semibold">{i18n._(t.officesHeading)}</h4>
            <ul className="grid gap-3 sm:grid-cols-2">
              {firm.offices.map((office) => (
                <li key={office.name.id} className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block font-medium">{i18n._(office.name)}</span>
                    <span className="text-muted-foreground">{i18n._(office.address)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
