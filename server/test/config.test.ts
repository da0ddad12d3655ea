import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../src/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('configuration from the environment', () => {
  it('has documented defaults, with paths relative to the repository root', () => {
    const config = loadConfig({});
    expect(repoRoot()).toBe(root);
    expect(config).toEqual({
      port: 8080,
      dataDir: path.join(root, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      mailFrom: 'Atoll <no-reply@atoll.local>',
      guestAppUrl: 'http://localhost:8080',
      recaptcha: undefined,
      altchaHmacKey: undefined,
      altchaCost: 1000,
      staticDir: path.join(root, 'console/dist'),
      logLevel: 'info',
      trustProxyHops: 0,
      shutdownGraceMs: 10_000,
      shutdownDelayMs: 0,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: './var/db',
      DATABASE_URL: 'postgres://u@h/db',
      PUBLIC_URL: 'https://console.example/',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Hotel <hi@example.com>',
      GUEST_APP_URL: 'https://guests.example/',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      ALTCHA_HMAC_KEY: 'hmac',
      ALTCHA_COST: '50',
      STATIC_DIR: '/srv/console',
      EXPO_PUSH_URL: 'https://exp.host/--/api/v2/push/',
      EXPO_ACCESS_TOKEN: 'expo-token',
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'mailto:ops@example.com',
      SHUTDOWN_GRACE_MS: '25000',
      SHUTDOWN_DELAY_MS: '5000',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'metrics-token',
      METRICS_PORT: '9100',
      TRUST_PROXY_HOPS: '1',
    });
    expect(config).toEqual({
      port: 9000,
      dataDir: path.join(root, 'var/db'),
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://console.example',
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'Hotel <hi@example.com>',
      guestAppUrl: 'https://guests.example',
      recaptcha: { siteKey: 'site', secret: 'secret' },
      altchaHmacKey: 'hmac',
      altchaCost: 50,
      staticDir: '/srv/console',
      expoPushUrl: 'https://exp.host/--/api/v2/push',
      expoAccessToken: 'expo-token',
      vapid: { publicKey: 'public', privateKey: 'private', subject: 'mailto:ops@example.com' },
      logLevel: 'warn',
      metricsToken: 'metrics-token',
      metricsPort: 9100,
      trustProxyHops: 1,
      shutdownGraceMs: 25_000,
      shutdownDelayMs: 5000,
    });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow(/METRICS_PORT/);
    // SMTP_URL is checked at boot (nodemailer loads on the first e-mail), and its password is never echoed.
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'https://user:secret-pass@mail.example.com' })).toThrow(/^(?!.*secret-pass)/);
    expect(() => loadConfig({ SMTP_URL: 'https://user:secret-pass@mail.example.com' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com:465' }).smtpUrl).toBe('smtps://mail.example.com:465');
    // Web Push needs the key pair and the subject; a part alone sends nothing.
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' }).vapid).toBeUndefined();
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    // reCAPTCHA needs both keys; one alone keeps ALTCHA.
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site' }).recaptcha).toBeUndefined();
  });
});
