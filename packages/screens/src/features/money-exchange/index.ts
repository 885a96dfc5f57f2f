export { MoneyExchangeScreen as default } from './money-exchange-screen';
