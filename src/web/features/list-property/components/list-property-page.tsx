import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { CheckCircle2Icon, FileTextIcon, InfoIcon } from 'lucide-react';
import { Link } from 'react-router';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { translateText } from '@web/i18n';
import { useMe } from '@web/lib/auth/use-me';
import { usePageTitle } from '@web/lib/use-page-title';
import { listPropertyTexts as t } from '../list-property-texts';
import { ListerWorkspace } from './lister-workspace';

function ChecklistSection({
  id,
  heading,
  intro,
  items,
  icon: Icon,
}: {
  id: string;
  heading: string;
  intro: string;
  items: readonly { title: MessageDescriptor; body: MessageDescriptor }[];
  icon: typeof CheckCircle2Icon;
}) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold">
          {heading}
        </h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.title.id} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">{i18n._(item.title)}</p>
              <p className="text-sm text-muted-foreground">{i18n._(item.body)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * List Property: a lister (landlord or agent) works on their listings here; anyone else sees the spec's page,
 * a signed-in user without the role told how to get it, in the server's words.
 */
export function ListPropertyPage() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (me.data?.permissions.includes('create:listing:own')) return <ListerWorkspace />;
  return <ListPropertySpecPage signedIn={Boolean(me.data)} />;
}

function ListPropertySpecPage({ signedIn }: { signedIn: boolean }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 sm:py-14">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{i18n._(t.heading)}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{i18n._(t.intro)}</p>
      </header>
      {signedIn ? (
        <section
          aria-labelledby="list-not-lister"
          className="mx-auto flex max-w-3xl gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
        >
          <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-2">
            <h2 id="list-not-lister" className="font-semibold">
              {i18n._(t.notListerHeading)}
            </h2>
            <p className="text-sm">{translateText(i18n, listingPipelineTexts.notLister)}</p>
            <Link to={paths.contact} className="text-sm font-medium underline underline-offset-2">
              {i18n._(t.contactUs)}
            </Link>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="list-steps" className="grid gap-6">
        <h2 id="list-steps" className="text-center text-2xl font-semibold">
          {i18n._(t.stepsHeading)}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {t.steps.map((step, index) => (
            <li
              key={step.title.id}
              className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm sm:flex-col sm:gap-3"
            >
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="grid content-start gap-1">
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">{i18n._(t.stepLabel(index + 1))}: </span>
                  {i18n._(step.title)}
                </h3>
                <p className="text-sm text-muted-foreground">{i18n._(step.body)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <ChecklistSection
          id="list-standards"
          heading={i18n._(t.standardsHeading)}
          intro={i18n._(t.standardsIntro)}
          items={t.standards}
          icon={CheckCircle2Icon}
        />
        <ChecklistSection
          id="list-documents"
          heading={i18n._(t.documentsHeading)}
          intro={i18n._(t.documentsIntro)}
          items={t.documents}
          icon={FileTextIcon}
        />
      </div>

      <section
        aria-labelledby="list-cta"
        className="grid justify-items-center gap-4 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground"
      >
        <h2 id="list-cta" className="text-2xl font-bold">
          {i18n._(t.ctaHeading)}
        </h2>
        <p className="max-w-xl opacity-90">{i18n._(t.ctaBody)}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="secondary" size="lg">
            <Link to={paths.signup}>{i18n._(t.signUp)}</Link>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-white/15"
          >
            <Link to={paths.login}>{i18n._(t.signIn)}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
