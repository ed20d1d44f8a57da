import { useQuery } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { NotificationPreference } from '@common/notifications/notification-contracts';
import { notificationTexts } from '@common/notifications/notification-texts';
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
  const preferences = useQuery(notificationPreferencesQueryOptions());
  const save = useSaveNotificationPreferences();
  const flip = (preference: NotificationPreference) =>
    save.mutate([preference], {
      onSuccess: () => toast.success(t.saved),
      onError: () => toast.error(t.saveFailed),
    });
  return (
    <SectionCard title={t.heading} icon={BellIcon}>
      <div id="notifications" className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t.hint}</p>
        {preferences.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {notificationTexts.loadFailed}
          </p>
        ) : !preferences.data ? (
          <Skeleton className="h-40" />
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t.heading}</span>
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  {t.inApp}
                </th>
                <th scope="col" className="w-16 py-2 text-center font-medium">
                  {t.sms}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {preferences.data.preferences.map((preference) => {
                const kind = notificationTexts.kinds[preference.kind];
                return (
                  <tr key={preference.kind}>
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      {kind}
                    </th>
                    <td className="py-2 text-center">
                      <Switch
                        aria-label={t.channelFor(t.inApp, kind)}
                        checked={preference.inApp}
                        disabled={save.isPending}
                        onCheckedChange={(inApp) => flip({ ...preference, inApp })}
                      />
                    </td>
                    <td className="py-2 text-center">
                      <Switch
                        aria-label={t.channelFor(t.sms, kind)}
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
