export { NotificationsScreen as default } from './notifications-screen';
