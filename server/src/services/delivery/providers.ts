/** Which providers this server sends through, from its configuration (EXPO_PUSH_URL, VAPID_*). */
import type { PushProvider } from '@atoll/contract';
import type { Config } from '../../config';
import type { ExpoConfig } from './expo';
import type { WebPushConfig } from './webPush';

export interface PushProviders {
  expo?: ExpoConfig;
  webPush?: WebPushConfig;
}

export function loadPushProviders(config: Pick<Config, 'expoPushUrl' | 'expoAccessToken' | 'vapid'>): PushProviders {
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
