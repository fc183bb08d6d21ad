import { Badge, type BadgeProps } from '@mantine/core';
import { formatScore, riskColor, riskText, textColorOn } from '@aquarisk/contract/risk';

export interface RiskBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  risk: string | null | undefined;
  /** shown before the band, with one decimal and a % sign (N/A when missing) */
  normScore?: number | null;
}

/** A risk band in the spec's colours (HIGH red … LOW green, else gray), text with spaces for underscores. */
export function RiskBadge({ risk, normScore, ...props }: RiskBadgeProps) {
  const label = riskText(risk);
  return (
    <Badge color={riskColor(risk)} c={textColorOn(riskColor(risk))} variant="filled" radius="sm" {...props}>
      {normScore === undefined ? label : `${formatScore(normScore)} · ${label}`}
    </Badge>
  );
}
