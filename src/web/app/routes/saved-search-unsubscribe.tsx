import { UnsubscribePage } from '@web/features/saved-searches';

/** /saved-searches/unsubscribe/:token: an alert's stop link (no sign-in needed). */
export default function Route() {
  return <UnsubscribePage />;
}
