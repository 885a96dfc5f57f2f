export { BlockPlacementScreen as default } from './block-placement-screen';
