import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * A 24-unit stroked icon drawn from one path. Decorative: the button or link around it
 * carries the accessible name.
 */
export function StrokeIcon({ size = 20, d, ...rest }: IconProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export const BackIcon = (p: IconProps) => <StrokeIcon d="M15 18l-6-6 6-6" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <StrokeIcon d="M9 18l6-6-6-6" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <StrokeIcon d="M6 9l6 6 6-6" {...p} />;
export const CloseIcon = (p: IconProps) => <StrokeIcon d="M18 6L6 18M6 6l12 12" {...p} />;
export const PlusIcon = (p: IconProps) => <StrokeIcon d="M12 5v14M5 12h14" {...p} />;
export const MinusIcon = (p: IconProps) => <StrokeIcon d="M5 12h14" {...p} />;
export const CheckIcon = (p: IconProps) => <StrokeIcon d="M20 6L9 17l-5-5" {...p} />;
export const EyeIcon = (p: IconProps) => (
  <StrokeIcon
    d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zM12 9a3 3 0 100 6 3 3 0 000-6z"
    {...p}
  />
);
export const EyeOffIcon = (p: IconProps) => (
  <StrokeIcon
    d="M17.94 17.94A10.07 10.07 0 0112 20c-7 0-11-8-11-8a18.45 18.45 0 015.06-5.94M9.9 4.24A9.12 9.12 0 0112 4c7 0 11 8 11 8a18.5 18.5 0 01-2.16 3.19M1 1l22 22"
    {...p}
  />
);
export const CopyIcon = (p: IconProps) => <StrokeIcon d="M9 9h11v11H9zM5 15H4V4h11v1" {...p} />;
