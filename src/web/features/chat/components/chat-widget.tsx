import { useLingui } from '@lingui/react';
import { MessageCircleIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { chatTexts } from '../chat-texts';
import { useAnyChatPanelOpen } from '../hooks/open-chat-panels';
import { LiveChatPanel } from './live-chat-panel';

/**
 * The floating 'Chat with Us' button on every public page. It stands aside while a chat panel is open (its
 * own, or the contact page's live chat), so it never covers the conversation; the layout leaves room below
 * the page for it, so it never hides the end of a page either.
 */
export function ChatWidget() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelOpen = useAnyChatPanelOpen();
  const launcher = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // Give focus back to where the user was.
    requestAnimationFrame(() => launcher.current?.focus());
  };

  return (
    <div className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3">
      {open ? (
        <LiveChatPanel
          onClose={close}
          className="h-[28rem] max-h-[calc(100dvh-6rem)] w-[min(22rem,calc(100vw-2rem))]"
        />
      ) : null}
      {!open && !panelOpen ? (
        <Button ref={launcher} size="lg" className="rounded-full shadow-lg" onClick={() => setOpen(true)}>
          <MessageCircleIcon />
          {i18n._(chatTexts.open)}
        </Button>
      ) : null}
    </div>
  );
}
