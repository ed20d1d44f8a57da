import { useLingui } from '@lingui/react';
import { CheckCircle2Icon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CreatedQuoteRequest } from '@common/abode-city/abode-city-contracts';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { abodeCityTexts } from '../abode-city-texts';

const t = abodeCityTexts.quote;

// The form (its schema, the locations list, react-hook-form) loads when the dialog first opens.
const QuoteRequestForm = lazy(() =>
  import('./quote-request-form').then((module) => ({ default: module.QuoteRequestForm })),
);

/** 'Get a Quote': the request form in a dialog; a visitor leaves with the private link to their request. */
export function QuoteRequestDialog({ trigger }: { trigger: ReactNode }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedQuoteRequest | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCreated(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl" closeLabel={i18n._(t.close)}>
        <DialogHeader>
          <DialogTitle>{i18n._(t.title)}</DialogTitle>
          <DialogDescription>{i18n._(t.description)}</DialogDescription>
        </DialogHeader>
        {created ? (
          <QuoteSent created={created} />
        ) : (
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <QuoteRequestForm onSent={setCreated} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}

function QuoteSent({ created }: { created: CreatedQuoteRequest }) {
  const { i18n } = useLingui();
  const link = paths.abodeCityQuote(created.request.id, created.accessKey ?? undefined);
  return (
    <div role="status" className="grid justify-items-start gap-3">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2Icon className="size-5 text-primary" aria-hidden="true" />
        {i18n._(t.sentTitle)}
      </p>
      <p className="text-sm text-muted-foreground">
        {created.accessKey ? i18n._(t.sentBody) : i18n._(t.sentSignedIn)}
      </p>
      <Button asChild>
        <Link to={link}>{i18n._(t.viewRequest)}</Link>
      </Button>
    </div>
  );
}
