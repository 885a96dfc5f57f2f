export { ForgotPasswordScreen as default } from './forgot-password-screen';
