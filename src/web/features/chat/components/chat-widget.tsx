import { MessageCircleIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { chatTexts } from '../chat-texts';
import { LiveChatPanel } from './live-chat-panel';

/** The floating 'Chat with Us' button on every public page. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
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
      {!open ? (
        <Button ref={launcher} size="lg" className="rounded-full shadow-lg" onClick={() => setOpen(true)}>
          <MessageCircleIcon />
          {chatTexts.open}
        </Button>
      ) : null}
    </div>
  );
}
