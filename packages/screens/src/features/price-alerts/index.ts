export { AlertsScreen as default } from './alerts-screen';
