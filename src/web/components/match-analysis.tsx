import { CheckIcon, SparklesIcon, XIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A computed match: the weighted share of what was asked that the result meets, and the reasons. */
export interface MatchFigure {
  percent: number;
  reasons: ReadonlyArray<{ criterion: string; met: boolean; detail: string }>;
}

export interface MatchAnalysisTexts {
  heading: string;
  match: (percent: number) => string;
  met: string;
  missed: string;
}

/**
 * 'AI Match Analysis': how well a result fits the search, as a percentage and the reasons behind it. Shared
 * by the home cards and the service provider cards; each feature passes its own words.
 */
export function MatchAnalysis({
  match,
  texts: t,
  label,
  className,
}: {
  match: MatchFigure;
  texts: MatchAnalysisTexts;
  /** The panel's landmark name when several show on one page (e.g. 'AI Match Analysis: Juma Plumbing'). */
  label?: string;
  className?: string;
}) {
  const tone = match.percent >= 85 ? 'bg-emerald-500' : match.percent >= 60 ? 'bg-amber-500' : 'bg-rose-500';
  return (
    <section
      aria-label={label ?? t.heading}
      className={cn('grid gap-2 rounded-lg border border-primary/15 bg-secondary/60 p-3', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-sm font-semibold text-secondary-foreground">
          <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
          {t.heading}
        </h4>
        <p className="text-sm font-bold text-primary">{t.match(match.percent)}</p>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-background" aria-hidden="true">
        <div className={cn('h-full rounded-full', tone)} style={{ width: `${match.percent}%` }} />
      </div>
      {match.reasons.length ? (
        <ul className="grid gap-1 text-sm">
          {match.reasons.map((reason, index) => (
            <li key={`${reason.criterion}-${index}`} className="flex items-start gap-2">
              {reason.met ? (
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              ) : (
                <XIcon className="mt-0.5 size-4 shrink-0 text-rose-600" aria-hidden="true" />
              )}
              <span className={reason.met ? 'text-foreground' : 'text-muted-foreground'}>
                <span className="sr-only">{reason.met ? `${t.met}: ` : `${t.missed}: `}</span>
                {reason.detail}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
