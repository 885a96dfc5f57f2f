// Split into its own chunk: loaded the first time an animated component mounts.
export { domAnimation as default } from 'framer-motion';
