import { useLingui } from '@lingui/react';
import { ArrowLeftIcon, CalendarIcon, CheckCircle2Icon, MailIcon, MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { abodeCityTexts } from '../abode-city-texts';
import { projectText, type Project } from '../projects';
import { ProjectGallery } from './project-gallery';

const t = abodeCityTexts.project;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A definition list of label/value pairs, two columns from the small breakpoint up. */
function Facts({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="grid content-start gap-0.5 border-b pb-3">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="font-medium">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProjectPage({ project }: { project: Project }) {
  const { i18n } = useLingui();
  const details = [
    { label: i18n._(t.category), value: i18n._(project.category) },
    { label: i18n._(t.location), value: projectText(i18n, project.location) },
    { label: i18n._(t.completed), value: i18n._(project.completionDate) },
    { label: i18n._(t.client), value: projectText(i18n, project.client) },
    { label: i18n._(t.size), value: i18n._(project.size) },
    { label: i18n._(t.team), value: i18n._(project.team) },
  ];

  return (
    <article className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:py-12">
      <div className="grid gap-4">
        <Link
          to={paths.abodeCity}
          className="inline-flex w-fit items-center gap-2 rounded-sm text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {i18n._(t.back)}
        </Link>
        <Badge className="w-fit">{i18n._(project.category)}</Badge>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{i18n._(project.title)}</h1>
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <MapPinIcon className="size-4" aria-hidden="true" />
            {projectText(i18n, project.location)}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-4" aria-hidden="true" />
            {i18n._(project.completionDate)}
          </span>
        </p>
        <img
          src={project.mainImage.src}
          alt={i18n._(project.mainImage.alt)}
          width={1200}
          height={800}
          className="aspect-[3/2] w-full bg-muted rounded-2xl border object-cover"
        />
      </div>

      <Section id="project-overview" title={i18n._(t.overview)}>
        <p className="text-lg leading-relaxed">{i18n._(project.description)}</p>
      </Section>

      <div className="grid gap-10 md:grid-cols-2">
        <Section id="project-challenge" title={i18n._(t.challenge)}>
          <p className="leading-relaxed text-muted-foreground">{i18n._(project.challenge)}</p>
        </Section>
        <Section id="project-solution" title={i18n._(t.solution)}>
          <p className="leading-relaxed text-muted-foreground">{i18n._(project.solution)}</p>
        </Section>
      </div>

      <Section id="project-features" title={i18n._(t.features)}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {project.features.map((feature) => (
            <li key={feature.id} className="flex gap-2">
              <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{i18n._(feature)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid gap-10 md:grid-cols-2">
        <Section id="project-details" title={i18n._(t.details)}>
          <Facts items={details} />
        </Section>
        <Section id="project-specifications" title={i18n._(t.specifications)}>
          <Facts
            items={project.specifications.map((spec) => ({
              label: i18n._(spec.label),
              value: projectText(i18n, spec.value),
            }))}
          />
        </Section>
      </div>

      <Section id="project-gallery" title={i18n._(t.gallery)}>
        <ProjectGallery images={project.gallery} />
      </Section>

      <section
        aria-labelledby="project-cta"
        className="grid justify-items-center gap-3 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground"
      >
        <h2 id="project-cta" className="text-2xl font-bold">
          {i18n._(t.ctaHeading)}
        </h2>
        <p className="max-w-xl opacity-90">{i18n._(t.ctaBody)}</p>
        <Button asChild size="lg" variant="secondary">
          <Link
            to={paths.contactWith({ interest: 'general', message: i18n._(t.inquiry(i18n._(project.title))) })}
          >
            <MailIcon aria-hidden="true" />
            {i18n._(t.getInTouch)}
          </Link>
        </Button>
      </section>
    </article>
  );
}
