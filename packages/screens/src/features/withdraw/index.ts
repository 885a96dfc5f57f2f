export { WithdrawScreen as default } from './withdraw-screen';
