export { KycScreen as default } from './kyc-screen';
