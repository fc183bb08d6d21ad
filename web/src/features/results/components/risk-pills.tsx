import { Button, Chip, ColorSwatch, Group } from '@mantine/core';
import { riskColor, riskText } from '@aquarisk/contract/risk';

export interface RiskPillsProps {
  /** bands present among the steps, most severe first, with their step counts */
  bands: readonly { risk: string; count: number }[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** One pill per risk band present; selected pills narrow the tiles, none selected shows all. */
export function RiskPills({ bands, value, onChange }: RiskPillsProps) {
  return (
    <Group gap="xs" role="group" aria-label="Filter steps by risk">
      <Chip.Group multiple value={value} onChange={onChange}>
        {bands.map(({ risk, count }) => (
          <Chip key={risk} value={risk} color={riskColor(risk)} variant="outline" radius="xl" size="sm">
            <ColorSwatch
              component="span"
              color={riskColor(risk)}
              size={10}
              withShadow={false}
              mr={6}
              style={{ display: 'inline-block', verticalAlign: 'baseline' }}
            />
            {`${riskText(risk)} (${count})`}
          </Chip>
        ))}
      </Chip.Group>
      {value.length > 0 ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
          Show all
        </Button>
      ) : null}
    </Group>
  );
}
