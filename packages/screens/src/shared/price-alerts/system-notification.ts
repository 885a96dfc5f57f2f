/** The browser's Notification API where there is one (not in every webview or test DOM). */
const api = (): typeof Notification | undefined =>
  typeof Notification === 'function' ? Notification : undefined;

/**
 * Asks for permission to show system notifications, once, while the user is setting an alert
 * (browsers allow the prompt only from a gesture, and it explains itself there).
 */
export function askNotificationPermission(): void {
  const notification = api();
  if (notification?.permission === 'default') void notification.requestPermission();
}

/**
 * A system notification when permission was granted: through the service worker when one is
 * registered (the only way on Android, and it survives the tab), else from the page.
 */
export async function showSystemNotification(title: string, body: string, url: string) {
  const notification = api();
  if (notification?.permission !== 'granted') return;
  const options = { body, tag: url, data: { url } };
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) await registration.showNotification(title, options);
  else new notification(title, options);
}
