import { useState } from 'react';
import { Button } from '@/ui/button';
import {
  systemNotificationStatus,
  turnOffSystemNotifications,
  turnOnSystemNotifications,
} from '../model/system-notifications';

const STATUS_TEXT = {
  unsupported: 'This browser cannot show system notifications. Your inbox here still gets every update.',
  blocked:
    'Notifications for this site are blocked in your browser. To get them, allow notifications in the site settings, then turn them on here.',
  off: 'Get a notification on this device when you are shortlisted, rejected or offered, even when the portal is in the background.',
  on: 'On: this device shows a notification when you are shortlisted, rejected or offered.',
} as const;

/** The opt-in for system notifications: the browser asks only after the student presses the button. */
export function SystemNotificationsCard() {
  const [status, setStatus] = useState(systemNotificationStatus);
  const [asking, setAsking] = useState(false);
  const turnOn = async () => {
    setAsking(true);
    try {
      setStatus(await turnOnSystemNotifications());
    } finally {
      setAsking(false);
    }
  };
  return (
    <section className="card system-notifications" aria-labelledby="system-notifications-heading">
      <h2 id="system-notifications-heading">Notifications on this device</h2>
      <p role="status">{STATUS_TEXT[status]}</p>
      {status === 'off' && (
        <Button busy={asking} onClick={() => void turnOn()}>
          Turn on notifications
        </Button>
      )}
      {status === 'on' && (
        <Button variant="secondary" onClick={() => setStatus(turnOffSystemNotifications())}>
          Turn off notifications
        </Button>
      )}
    </section>
  );
}
