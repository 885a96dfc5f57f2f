export { DocumentsScreen as default } from './documents-screen';
