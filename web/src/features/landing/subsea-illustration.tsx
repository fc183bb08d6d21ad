const FISH = [
  { x: 150, y: 120, s: 1 },
  { x: 230, y: 96, s: 0.8 },
  { x: 300, y: 150, s: 1.1 },
  { x: 190, y: 190, s: 0.9 },
  { x: 270, y: 230, s: 1 },
  { x: 160, y: 260, s: 0.75 },
  { x: 330, y: 280, s: 0.85 },
  { x: 240, y: 300, s: 0.7 },
] as const;
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Side view under a pen: the net, stock, mooring, seabed and an ROV lighting a hole in the net. */
export function SubseaIllustration() {
  return (
    <svg
      viewBox="0 0 600 440"
      role="img"
      aria-label="Underwater view of a net pen: an ROV on a tether lights up a hole in the net at 14.2 metres while fish swim inside the pen."
    >
      <defs>
        <linearGradient id="subsea-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#11577a" />
          <stop offset="0.55" stopColor="#0a3456" />
          <stop offset="1" stopColor="#041629" />
        </linearGradient>
        <linearGradient id="subsea-shaft" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c5f6fa" stopOpacity="0.22" />
          <stop offset="1" stopColor="#c5f6fa" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="subsea-beam" x1="1" y1="0" x2="0" y2="0">
          <stop offset="0" stopColor="#fff3bf" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fff3bf" stopOpacity="0" />
        </linearGradient>
        <pattern id="subsea-mesh" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <path d="M0 0H14M0 0V14" stroke="#a5d8ff" strokeOpacity="0.32" strokeWidth="1.2" />
        </pattern>
      </defs>
      <rect width="600" height="440" fill="url(#subsea-water)" />
      <g fill="url(#subsea-shaft)">
        <path d="M120 0h40l-70 440H30z" />
        <path d="M260 0h28l10 440h-60z" />
        <path d="M420 0h50l90 440h-80z" />
      </g>
      <path d="M0 30c40-8 80-8 120 0s80 8 120 0 80-8 120 0 80 8 120 0 80-8 120 0V0H0z" fill="#5fb8d0" fillOpacity="0.35" />
      <path d="M80 42 24 392" stroke="#ced4da" strokeOpacity="0.55" strokeWidth="2" />
      <rect x="10" y="386" width="28" height="16" rx="3" fill="#495057" />
      <path
        d="M80 42C100 220 110 300 150 330Q250 372 350 330C390 300 400 220 420 42Z"
        fill="url(#subsea-mesh)"
        stroke="#a5d8ff"
        strokeOpacity="0.6"
        strokeWidth="2"
      />
      <g fill="#b2f2f7">
        {FISH.map((f) => (
          <path
            key={`${f.x}-${f.y}`}
            d="M0 0c8-7 22-8 32-1l8-6v14l-8-6C22 8 8 7 0 0z"
            transform={`translate(${f.x} ${f.y}) scale(${f.s})`}
            fillOpacity={0.3 + f.s * 0.3}
          />
        ))}
      </g>
      <ellipse cx="250" cy="42" rx="176" ry="12" fill="none" stroke="#e3fafc" strokeWidth="6" />
      <path d="M0 412c60-20 120-4 180-12s130-26 210-10 140 8 210-6V440H0z" fill="#061a2c" />
      <path d="M0 424c80-10 150 0 240-6s200-12 360 0V440H0z" fill="#03101f" />
      <g stroke="#2f9e44" strokeOpacity="0.55" strokeWidth="3" fill="none" strokeLinecap="round">
        <path d="M468 412c-6-20 6-34-2-54M480 410c4-16-4-28 4-44M540 404c-4-18 6-26 0-42" />
      </g>
      <path d="M398 212c8-4 14 4 12 12s-4 16-12 14-10-8-8-14 2-10 8-12z" fill="#020c18" fillOpacity="0.85" />
      <path d="M470 228 392 176V284Z" fill="url(#subsea-beam)" />
      <path d="M528 208C540 140 560 90 572 36" stroke="#ffd43b" strokeOpacity="0.75" strokeWidth="2" fill="none" />
      <g transform="translate(466 206)">
        <rect x="8" y="0" width="92" height="22" rx="6" fill="#fcc419" />
        <rect x="8" y="22" width="92" height="30" rx="3" fill="none" stroke="#495057" strokeWidth="4" />
        <path d="M30 22v30M54 22v30M78 22v30" stroke="#495057" strokeWidth="3" />
        <rect x="0" y="18" width="12" height="28" rx="4" fill="#343a40" />
        <circle cx="5" cy="32" r="7" fill="#fff3bf" />
        <circle cx="5" cy="32" r="3.5" fill="#fab005" />
        <rect x="96" y="26" width="22" height="10" rx="5" fill="#343a40" />
        <rect x="96" y="40" width="22" height="10" rx="5" fill="#343a40" />
        <path d="M120 28v6M120 42v6" stroke="#868e96" strokeWidth="2" strokeLinecap="round" />
        <text x="30" y="15" fontFamily={MONO} fontSize="10" fontWeight="700" fill="#3d2c00">
          ROV-2
        </text>
      </g>
      <g fill="#d0ebff" fillOpacity="0.5">
        <circle cx="560" cy="190" r="3" />
        <circle cx="566" cy="170" r="2" />
        <circle cx="558" cy="150" r="2.5" />
      </g>
      <circle cx="404" cy="224" r="24" fill="none" stroke="#ff6b6b" strokeWidth="3" strokeDasharray="6 5" />
      <g transform="translate(300 324)">
        <path d="M96 -74 96 -10" stroke="#ff6b6b" strokeWidth="2" />
        <rect x="20" y="-10" width="170" height="24" rx="6" fill="#ff6b6b" />
        <text x="30" y="6" fontFamily={MONO} fontSize="11" fontWeight="700" fill="#2b0000">
          NET DAMAGE · 14.2 m
        </text>
      </g>
      <g fontFamily={MONO} fontSize="11" fill="#d0ebff">
        <rect x="400" y="60" width="184" height="26" rx="7" fill="#020c18" fillOpacity="0.55" />
        <text x="412" y="77">
          DEPTH 14.2 m HDG 212°
        </text>
      </g>
    </svg>
  );
}
