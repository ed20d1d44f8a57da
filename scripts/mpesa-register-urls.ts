import { ConfigError, loadConfig } from '../src/server/config';
import { callbackUrls, CallbackUrlError } from '../src/server/lib/daraja/callback-urls';
import { createDarajaClient } from '../src/server/lib/daraja/daraja-client';
import { DarajaApiError } from '../src/server/lib/daraja/daraja-errors';
import { darajaSettingsOf } from '../src/server/lib/daraja/daraja-settings';

/**
 * `npm run mpesa:register-urls`: registers this installation's C2B validation and confirmation URLs with the
 * configured Daraja, as Safaricom requires once per shortcode, and prints them. It reads only the
 * configuration (no database), so it runs beside a running server; on the stand-in that server must be up,
 * since the stand-in lives in it.
 */
try {
  const config = loadConfig();
  const settings = darajaSettingsOf(config);
  const urls = callbackUrls(config);
  // Completed: when our validation URL cannot be reached M-Pesa still takes the payment and confirms it, so a
  // tenant's rent is never turned away by an outage; unknown accounts go to suspense on our side.
  await createDarajaClient(settings).registerC2bUrls({
    confirmationUrl: urls.c2bConfirmation,
    validationUrl: urls.c2bValidation,
    responseType: 'Completed',
  });
  console.log(
    `Registered with ${settings.baseUrl} (MPESA_ENV=${settings.env}) for shortcode ${settings.shortcode}:`,
  );
  console.log(`  validation    ${urls.c2bValidation}`);
  console.log(`  confirmation  ${urls.c2bConfirmation}`);
} catch (error) {
  if (!(
    error instanceof ConfigError ||
    error instanceof CallbackUrlError ||
    error instanceof DarajaApiError
  )) {
    throw error;
  }
  console.error(
    error instanceof DarajaApiError ? `Registration failed: ${error.message} (${error.code})` : error.message,
  );
  process.exit(1);
}
