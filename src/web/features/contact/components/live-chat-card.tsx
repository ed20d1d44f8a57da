import { useLingui } from '@lingui/react';
import { MessagesSquareIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { contactPageTexts as t } from '../contact-texts';

/** The spec's live chat panel height. */
const liveChatHeight = 'h-[400px]';

/**
 * 'Start Live Chat' swaps the card for the chat panel; closing the panel brings the card back. The panel
 * comes from the chat feature, which the route passes in (features do not import each other).
 */
export function LiveChatCard({ renderChat }: { renderChat: (onClose: () => void) => ReactNode }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // Focus goes back to the button that opened the chat, once it is rendered again.
    requestAnimationFrame(() => {
      startButton.current?.focus();
    });
  };

  if (open) return <div className={liveChatHeight}>{renderChat(close)}</div>;

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold leading-tight">
          <MessagesSquareIcon className="size-5 text-primary" aria-hidden="true" />
          {i18n._(t.liveChat.heading)}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{i18n._(t.liveChat.body)}</p>
        <Button ref={startButton} onClick={() => setOpen(true)} className="w-full">
          {i18n._(t.liveChat.start)}
        </Button>
      </CardContent>
    </Card>
  );
}
