import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { withdrawalQueryOptions } from '../api/withdrawal-queries';
import { withdrawalsTexts as t } from '../withdrawals-texts';
import { TransferStatus } from './send-money-form';

/**
 * A send named in the address (`?transfer=<id>`, the wallet history's receipt link): its state, and its
 * receipt once M-Pesa answered; one that is not the user's says so instead of waiting for ever.
 */
export function LinkedSend({ id, onAgain, onDone }: { id: string; onAgain: () => void; onDone: () => void }) {
  const errorText = useErrorText();
  const send = useQuery(withdrawalQueryOptions(id));
  const { i18n } = useLingui();
  if (send.error) {
    return (
      <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
        {send.error instanceof ApiError ? errorText(send.error) : i18n._(t.notFound)}
      </p>
    );
  }
  return <TransferStatus id={id} onAgain={onAgain} onDone={onDone} />;
}
