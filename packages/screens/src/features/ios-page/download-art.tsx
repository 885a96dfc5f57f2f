/**
 * The artwork shared by both download images: a phone with the app on its screen and an
 * arrow into a tray. Only the two lines of text differ by language.
 */
export function DownloadArt({
  lang,
  headline,
  action,
}: {
  /** The image's own language, which the spec may pin apart from the page's. */
  lang: 'en' | 'pt';
  headline: string;
  action: string;
}) {
  return (
    <svg
      viewBox="0 0 320 420"
      width="100%"
      role="img"
      lang={lang}
      aria-label={`${headline} ${action}`}
    >
      <rect x="0" y="0" width="320" height="420" rx="24" fill="#f2f5f9" />
      <rect x="105" y="40" width="110" height="210" rx="18" fill="#1f2a37" />
      <rect x="113" y="58" width="94" height="170" rx="6" fill="#ffffff" />
      <rect x="123" y="70" width="74" height="14" rx="4" fill="#3a7bd5" />
      <rect x="123" y="94" width="50" height="8" rx="4" fill="#c5cfdb" />
      <polyline
        points="125,190 145,160 160,172 180,130 195,142"
        fill="none"
        stroke="#18a058"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="160" cy="240" r="5" fill="#6b7785" />
      <path d="M160 262v44m-16-16 16 16 16-16" stroke="#3a7bd5" strokeWidth="6" fill="none" />
      <path d="M128 316h64" stroke="#3a7bd5" strokeWidth="6" strokeLinecap="round" />
      <text
        x="160"
        y="362"
        textAnchor="middle"
        fontFamily="sans-serif"
        fontSize="22"
        fontWeight="700"
        fill="#1f2a37"
      >
        {headline}
      </text>
      <text
        x="160"
        y="392"
        textAnchor="middle"
        fontFamily="sans-serif"
        fontSize="16"
        fill="#4b5563"
      >
        {action}
      </text>
    </svg>
  );
}
