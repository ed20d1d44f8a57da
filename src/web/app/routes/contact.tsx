import { ChatPanel } from '@web/features/chat/components/chat-panel';
import { ContactPage } from '@web/features/contact/components/contact-page';
import { contactPageTexts } from '@web/features/contact/contact-texts';
import { usePageTitle } from '@web/lib/use-page-title';

export default function ContactRoute() {
  usePageTitle(contactPageTexts.title);
  return (
    <ContactPage renderLiveChat={(onClose) => <ChatPanel onClose={onClose} className="h-full shadow-sm" />} />
  );
}
