/** The auth layout's picture: a line drawing of a tractor and gears on a workshop blueprint. Decorative. */
const bigGear =
  'M100 0L119.7 8.1L117.6 24.1L96.4 26.6L90.1 43.4L104.4 59.2L95.5 72.7L75.3 65.8L62.3 78.2L68.3 98.6L54.5 106.9L39.3 92L22.3 97.5L18.8 118.5L2.7 120L-4.5 99.9L-22.3 97.5L-34.5 114.9L-49.6 109.3L-47.4 88.1L-62.3 78.2L-81 88.6L-92.1 76.9L-80.9 58.8L-90.1 43.4L-111.4 44.7L-116.4 29.3L-98.4 17.9L-100 0L-119.7 -8.1L-117.6 -24.1L-96.4 -26.6L-90.1 -43.4L-104.4 -59.2L-95.5 -72.7L-75.3 -65.8L-62.3 -78.2L-68.3 -98.6L-54.5 -106.9L-39.3 -92L-22.3 -97.5L-18.8 -118.5L-2.7 -120L4.5 -99.9L22.3 -97.5L34.5 -114.9L49.6 -109.3L47.4 -88.1L62.3 -78.2L81 -88.6L92.1 -76.9L80.9 -58.8L90.1 -43.4L111.4 -44.7L116.4 -29.3L98.4 -17.9Z';
const smallGear =
  'M50 0L61.7 5.8L59.5 17.3L46.5 18.4L40.5 29.4L46.5 41L38 49L26.8 42.2L15.5 47.6L13.5 60.5L1.9 62L-3.1 49.9L-15.5 47.6L-24.6 56.9L-34.8 51.3L-31.9 38.5L-40.5 29.4L-53.4 31.6L-58.3 21L-48.4 12.4L-50 0L-61.7 -5.8L-59.5 -17.3L-46.5 -18.4L-40.5 -29.4L-46.5 -41L-38 -49L-26.8 -42.2L-15.5 -47.6L-13.5 -60.5L-1.9 -62L3.1 -49.9L15.5 -47.6L24.6 -56.9L34.8 -51.3L31.9 -38.5L40.5 -29.4L53.4 -31.6L58.3 -21L48.4 -12.4Z';

export function AuthIllustration() {
  return (
    <svg
      viewBox="0 0 800 1000"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="auth-glow" cx="0.85" cy="0.1" r="0.8">
          <stop offset="0" stopColor="#d70b36" stopOpacity="0.55" />
          <stop offset="0.6" stopColor="#d70b36" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="auth-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.45" stopColor="#1b1b1b" stopOpacity="0" />
          <stop offset="1" stopColor="#1b1b1b" stopOpacity="0.95" />
        </linearGradient>
        <pattern id="auth-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="#fff" strokeOpacity="0.06" />
        </pattern>
      </defs>
      <rect width="800" height="1000" fill="#262626" />
      <rect width="800" height="1000" fill="url(#auth-grid)" />
      <rect width="800" height="1000" fill="url(#auth-glow)" />

      <g fill="none" stroke="#fff" strokeOpacity="0.14" strokeWidth="3">
        <path d={bigGear} transform="translate(640 150)" />
        <circle cx="640" cy="150" r="38" />
        <path d={smallGear} transform="translate(515 290) rotate(12)" />
        <circle cx="515" cy="290" r="18" />
      </g>

      {/* The shop's tractor, drawn large */}
      <g transform="translate(130 180)" fill="none" strokeLinejoin="round" strokeLinecap="round">
        <path d="M100 90h146l26 115H385a15 15 0 0 1 15 15v80H100Z" stroke="#fff" strokeOpacity="0.85" strokeWidth="6" />
        <path d="M132 122v83h107l-20-83Z" stroke="#fff" strokeOpacity="0.5" strokeWidth="4" />
        <rect x="320" y="130" width="26" height="85" rx="13" stroke="#fff" strokeOpacity="0.85" strokeWidth="6" />
        <circle cx="160" cy="330" r="95" fill="#262626" stroke="#fff" strokeOpacity="0.9" strokeWidth="6" />
        <circle cx="160" cy="330" r="108" stroke="#d70b36" strokeWidth="14" strokeDasharray="16 14" />
        <circle cx="160" cy="330" r="34" stroke="#d70b36" strokeWidth="8" />
        <circle cx="345" cy="360" r="60" fill="#262626" stroke="#fff" strokeOpacity="0.9" strokeWidth="6" />
        <circle cx="345" cy="360" r="70" stroke="#d70b36" strokeWidth="10" strokeDasharray="11 10" />
        <circle cx="345" cy="360" r="18" stroke="#d70b36" strokeWidth="6" />
        <path d="M-80 445H620" stroke="#fff" strokeOpacity="0.25" strokeWidth="3" strokeDasharray="2 12" />
      </g>
      <rect width="800" height="1000" fill="url(#auth-fade)" />
    </svg>
  );
}
