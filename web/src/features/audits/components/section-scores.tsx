import { Box, Text, Tooltip } from '@mantine/core';
import { formatScore, riskColor, riskText } from '@aquarisk/contract/risk';
import { capLine } from '@aquarisk/contract/scoring/caps';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { SectionIcon } from './section-icon.tsx';
import classes from './section-scores.module.css';

type SectionScore = NonNullable<Survey['scoring']>['sections'][number];

/** The five section scores of an audit: the category icon in the section's risk colour over its score. */
export function SectionScores({ sections }: { sections: SectionScore[] }) {
  if (sections.length === 0) return null;
  return (
    <ul className={classes.list} aria-label="Section scores">
      {sections.map((s) => (
        <Tooltip
          key={s.sectionId}
          label={[`${s.name}: ${formatScore(s.normScore)}, ${riskText(s.risk)}`, capLine(s)].filter(Boolean).join('. ')}
          multiline
          maw={320}
        >
          <li
            className={classes.tile}
            aria-label={`${s.name} ${formatScore(s.normScore)}`}
            style={{ ['--risk' as string]: riskColor(s.risk) }}
          >
            <Box className={classes.icon}>
              <SectionIcon name={s.name} size={18} />
            </Box>
            <Text size="xs" fw={600} c="dark.6" lh={1.2}>
              {formatScore(s.normScore)}
            </Text>
          </li>
        </Tooltip>
      ))}
    </ul>
  );
}
