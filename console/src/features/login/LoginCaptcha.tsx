/**
 * The captcha a login must carry after many failed logins (ADR 0032). LoginScreen loads this module
 * only when the server asks for it, so the login page stays within its budget (ADR 0012): it asks
 * GET auth/captcha which captcha to show, then shows the kit's CaptchaField.
 */
import { useEffect, useState } from 'react';
import { API_BASE, CLIENT_ID, CLIENT_ID_HEADER, type CaptchaConfig } from '@atoll/contract';
import { CaptchaField } from '@atoll/ui-kit/CaptchaField';

export interface LoginCaptchaProps {
  /** Receives the solved token, null when it is no longer valid. */
  onChange: (token: string | null) => void;
  /** The server's reason ('Too many failed logins…') or nothing once solved. */
  errorMessage?: string;
}

async function requestCaptchaConfig(): Promise<CaptchaConfig> {
  const response = await fetch(`${API_BASE}/auth/captcha`, { headers: { Accept: 'application/json', [CLIENT_ID_HEADER]: CLIENT_ID } });
  if (!response.ok) throw new Error(`auth/captcha answered ${response.status}`);
  return ((await response.json()) as { data: CaptchaConfig }).data;
}

export default function LoginCaptcha({ onChange, errorMessage }: LoginCaptchaProps) {
  const [config, setConfig] = useState<CaptchaConfig>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    requestCaptchaConfig().then(
      (value) => live && setConfig(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  // Without the config the reason still shows; the user can try again (a new attempt asks anew).
  if (!config) return failed && errorMessage ? <p role="alert">{errorMessage}</p> : null;
  return (
    <CaptchaField
      provider={config.provider}
      challengeUrl={config.provider === 'altcha' ? config.challenge_url : undefined}
      siteKey={config.provider === 'recaptcha' ? config.site_key : undefined}
      onChange={onChange}
      errorMessage={errorMessage}
    />
  );
}
