const PENS = [
  { x: 170, y: 168 },
  { x: 330, y: 168 },
  { x: 170, y: 318 },
  { x: 330, y: 318 },
] as const;
const FISH = [-24, -8, 10, 26].flatMap((dx, i) => [-20, 4, 22].map((dy, j) => ({ dx: dx + (j % 2) * 6, dy: dy + (i % 2) * 5 })));
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

interface DetectionProps {
  /** the corner brackets around what was detected */
  corners: string;
  labelAt: string;
  labelWidth: string;
  color: string;
  ink: string;
  label: string;
}

/** A detection: corner brackets around it and its label, in one colour. */
function Detection({ corners, labelAt, labelWidth, color, ink, label }: DetectionProps) {
  return (
    <>
      <g fill="none" stroke={color} strokeWidth="3" strokeLinecap="round">
        <path d={corners} />
      </g>
      <g transform={`translate(${labelAt})`}>
        <rect width={labelWidth} height="22" rx="6" fill={color} />
        <text x="10" y="15" fontFamily={MONO} fontSize="11" fontWeight="700" fill={ink}>
          {label}
        </text>
      </g>
    </>
  );
}

/** Top-down drone view of a four-pen site with a feed barge, mooring grid and two detections. */
export function AerialIllustration() {
  return (
    <svg
      viewBox="0 0 600 440"
      role="img"
      aria-label="Drone view of a farm site: four circular net pens, a feed barge and the mooring grid, with one pen marked as inspected and a mooring line flagged for wear."
    >
      <defs>
        <linearGradient id="aerial-water" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0c4a6e" />
          <stop offset="1" stopColor="#052038" />
        </linearGradient>
        <radialGradient id="aerial-pen" cx="0.45" cy="0.4" r="0.7">
          <stop offset="0" stopColor="#0d5b7c" />
          <stop offset="1" stopColor="#06304c" />
        </radialGradient>
      </defs>
      <rect width="600" height="440" fill="url(#aerial-water)" />
      <g fill="none" stroke="#a5ecf5" strokeOpacity="0.09" strokeWidth="2">
        {[40, 110, 180, 250, 320, 390].map((y) => (
          <path key={y} d={`M-20 ${y}c60-14 120-14 180 0s120 14 180 0 120-14 180 0 120 14 180 0`} />
        ))}
      </g>
      <g stroke="#8ad4e2" strokeOpacity="0.35" strokeDasharray="5 7" strokeWidth="1.5">
        <path d="M0 168H600M0 318H600M170 0V440M330 0V440" />
        <path d="M90 88 20 18M410 88 480 18M90 398 20 430M410 398 480 430" />
      </g>
      <g fill="#8ad4e2" fillOpacity="0.6">
        {[
          [20, 18],
          [480, 18],
          [20, 430],
          [480, 430],
          [6, 168],
          [6, 318],
        ].map(([x, y]) => (
          <rect key={`${x}-${y}`} x={(x ?? 0) - 5} y={(y ?? 0) - 5} width="10" height="10" rx="2" />
        ))}
      </g>
      <g stroke="#ced4da" strokeOpacity="0.5" strokeWidth="2.5" fill="none">
        <path d="M470 230C420 210 380 190 330 168M470 250 330 318M470 240C380 240 260 300 170 318M470 220C400 170 260 150 170 168" />
      </g>
      {PENS.map((p) => (
        <g key={`${p.x}-${p.y}`}>
          <circle cx={p.x} cy={p.y} r="60" fill="url(#aerial-pen)" />
          <g stroke="#ffffff" strokeOpacity="0.13" strokeWidth="1">
            {[0, 45, 90, 135].map((a) => (
              <line
                key={a}
                x1={p.x - 56 * Math.cos((a * Math.PI) / 180)}
                y1={p.y - 56 * Math.sin((a * Math.PI) / 180)}
                x2={p.x + 56 * Math.cos((a * Math.PI) / 180)}
                y2={p.y + 56 * Math.sin((a * Math.PI) / 180)}
              />
            ))}
          </g>
          <g fill="#b2f2f7" fillOpacity="0.45">
            {FISH.map((f) => (
              <ellipse
                key={`${f.dx}-${f.dy}`}
                cx={p.x + f.dx}
                cy={p.y + f.dy}
                rx="5"
                ry="1.8"
                transform={`rotate(${(f.dx * 3) % 40} ${p.x + f.dx} ${p.y + f.dy})`}
              />
            ))}
          </g>
          <circle cx={p.x} cy={p.y} r="60" fill="none" stroke="#c5f6fa" strokeWidth="4.5" />
          <circle cx={p.x} cy={p.y} r="66" fill="none" stroke="#c5f6fa" strokeOpacity="0.45" strokeWidth="2" />
        </g>
      ))}
      <g transform="translate(440 180)">
        <rect width="64" height="110" rx="14" fill="#e9eef2" />
        <rect x="8" y="10" width="48" height="38" rx="6" fill="#adb5bd" />
        <rect x="8" y="58" width="22" height="42" rx="4" fill="#ced4da" />
        <rect x="34" y="58" width="22" height="42" rx="4" fill="#ced4da" />
      </g>
      <Detection
        corners="M258 116v-16h16M402 116v-16h-16M258 220v16h16M402 220v16h-16"
        labelAt="258 74"
        labelWidth="144"
        color="#3bc9db"
        ink="#04263a"
        label="PEN 02 · COLLAR OK"
      />
      <Detection
        corners="M44 378v-12h12M104 378v-12h-12M44 420v12h12M104 420v12h-12"
        labelAt="112 394"
        labelWidth="170"
        color="#ff922b"
        ink="#2b1000"
        label="MOORING 7 · LINE WEAR"
      />
      <g transform="translate(500 96)">
        <ellipse cx="16" cy="40" rx="40" ry="16" fill="#000" opacity="0.25" />
        <g stroke="#e9eef2" strokeWidth="5" strokeLinecap="round">
          <path d="M-26-26 26 26M26-26-26 26" />
        </g>
        {[
          [-30, -30],
          [30, -30],
          [-30, 30],
          [30, 30],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y} r="19" fill="#ffffff" fillOpacity="0.12" stroke="#ffffff" strokeOpacity="0.5" />
            <circle cx={x} cy={y} r="4" fill="#e9eef2" />
          </g>
        ))}
        <rect x="-16" y="-12" width="32" height="24" rx="8" fill="#f1f3f5" />
        <circle cx="0" cy="8" r="4" fill="#0b1d33" />
        <circle cx="0" cy="-5" r="2.5" fill="#20c997" />
      </g>
      <g fontFamily={MONO} fontSize="11" fill="#d0ebff">
        <rect x="16" y="16" width="228" height="26" rx="7" fill="#020c18" fillOpacity="0.55" />
        <circle cx="30" cy="29" r="4" fill="#ff6b6b" />
        <text x="40" y="33">
          REC ALT 60 m GSD 1.6 cm/px
        </text>
      </g>
    </svg>
  );
}
