export { ResetPasswordScreen as default } from './reset-password-screen';
