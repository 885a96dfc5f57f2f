export { UserBankScreen as default } from './user-bank-screen';
