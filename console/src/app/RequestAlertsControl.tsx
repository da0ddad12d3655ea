/**
 * The front desk's opt-in for New requests (issue 18): a switch, off by default and remembered on this
 * device. Switching it on is the user's click, so only then does it ask for the notification permission
 * and wake the sound (a browser allows both only from a gesture); a chime confirms it works. What the
 * browser refuses or lacks is said under the switch; the alert then does what it can.
 */
import { useState } from 'react';
import { Switch } from '@atoll/ui-kit';
import { REQUEST_ALERTS_TEXT as TEXT } from '@atoll/contract';
import { setRequestAlertsEnabled, useRequestAlertsEnabled } from './requestAlerts';
import { alertSupport, askNotificationPermission, playChime, type NotificationSupport } from './requestAlertsPlayer';

function limitation(notifications: NotificationSupport, sound: boolean): string | null {
  const said = [
    notifications === 'denied' ? TEXT.notificationsDenied : notifications === 'unavailable' ? TEXT.notificationsUnavailable : null,
    sound ? null : TEXT.soundUnavailable,
  ].filter(Boolean);
  return said.length ? said.join(' ') : null;
}

export function RequestAlertsControl() {
  const on = useRequestAlertsEnabled();
  const [support, setSupport] = useState(alertSupport);
  const change = async (next: boolean) => {
    setRequestAlertsEnabled(next);
    if (!next) return;
    const sound = playChime();
    const notifications = await askNotificationPermission();
    setSupport({ notifications, sound });
  };
  const limit = on ? limitation(support.notifications, support.sound) : null;
  return (
    <Switch isSelected={on} onChange={(next) => void change(next)} description={limit ?? TEXT.help}>
      {TEXT.label}
    </Switch>
  );
}
