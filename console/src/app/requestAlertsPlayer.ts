/**
 * The alert itself (issue 18), loaded only once the front desk switched it on: a short two-note chime made
 * with WebAudio (no sound file to ship) and a desktop notification when the browser allows one. Both fail
 * silently: no AudioContext, a suspended one, no Notification API or a denied permission just mean less.
 */
import { REQUEST_ALERTS_TEXT as TEXT } from '@atoll/contract';

type AudioContextClass = typeof AudioContext;
let audio: AudioContext | undefined;

function audioContextClass(): AudioContextClass | undefined {
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

export type NotificationSupport = NotificationPermission | 'unavailable';

/** What this browser offers: the notification permission ('unavailable' without the API) and whether it can play sound. */
export function alertSupport(): { notifications: NotificationSupport; sound: boolean } {
  return {
    notifications: typeof Notification === 'undefined' ? 'unavailable' : Notification.permission,
    sound: !!audioContextClass(),
  };
}

/** A soft two-note chime, about 0.4 s. Returns whether it could start. */
export function playChime(): boolean {
  const Context = audioContextClass();
  if (!Context) return false;
  try {
    audio ??= new Context();
    // A context made without a user's gesture starts suspended; the opt-in click (or any later one) resumes it.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    for (const [index, frequency] of [880, 1320].entries()) {
      const at = start + index * 0.16;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.24);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.26);
    }
    return true;
  } catch {
    return false;
  }
}

/** Asks for the notification permission: call it only from the user's click (browsers ignore or punish other asks). */
export async function askNotificationPermission(): Promise<NotificationSupport> {
  if (typeof Notification === 'undefined') return 'unavailable';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** `count` New requests arrived: chime, and a notification (one at a time: the tag replaces the last) that opens Requests. */
export function alertNewRequests(count: number, openRequests: () => void): void {
  playChime();
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(TEXT.notificationTitle(count), { body: TEXT.notificationBody, tag: 'atoll-new-requests' });
    notification.onclick = () => {
      window.focus();
      openRequests();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the chime has played.
  }
}
