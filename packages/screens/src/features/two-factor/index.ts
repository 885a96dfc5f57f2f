export { TwoFactorScreen as default } from './two-factor-screen';
