export { RegisterScreen as default } from './register-screen';
