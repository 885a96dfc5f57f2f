export { ResetOpPasswordScreen as default } from './reset-op-password-screen';
