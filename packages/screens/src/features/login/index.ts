export { LoginScreen as default } from './login-screen';
