import { Button, Stack, Tooltip } from '@mantine/core';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';

const categories = [
  { key: 'drone', label: 'Drone' },
  { key: 'submarine', label: 'ROV' },
  { key: 'video', label: 'Video' },
] as const;

/** Media categories of the audit's farm; a category without footage is disabled (spec 2 §2, Media viewer). */
export function MediaButtons({ farm }: { farm: Farm }) {
  return (
    <Stack gap="xs" aria-label="Footage">
      {categories.map((c) => {
        const available = farm.availableMediaCategories.includes(c.key);
        return (
          <Tooltip
            key={c.key}
            label={available ? `Play ${c.label.toLowerCase()} footage` : `No ${c.label.toLowerCase()} footage for this audit`}
          >
            <div>
              <Button size="xs" variant="light" fullWidth disabled={!available}>
                {c.label}
              </Button>
            </div>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
