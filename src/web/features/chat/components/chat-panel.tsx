import { useLingui } from '@lingui/react';
import { SendIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { chatMessageMaxLength } from '@common/chat/chat-contracts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { chatMessageText, chatTexts } from '../chat-texts';
import { useRegisterOpenChatPanel } from '../hooks/open-chat-panels';
import { useChat } from '../use-chat';

/** The conversation itself; used by the floating widget and by the live chat on the contact page. */
export function ChatPanel({ onClose, className }: { onClose: () => void; className?: string }) {
  const { i18n } = useLingui();
  const { messages, status, send, sendError, end, ending } = useChat();
  useRegisterOpenChatPanel();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  // Braces matter: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send(draft)) setDraft('');
  };

  return (
    <section
      aria-label={i18n._(chatTexts.title)}
      className={cn('flex flex-col overflow-hidden rounded-xl border bg-background shadow-xl', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
        <div className="min-w-0">
          <h2 className="font-semibold">{i18n._(chatTexts.title)}</h2>
          <p className="text-xs opacity-90">{i18n._(chatTexts.subtitle)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {status === 'open' ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-primary-foreground hover:bg-white/15"
              onClick={end}
              disabled={ending}
            >
              {i18n._(chatTexts.end)}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="text-primary-foreground hover:bg-white/15"
            onClick={onClose}
            aria-label={i18n._(chatTexts.close)}
          >
            <XIcon />
          </Button>
        </div>
      </header>
      <div
        role="log"
        aria-label={i18n._(chatTexts.log)}
        aria-live="polite"
        className="flex-1 space-y-2 overflow-y-auto p-4"
      >
        {messages.map((message) => (
          <p
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line',
              message.author === 'visitor' ? 'ml-auto bg-primary text-primary-foreground' : 'bg-muted',
            )}
          >
            {chatMessageText(i18n, message)}
          </p>
        ))}
        {status === 'closed' ? (
          <p role="status" className="text-center text-xs text-muted-foreground">
            {i18n._(chatTexts.ended)}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      {sendError ? (
        <p role="alert" className="px-3 pt-2 text-xs text-destructive">
          {sendError}
        </p>
      ) : null}
      <form onSubmit={submit} className="flex gap-2 border-t p-3">
        <Input
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={i18n._(chatTexts.placeholder)}
          aria-label={i18n._(chatTexts.inputLabel)}
          maxLength={chatMessageMaxLength}
        />
        <Button type="submit" size="icon" aria-label={i18n._(chatTexts.send)} disabled={!draft.trim()}>
          <SendIcon />
        </Button>
      </form>
    </section>
  );
}
