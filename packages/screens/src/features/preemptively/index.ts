export { PreemptivelyScreen as default } from './preemptively-screen';
