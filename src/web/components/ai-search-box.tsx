import { LoaderCircleIcon, SparklesIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useTypedPlaceholder } from '@web/lib/use-typed-placeholder';

export interface AiSearchBoxTexts {
  /** The box's visible label. */
  label: string;
  hint: string;
  button: string;
  processing: string;
  /** Typed out one after another as the placeholder. */
  examples: readonly string[];
}

/**
 * The free-text "describe it" search box with a typed-out placeholder (stopped by a click or focus), Enter
 * to search and Shift+Enter for a new line. Shared by the home search (/, /buy) and the services search.
 */
export function AiSearchBox({
  texts: t,
  value,
  onValueChange,
  onSearch,
  processing,
  onIntent,
  animate = true,
  maxLength,
  tall = false,
}: {
  texts: AiSearchBoxTexts;
  value: string;
  onValueChange: (value: string) => void;
  onSearch: (text: string) => void;
  processing: boolean;
  /** Called when the visitor shows interest (focus, typing), so the results code can start loading. */
  onIntent?: () => void;
  /** Type the examples out; off once a search ran (the box then holds the search). */
  animate?: boolean;
  maxLength: number;
  /** A larger box (the buy page). */
  tall?: boolean;
}) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  // The animation also stops while the box holds text, as its placeholder is not shown then.
  const placeholder = useTypedPlaceholder(t.examples, touched || !animate || value !== '');

  const stopTyping = () => {
    setTouched(true);
    onIntent?.();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!processing) onSearch(value);
  };

  // Enter searches; Shift+Enter starts a new line, as in a chat box.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      role="search"
      className="grid gap-3 rounded-2xl border bg-card p-3 text-left shadow-lg shadow-primary/5 sm:p-4"
    >
      <label htmlFor={id} className="px-1 text-sm font-semibold text-foreground">
        {t.label}
      </label>
      <textarea
        id={id}
        name="q"
        value={value}
        maxLength={maxLength}
        rows={tall ? 5 : 3}
        placeholder={placeholder}
        onChange={(event) => onValueChange(event.target.value)}
        onPointerDown={stopTyping}
        onFocus={stopTyping}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
        className={cn(
          'w-full resize-none rounded-xl border border-input bg-background px-4 py-3 text-base leading-relaxed shadow-inner placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-ring',
          tall ? 'min-h-36' : 'min-h-24',
        )}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-hint`} className="px-1 text-xs text-muted-foreground">
          {t.hint}
        </p>
        <Button type="submit" size="lg" disabled={processing} className="w-full shrink-0 sm:w-auto">
          {processing ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <SparklesIcon aria-hidden="true" />
          )}
          {processing ? t.processing : t.button}
        </Button>
      </div>
    </form>
  );
}
