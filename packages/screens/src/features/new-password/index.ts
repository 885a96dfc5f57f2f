export { NewPasswordScreen as default } from './new-password-screen';
