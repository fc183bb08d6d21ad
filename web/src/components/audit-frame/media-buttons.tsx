import { Button, Group, Stack, Tooltip } from '@mantine/core';
import type { MediaCategory } from '@aquarisk/contract/constants';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { viewerCategories } from '../audit-media/media-viewer.tsx';

export interface MediaButtonsProps {
  farm: Farm;
  onPlay: (category: MediaCategory) => void;
  /** a column beside the farm panel on large screens, a row above the view on small ones */
  direction?: 'column' | 'row';
}

/** Media categories of the audit; a category without footage is disabled (docs/requirements.md#results-2, Media viewer). */
export function MediaButtons({ farm, onPlay, direction = 'column' }: MediaButtonsProps) {
  const buttons = viewerCategories.map((c) => {
    const available = farm.availableMediaCategories.includes(c.key);
    return (
      <Tooltip
        key={c.key}
        label={available ? `Play ${c.label.toLowerCase()} footage` : `No ${c.label.toLowerCase()} footage for this audit`}
      >
        <div style={direction === 'row' ? { flex: 1 } : undefined}>
          <Button
            size="xs"
            variant="light"
            fullWidth
            disabled={!available}
            onClick={() => onPlay(c.key)}
            leftSection={<span aria-hidden="true">▶</span>}
          >
            {c.label}
          </Button>
        </div>
      </Tooltip>
    );
  });
  return direction === 'row' ? (
    <Group gap="xs" grow aria-label="Footage" role="group">
      {buttons}
    </Group>
  ) : (
    <Stack gap="xs" aria-label="Footage" role="group">
      {buttons}
    </Stack>
  );
}
