import { SendIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { chatTexts } from '../chat-texts';
import { useChat } from '../use-chat';

/** The conversation itself; used by the floating widget and by the live chat on the contact page. */
export function ChatPanel({ onClose, className }: { onClose: () => void; className?: string }) {
  const { messages, send } = useChat();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  // Braces matter: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send(draft)) setDraft('');
  };

  return (
    <section
      aria-label={chatTexts.title}
      className={cn('flex flex-col overflow-hidden rounded-xl border bg-background shadow-xl', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="flex items-center justify-between bg-primary px-4 py-3 text-primary-foreground">
        <div>
          <h2 className="font-semibold">{chatTexts.title}</h2>
          <p className="text-xs opacity-90">{chatTexts.subtitle}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="text-primary-foreground hover:bg-white/15"
          onClick={onClose}
          aria-label={chatTexts.close}
        >
          <XIcon />
        </Button>
      </header>
      <div
        role="log"
        aria-label={chatTexts.log}
        aria-live="polite"
        className="flex-1 space-y-2 overflow-y-auto p-4"
      >
        {messages.map((message) => (
          <p
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
              message.isUser ? 'ml-auto bg-primary text-primary-foreground' : 'bg-muted',
            )}
          >
            {message.text}
          </p>
        ))}
        <div ref={endRef} />
      </div>
      <form onSubmit={submit} className="flex gap-2 border-t p-3">
        <Input
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={chatTexts.placeholder}
          aria-label={chatTexts.inputLabel}
          maxLength={1000}
        />
        <Button type="submit" size="icon" aria-label={chatTexts.send} disabled={!draft.trim()}>
          <SendIcon />
        </Button>
      </form>
    </section>
  );
}
