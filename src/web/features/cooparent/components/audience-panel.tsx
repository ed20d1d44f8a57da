import { useLingui } from '@lingui/react';
import { ArrowRightIcon, CheckCircle2Icon, FileCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { cooparentTexts as t } from '../cooparent-texts';

/** One tab's content: what the audience gets, what they need, and a link to its application. */
export function AudiencePanel({
  id,
  audience,
  applyHref,
  note,
}: {
  id: string;
  audience: typeof t.tenants | typeof t.landlords;
  applyHref: string;
  /** What applying leads to, under the button. */
  note: string;
}) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-semibold">{i18n._(audience.heading)}</h2>
        <p className="text-muted-foreground">{i18n._(audience.body)}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-5">
        <section aria-labelledby={`${id}-benefits`} className="grid content-start gap-3 md:col-span-3">
          <h3 id={`${id}-benefits`} className="text-lg font-semibold">
            {i18n._(t.benefitsHeading)}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {audience.benefits.map((benefit) => (
              <li key={benefit.title.id} className="flex gap-3 rounded-lg border bg-card p-4 shadow-sm">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <p className="font-medium">{i18n._(benefit.title)}</p>
                  <p className="text-sm text-muted-foreground">{i18n._(benefit.body)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby={`${id}-requirements`}
          className="grid content-start gap-3 rounded-xl bg-muted p-5 md:col-span-2"
        >
          <h3 id={`${id}-requirements`} className="text-lg font-semibold">
            {i18n._(t.requirementsHeading)}
          </h3>
          <ul className="grid gap-2">
            {audience.requirements.map((requirement) => (
              <li key={requirement.id} className="flex gap-2 text-sm">
                <FileCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{i18n._(requirement)}</span>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-2 w-full">
            <Link to={applyHref}>
              {i18n._(audience.apply)}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <p className="text-xs text-muted-foreground">{note}</p>
        </section>
      </div>
    </div>
  );
}
