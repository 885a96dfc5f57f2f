export { OpenKycScreen as default } from './open-kyc-screen';
