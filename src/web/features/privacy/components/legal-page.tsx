import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@web/lib/use-page-title';
import type { LegalSection } from '../privacy-texts';
import { privacyTexts } from '../privacy-texts';

const t = privacyTexts.legal;

/**
 * A legal document as a readable page: its title and date, a list of its sections to jump to, then each
 * section as a landmark named by its heading. `after` adds links under a section (by id).
 */
export function LegalPage({
  title,
  intro,
  sections,
  after = {},
  footer,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  after?: Record<string, ReactNode>;
  footer: ReactNode;
}) {
  const { i18n } = useLingui();
  usePageTitle(title);
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{i18n._(t.updated)}</p>
        <p className="text-muted-foreground">{intro}</p>
      </header>
      <nav aria-labelledby="legal-contents" className="rounded-lg border bg-muted/40 p-4">
        <h2 id="legal-contents" className="mb-2 text-sm font-semibold">
          {i18n._(t.contents)}
        </h2>
        <ol className="grid gap-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {i18n._(section.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="grid scroll-mt-20 gap-3">
          <h2 id={section.id} className="text-xl font-semibold">
            {i18n._(section.heading)}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.id} className="leading-relaxed">
              {i18n._(paragraph)}
            </p>
          ))}
          {section.items ? (
            <ul className="grid list-disc gap-2 pl-5 leading-relaxed">
              {section.items.map((item) => (
                <li key={item.id}>{i18n._(item)}</li>
              ))}
            </ul>
          ) : null}
          {after[section.id]}
        </section>
      ))}
      <footer className="flex flex-wrap gap-x-6 gap-y-2 border-t pt-6 text-sm">{footer}</footer>
    </article>
  );
}
