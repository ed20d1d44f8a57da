import { Trans, useLingui } from '@lingui/react/macro';
import { LanguagesIcon } from 'lucide-react';
import { locales, type Locale } from '@common/i18n/locale';
import { SectionCard } from '@web/components/section-card';
import { currentLocale, useSwitchLocale } from '@web/i18n';
import { cn } from '@web/lib/cn';

/** Each language named in itself, so a reader of either finds their own. */
const names: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/**
 * 'English' / 'Kiswahili': two toggle buttons in a labelled group (the pressed one is the language in use).
 * In the header, the mobile menu and the settings pages.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const switchLocale = useSwitchLocale();
  const active = currentLocale();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={cn('inline-flex rounded-md border p-0.5', className)}
    >
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === active}
          onClick={() => void switchLocale(locale)}
          className={cn(
            'min-h-8 rounded px-2.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-primary',
            locale === active ? 'bg-primary text-primary-foreground' : 'text-foreground/80 hover:bg-muted',
          )}
        >
          {names[locale]}
        </button>
      ))}
    </div>
  );
}

/** The settings pages' card: the language of the app, kept on the account (and for the SMS ABODE sends). */
export function LanguageSettingsCard() {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Language`} icon={LanguagesIcon}>
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          <Trans>
            Choose the language of ABODE. Your choice is saved on your account, and our SMS use it too.
          </Trans>
        </p>
        <LanguageSwitch className="w-fit" />
      </div>
    </SectionCard>
  );
}
