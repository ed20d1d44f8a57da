import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { NotificationPreference } from '@common/notifications/notification-contracts';
import { notificationsTexts as notificationTexts } from '../notifications-texts';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import {
  notificationPreferencesQueryOptions,
  useSaveNotificationPreferences,
} from '../api/notification-queries';

const t = notificationTexts.preferences;

/** Settings: each kind of notification with its two switches, in the app and by SMS; saved as they flip. */
export function NotificationPreferencesCard() {
  const { i18n } = useLingui();
  const preferences = useQuery(notificationPreferencesQueryOptions());
  const save = useSaveNotificationPreferences();
  const flip = (preference: NotificationPreference) =>
    save.mutate([preference], {
      onSuccess: () => toast.success(i18n._(t.saved)),
      onError: () => toast.error(i18n._(t.saveFailed)),
    });
  return (
    <SectionCard title={i18n._(t.heading)} icon={BellIcon}>
      <div id="notifications" className="grid gap-3">
        <p className="text-sm text-muted-foreground">{i18n._(t.hint)}</p>
        {preferences.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {i18n._(notificationTexts.loadFailed)}
          </p>
        ) : !preferences.data ? (
          <Skeleton className="h-40" />
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{i18n._(t.heading)}</span>
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  {i18n._(t.inApp)}
                </th>
                <th scope="col" className="w-16 py-2 text-center font-medium">
                  {i18n._(t.sms)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {preferences.data.preferences.map((preference) => {
                const kind = i18n._(notificationTexts.kinds[preference.kind]);
                return (
                  <tr key={preference.kind}>
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      {kind}
                    </th>
                    <td className="py-2 text-center">
                      <Switch
                        aria-label={t.channelFor(i18n._(t.inApp), kind)}
                        checked={preference.inApp}
                        disabled={save.isPending}
                        onCheckedChange={(inApp) => flip({ ...preference, inApp })}
                      />
                    </td>
                    <td className="py-2 text-center">
                      <Switch
                        aria-label={t.channelFor(i18n._(t.sms), kind)}
                        checked={preference.sms}
                        disabled={save.isPending}
                        onCheckedChange={(sms) => flip({ ...preference, sms })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </SectionCard>
  );
}
