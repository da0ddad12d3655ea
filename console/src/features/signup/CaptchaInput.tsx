/**
 * The sign-up captcha as a form field: the kit's CaptchaField (ALTCHA or
 * reCAPTCHA, from GET auth/captcha) writing its token into `captcha`, so the
 * server's 'captcha' errors land under it.
 */
import { CaptchaField, useKitField } from '@atoll/ui-kit';
import type { CaptchaConfig } from '@atoll/contract';

export function CaptchaInput({ config }: { config: CaptchaConfig }) {
  const { input, fieldState } = useKitField<string>('captcha');
  return (
    <CaptchaField
      provider={config.provider}
      challengeUrl={config.provider === 'altcha' ? config.challenge_url : undefined}
      siteKey={config.provider === 'recaptcha' ? config.site_key : undefined}
      onChange={(token) => input.onChange(token ?? '')}
      errorMessage={fieldState.errorMessage}
    />
  );
}
