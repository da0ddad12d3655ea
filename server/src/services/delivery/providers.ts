/** Which providers this server sends through, from its configuration (EXPO_PUSH_URL, VAPID_*). */
import type { PushProvider } from '@atoll/contract';
import type { Config } from '../../config';
import type { ExpoConfig } from './expo';
import type { WebPushConfig } from './webPush';

export interface PushProviders {
  expo?: ExpoConfig;
  webPush?: WebPushConfig;
}

/** VAPID_SUBJECT: a `mailto:` address (Apple's push service, Safari's, refuses other subjects). */
export const VAPID_SUBJECT_PATTERN = /^mailto:[^\s@]+@[^\s@]+$/;

/** Throws on a VAPID_SUBJECT that is not a `mailto:` address: the server does not start sending what Safari would refuse. */
export function loadPushProviders(config: Pick<Config, 'expoPushUrl' | 'expoAccessToken' | 'vapid'>): PushProviders {
  if (config.vapid && !VAPID_SUBJECT_PATTERN.test(config.vapid.subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: address such as mailto:ops@example.com (Safari's push service refuses others); it is ${JSON.stringify(config.vapid.subject)}`);
  }
  return {
    expo: config.expoPushUrl ? { url: config.expoPushUrl, accessToken: config.expoAccessToken } : undefined,
    webPush: config.vapid,
  };
}

/** The providers that can send (their rows are claimed; the others wait as 'queued'). */
export function configuredProviders(providers: PushProviders | undefined): PushProvider[] {
  const list: PushProvider[] = [];
  if (providers?.expo) list.push('expo');
  if (providers?.webPush) list.push('webpush');
  return list;
}
