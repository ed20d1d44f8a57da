import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { usePageTitle } from '@web/lib/use-page-title';
import { readContactPrefill } from '../contact-prefill';
import { contactPageTexts as t } from '../contact-texts';
import { ContactForm } from './contact-form';
import { ContactInfoCard } from './contact-info-card';
import { LiveChatCard } from './live-chat-card';
import { OfficeHoursCard } from './office-hours-card';

/** /contact: the form, ABODE's details and hours, and `renderLiveChat`, the chat the app passes in. */
export function ContactPage({ renderLiveChat }: { renderLiveChat: (onClose: () => void) => ReactNode }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the form owns its values after the first render.
  const [prefill, setPrefill] = useState(() => readContactPrefill(searchParams));

  // Once sent, the prefilled request is done; drop it from the address so a reload starts blank.
  const clearPrefill = () => {
    setPrefill(readContactPrefill(new URLSearchParams()));
    if (searchParams.size > 0) setSearchParams({}, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{i18n._(t.heading)}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{i18n._(t.tagline)}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="p-5 sm:p-6">
            <h2 className="text-2xl font-semibold leading-tight">{i18n._(t.formTitle)}</h2>
          </CardHeader>
          <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
            <ContactForm prefill={prefill} onSent={clearPrefill} />
          </CardContent>
        </Card>
        <div className="grid min-w-0 gap-6 [overflow-wrap:anywhere]">
          <ContactInfoCard />
          <OfficeHoursCard />
          <LiveChatCard renderChat={renderLiveChat} />
        </div>
      </div>
    </div>
  );
}
