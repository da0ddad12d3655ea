/**
 * The guest app's Notifications switch (issue 21): a guest turns it on, the browser asks for permission (only
 * then, on that click), the page subscribes to Web Push with the server's VAPID key and registers the
 * subscription through the public POST app/devices, so the property's campaigns arrive as notifications
 * (shown by worker.ts). Off unsubscribes and DELETEs app/devices. On each start the page re-registers when the
 * subscription or the language changed since it registered (the record in Cache Storage, registration.ts).
 *
 * States (GUEST_PUSH_TEXT): checking → unsupported (no service worker, Push API or Notification), install
 * (iPhone and iPad: Safari gives the Push API only to a web app added to the Home Screen), unavailable (the
 * server sends no Web Push), blocked (denied in the browser's settings), off, busy, on.
 * Plain DOM, no framework: the guest app's budget (80 KB gzip) is shared by everything on its first load.
 */
import { guestPushText, type GuestPushState, type GuestPushTexts } from '@atoll/contract/guestPush';
import {
  deviceBody,
  fetchPushKey,
  keyBytes,
  madeWithKey,
  registerSubscription,
  registrationStore,
  sameRegistration,
  unregisterSubscription,
  type RegistrationStore,
} from './registration';
import './push.css';

export interface PushDeps {
  /** The property's domain (`/p/{domain}`): the `company` of app/devices. */
  domain: string;
  /** The guest's app language: the device's language for campaigns by language. */
  language: string;
  fetch: typeof fetch;
  /** The guest app's service worker registration; null when it could not register. */
  registration: Promise<ServiceWorkerRegistration | null>;
  /** The browser's abilities. @default read from the window (tests pass their own) */
  environment?: Partial<PushEnvironment>;
}

export interface PushEnvironment {
  Notification: Pick<typeof Notification, 'permission' | 'requestPermission'> | undefined;
  /** Whether the Push API exists here (window.PushManager). */
  pushApi: boolean;
  /** iPhone or iPad (iPadOS says it is a Mac, with touch). */
  ios: boolean;
  /** Opened from the Home Screen (display-mode standalone, navigator.standalone). */
  standalone: boolean;
  caches: CacheStorage | undefined;
}

function browserEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    pushApi: 'PushManager' in window,
    ios: /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1),
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    caches: typeof caches === 'undefined' ? undefined : caches,
  };
}

let instances = 0;

/** Draws the Notifications switch into `root`; returns what removes it (and its listeners). */
export function setUpPush(root: HTMLElement, deps: PushDeps): () => void {
  const env: PushEnvironment = { ...browserEnvironment(), ...deps.environment };
  const text: GuestPushTexts = guestPushText(deps.language);
  const id = `guest-push-${(instances += 1)}`;

  const section = document.createElement('div');
  section.className = 'guest-push';
  section.setAttribute('role', 'group');
  section.setAttribute('aria-labelledby', `${id}-title`);
  section.innerHTML = `
    <div class="guest-push__row">
      <span class="guest-push__title" id="${id}-title"></span>
      <button type="button" class="guest-push__switch" role="switch" aria-checked="false" aria-labelledby="${id}-title" aria-describedby="${id}-status ${id}-hint">
        <span class="guest-push__knob" aria-hidden="true"></span>
      </button>
    </div>
    <p class="guest-push__hint" id="${id}-hint"></p>
    <p class="guest-push__status" id="${id}-status" role="status"></p>`;
  const title = section.querySelector<HTMLElement>('.guest-push__title')!;
  const button = section.querySelector<HTMLButtonElement>('.guest-push__switch')!;
  const hint = section.querySelector<HTMLElement>('.guest-push__hint')!;
  const status = section.querySelector<HTMLElement>('.guest-push__status')!;
  title.textContent = text.title;
  hint.textContent = text.hint;
  root.append(section);

  let state: GuestPushState = 'checking';
  let disposed = false;
  let store: RegistrationStore | undefined;

  /** Shows a state, with a line under it for what just happened (a dismissed prompt, a failure). */
  function show(next: GuestPushState, note?: string) {
    if (disposed) return;
    state = next;
    section.dataset.state = next;
    button.setAttribute('aria-checked', String(next === 'on'));
    // Only off and on can be switched; the other states say why not (or wait).
    button.disabled = next !== 'on' && next !== 'off';
    button.setAttribute('aria-busy', String(next === 'busy' || next === 'checking'));
    status.textContent = note ? `${text.state[next]}. ${note}` : text.state[next];
  }
  show('checking');

  const registration = deps.registration.catch(() => null);

  /** Whether this browser can take part at all; the state that says why not otherwise. */
  function unable(): GuestPushState | null {
    const supported = env.pushApi && env.Notification !== undefined && env.caches !== undefined;
    if (!supported) return env.ios && !env.standalone ? 'install' : 'unsupported';
    return null;
  }

  /** The subscription to use with this key: the browser's, unless it was made with another key. */
  async function subscription(reg: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
    const current = await reg.pushManager.getSubscription();
    if (current && madeWithKey(current, key)) return current;
    if (current) await current.unsubscribe();
    return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }

  /** Registers `sub` for this property, forgetting an older endpoint it registered; the new record is kept. */
  async function register(sub: PushSubscription, previous: Awaited<ReturnType<RegistrationStore['read']>>) {
    const body = deviceBody(deps.domain, deps.language, sub);
    if (sameRegistration(previous, body)) return;
    await registerSubscription(deps.fetch, body);
    await store!.write(body);
    if (previous && previous.subscription.endpoint !== body.subscription.endpoint) {
      await unregisterSubscription(deps.fetch, deps.domain, previous.subscription.endpoint).catch(() => undefined);
    }
  }

  /** Reads where things stand, and repairs a registration that went stale (new subscription, new language). */
  async function check() {
    const why = unable();
    if (why) return show(why);
    const reg = await registration;
    if (!reg) return show('unsupported');
    store ??= registrationStore(env.caches!);
    const permission = env.Notification!.permission;
    const previous = await store.read(deps.domain);
    if (permission === 'denied') return show('blocked');
    if (!previous) return show('off');
    if (permission !== 'granted') {
      // Permission was reset since: this property's registration is of no use any more.
      await store.remove(deps.domain);
      await unregisterSubscription(deps.fetch, deps.domain, previous.subscription.endpoint).catch(() => undefined);
      return show('off');
    }
    try {
      let sub = await reg.pushManager.getSubscription();
      if (!sub) {
        // The browser dropped the subscription (it expired, or site data was cleared): make a new one.
        const key = await fetchPushKey(deps.fetch);
        if (!key) return show('unavailable');
        sub = await subscription(reg, keyBytes(key));
      }
      await register(sub, previous);
    } catch {
      // Offline or the server busy: still on (the browser keeps the subscription); the next start tries again.
    }
    show('on');
  }

  async function turnOn() {
    const Notifications = env.Notification!;
    // Asked first, while the click still counts as the guest's gesture (Safari insists).
    const asked = Notifications.permission === 'granted' ? Promise.resolve<NotificationPermission>('granted') : Notifications.requestPermission();
    show('busy');
    const permission = await asked;
    if (permission === 'denied') return show('blocked');
    if (permission !== 'granted') return show('off', text.dismissed);
    try {
      const reg = await registration;
      if (!reg) return show('unsupported');
      const key = await fetchPushKey(deps.fetch);
      if (!key) return show('unavailable');
      const sub = await subscription(reg, keyBytes(key));
      await register(sub, await store!.read(deps.domain));
      show('on');
    } catch {
      show('off', text.failed);
    }
  }

  async function turnOff() {
    show('busy');
    try {
      const reg = await registration;
      const previous = await store!.read(deps.domain);
      const sub = await reg?.pushManager.getSubscription();
      const endpoint = previous?.subscription.endpoint ?? sub?.endpoint;
      if (endpoint) await unregisterSubscription(deps.fetch, deps.domain, endpoint);
      await store!.remove(deps.domain);
      // One subscription serves every property's app in this browser: keep it while another still uses it.
      if (sub && (await store!.all()).length === 0) await sub.unsubscribe();
      show('off');
    } catch {
      show('on', text.failed);
    }
  }

  const onClick = () => {
    if (state === 'off') void turnOn();
    else if (state === 'on') void turnOff();
  };
  // Back from the browser's settings (notifications allowed there): look again.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && state === 'blocked') void check();
  };
  button.addEventListener('click', onClick);
  document.addEventListener('visibilitychange', onVisible);
  void check().catch(() => show('unsupported'));

  return () => {
    disposed = true;
    button.removeEventListener('click', onClick);
    document.removeEventListener('visibilitychange', onVisible);
    section.remove();
  };
}
