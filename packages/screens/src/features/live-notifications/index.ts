export { LiveNotifications } from './live-notifications';
