/** The tick beside the language in use; it carries the "current" meaning for screen readers. */
export function CurrentMark({ label }: { label: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" role="img" aria-label={label}>
      <path
        d="M20 6L9 17l-5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
