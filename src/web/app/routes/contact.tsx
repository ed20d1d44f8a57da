import { LiveChatPanel } from '@web/features/chat';
import { ContactPage } from '@web/features/contact';

export default function ContactRoute() {
  return (
    <ContactPage
      renderLiveChat={(onClose) => <LiveChatPanel onClose={onClose} className="h-full shadow-sm" />}
    />
  );
}
