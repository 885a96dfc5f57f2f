import { StrokeIcon, type IconProps } from '@trading/ui-kit';

// The market screens' own icons, drawn with ui-kit's primitive a little larger than ui-kit's.
const Icon = ({ size = 22, ...rest }: IconProps & { d: string }) => (
  <StrokeIcon size={size} {...rest} />
);

const STAR = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z';

export const SearchIcon = (p: IconProps) => (
  <Icon d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zm10 3l-5-5" {...p} />
);
export const StarIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon d={STAR} fill={filled ? 'currentColor' : 'none'} {...p} />
);
export const ClearIcon = (p: IconProps) => (
  <Icon d="M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20zM15 9l-6 6M9 9l6 6" {...p} />
);
export const BellIcon = (p: IconProps) => (
  <Icon d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 21h4" {...p} />
);
export const TrashIcon = (p: IconProps) => <Icon d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" {...p} />;
export const PlusIcon = (p: IconProps) => <Icon d="M12 5v14M5 12h14" {...p} />;
export const ChartIcon = (p: IconProps) => <Icon d="M4 20V10M10 20V4M16 20v-7M22 20H2" {...p} />;
export const GlobeIcon = (p: IconProps) => (
  <Icon
    d="M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20zM2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20"
    {...p}
  />
);
export const WalletIcon = (p: IconProps) => <Icon d="M3 7h18v13H3zM3 7l13-4v4M17 14h1" {...p} />;
export const UserIcon = (p: IconProps) => (
  <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6" {...p} />
);
export const SortIcon = (p: IconProps) => <Icon size={12} d="M8 10l4-5 4 5M8 14l4 5 4-5" {...p} />;
export const BackIcon = (p: IconProps) => <Icon size={24} d="M15 18l-6-6 6-6" {...p} />;
