import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SmartphoneIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { walletTexts } from '../wallet-texts';

const t = walletTexts.phone;

/**
 * The Daraja stand-in's simulated phone, where the app is served with it (development, never production).
 * It is the stand-in's own HTTP API, not ABODE's, so it is called directly rather than through the typed
 * client: a 404 (no stand-in mounted) shows nothing.
 */
const simulator = '/standin/daraja/simulator';

interface Prompt {
  checkoutRequestId: string;
  amount: number;
  accountReference: string;
}

async function promptsOn(phone: string): Promise<Prompt[] | null> {
  const response = await fetch(`${simulator}/phones/${encodeURIComponent(phone)}/prompts`);
  if (!response.ok) return null;
  return ((await response.json()) as { prompts: Prompt[] }).prompts;
}

async function answer(id: string, action: 'pin' | 'cancel' | 'timeout', pin?: string) {
  await fetch(`${simulator}/prompts/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(action === 'pin' ? { pin } : {}),
  });
}

/** For the M-Pesa waiting screen: the prompt on `phone` with PIN, Cancel and 'Let it time out'. */
export function SimulatedPhone({ phone }: { phone: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [pin, setPin] = useState('');
  const { i18n } = useLingui();
  const prompts = useQuery({
    queryKey: ['standin-phone', phone],
    queryFn: () => promptsOn(phone),
    refetchInterval: 1500,
    retry: false,
  });
  // Nothing until the stand-in answers; nothing at all where there is none.
  if (!prompts.data) return null;
  const prompt = prompts.data[0];
  const act = async (action: 'pin' | 'cancel' | 'timeout') => {
    if (!prompt) return;
    await answer(prompt.checkoutRequestId, action, pin);
    setPin('');
    await queryClient.invalidateQueries({ queryKey: ['standin-phone', phone] });
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border-2 border-dashed p-4 text-sm"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <SmartphoneIcon className="size-4" aria-hidden="true" />
        {i18n._(t.title)}
      </h2>
      <p className="text-muted-foreground">{i18n._(t.hint)}</p>
      {prompt ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void act('pin');
          }}
        >
          <p className="font-medium">{i18n._(t.prompt(prompt.amount, prompt.accountReference))}</p>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-pin`}>{i18n._(t.pin)}</Label>
            <Input
              id={`${id}-pin`}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
              aria-describedby={`${id}-pin-hint`}
            />
            <p id={`${id}-pin-hint`} className="text-xs text-muted-foreground">
              {i18n._(t.pinHint)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pin.length !== 4}>
              {i18n._(t.send)}
            </Button>
            <Button type="button" variant="outline" onClick={() => void act('cancel')}>
              {i18n._(t.cancel)}
            </Button>
            <Button type="button" variant="ghost" onClick={() => void act('timeout')}>
              {i18n._(t.timeOut)}
            </Button>
          </div>
        </form>
      ) : (
        <p>{i18n._(t.none)}</p>
      )}
    </section>
  );
}
