import type { ScoreRange } from './editor-context.ts';
import { ReadOnlyFacts, TextField } from './text-field.tsx';

interface DescriptionAndFactsProps {
  /** the item's path, e.g. `sections[0].steps[2]` */
  path: string;
  item: { id: number; ordinal: number; description: string | null };
  score: ScoreRange | undefined;
  onDescription: (description: string | null) => void;
}

/** The end of a section's or a step's fields: its description, then its id, ordinal and score range (read only). */
export function DescriptionAndFacts({ path, item, score, onDescription }: DescriptionAndFactsProps) {
  return (
    <>
      <TextField label="Description" multiline path={`${path}.description`} value={item.description} nullable onValue={onDescription} />
      <ReadOnlyFacts
        facts={[
          ['Id', item.id],
          ['Ordinal', item.ordinal],
          ['Min score', score?.min ?? 0],
          ['Max score', score?.max ?? 0],
        ]}
      />
    </>
  );
}
