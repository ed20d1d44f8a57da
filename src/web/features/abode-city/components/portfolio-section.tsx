import { useLingui } from '@lingui/react';
import { ArrowRightIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/config/paths';
import { abodeCityTexts as t } from '../abode-city-texts';
import { projects, projectText } from '../projects';

export function PortfolioSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="city-portfolio" className="mx-auto grid max-w-6xl gap-6 px-4">
      <div className="grid gap-2 text-center">
        <h2 id="city-portfolio" className="text-3xl font-bold">
          {i18n._(t.portfolioHeading)}
        </h2>
        <p className="text-muted-foreground">{i18n._(t.portfolioIntro)}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2">
        {projects.map((project) => (
          // The title link covers the whole card (after:absolute), so the card is one tab stop with one name.
          <li
            key={project.id}
            className="group relative overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
          >
            <img
              src={project.mainImage.src}
              alt=""
              width={1200}
              height={800}
              loading="lazy"
              className="aspect-[3/2] w-full bg-muted object-cover transition-transform group-hover:scale-[1.02]"
            />
            <div className="grid gap-2 p-5">
              <Badge variant="secondary" className="w-fit">
                {i18n._(project.category)}
              </Badge>
              <h3 className="text-xl font-semibold">
                <Link
                  to={paths.abodeCityWork(project.id)}
                  className="outline-none after:absolute after:inset-0 after:content-['']"
                >
                  {i18n._(project.title)}
                </Link>
              </h3>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPinIcon className="size-4" aria-hidden="true" />
                {projectText(i18n, project.location)}
              </p>
              <p className="text-sm text-muted-foreground">{i18n._(project.summary)}</p>
              <span
                className="inline-flex items-center gap-1 text-sm font-medium text-primary"
                aria-hidden="true"
              >
                {i18n._(t.viewProject)}
                <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
