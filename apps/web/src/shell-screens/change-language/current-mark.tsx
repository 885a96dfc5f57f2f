import { StrokeIcon } from '@trading/ui-kit';

/** The tick beside the language in use; it carries the "current" meaning for screen readers. */
export function CurrentMark({ label }: { label: string }) {
  // Unlike a decorative icon this one is announced, so it drops the primitive's aria-hidden.
  return (
    <StrokeIcon
      d="M20 6L9 17l-5-5"
      role="img"
      aria-label={label}
      aria-hidden={undefined}
      focusable={undefined}
    />
  );
}
