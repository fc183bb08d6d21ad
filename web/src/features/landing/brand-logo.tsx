import { useId } from 'react';

interface BrandLogoProps {
  /** px height of the mark; the word scales with it */
  size?: number;
}

/** The Aquarisk mark (two swells, as in the favicon) and word. */
export function BrandLogo({ size = 32 }: BrandLogoProps) {
  const gradientId = useId();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.34 }}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0f3a66" />
            <stop offset="1" stopColor="#071a30" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
        <rect x="0.75" y="0.75" width="62.5" height="62.5" rx="15.25" fill="none" stroke="#66d9e8" strokeOpacity="0.35" />
        <path d="M12 39c6.7-8.5 13.3-8.5 20 0s13.3 8.5 20 0" fill="none" stroke="#3bc9db" strokeWidth="6" strokeLinecap="round" />
        <path
          d="M12 26c6.7-8.5 13.3-8.5 20 0s13.3 8.5 20 0"
          fill="none"
          stroke="#a5d8ff"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.75"
        />
      </svg>
      <span style={{ fontSize: size * 0.66, fontWeight: 750, letterSpacing: '-0.02em', lineHeight: 1 }}>Aquarisk</span>
    </span>
  );
}
