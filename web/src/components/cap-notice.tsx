import { Group, Text, type TextProps } from '@mantine/core';
import { riskColor } from '@aquarisk/contract/risk';
import { capLine, type CappedLevel } from '@aquarisk/contract/scoring/caps';
import { IconLock } from './icons.tsx';

export interface CapNoticeProps extends Omit<TextProps, 'children'> {
  /** an audit, section or step: its band, the score's own band and the caps it triggered */
  level: CappedLevel | null | undefined;
  /** a one-line version for lists (the full text stays in the title) */
  compact?: boolean;
}

/**
 * "Capped at HIGH by: 'Is the site licence valid?' — No" when a knockout answer set the band (issue 13); nothing when
 * the band is the score's own. Results, the audits list and step tiles show the same words from the contract.
 */
export function CapNotice({ level, compact = false, ...props }: CapNoticeProps) {
  const line = level ? capLine(level) : null;
  if (!line || !level) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="cap-notice" title={compact ? line : undefined}>
      <IconLock
        size={compact ? 13 : 16}
        style={{ color: riskColor(level.risk), flexShrink: 0, marginTop: compact ? 1 : 2 }}
        aria-hidden="true"
      />
      <Text size={compact ? 'xs' : 'sm'} fw={compact ? 500 : 600} c="dark.7" lineClamp={compact ? 2 : undefined} {...props}>
        {line}
      </Text>
    </Group>
  );
}
