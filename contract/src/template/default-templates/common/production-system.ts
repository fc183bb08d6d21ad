import { PRODUCTION_SYSTEM_QUESTION, productionSystemLabels, type ProductionSystem } from '../../../production-systems.ts';
import { single, type QuestionDraft, type QuestionExtras, type Sample } from '../build.ts';

/**
 * Applicability from the farm (issue 22): a template that serves several production systems asks this first of
 * its flow, and launching an audit answers it from the farm record. Its options are the systems' labels in the
 * order given, so a run of them is a BETWEEN of ordinals (`onSystems`).
 */
export function productionSystemQuestion(systems: readonly ProductionSystem[], sample: Sample): QuestionDraft {
  return single(
    PRODUCTION_SYSTEM_QUESTION,
    systems.map((s) => [productionSystemLabels[s], 0] as const),
    {
      key: 'system',
      name: PRODUCTION_SYSTEM_QUESTION,
      guidance:
        "Answered from the farm record when the audit is launched; to change it, change the farm's production system. It decides which questions below apply.",
      sample,
    },
  );
}

/** includeIf (or criticalIf) of a question for some of the systems, which must sit next to each other in `order`. */
export function onSystems(order: readonly ProductionSystem[], ...systems: ProductionSystem[]): NonNullable<QuestionExtras['includeIf']> {
  const ordinals = systems.map((s) => 10 * (order.indexOf(s) + 1)).sort((a, b) => a - b);
  if (ordinals.some((o) => o === 0)) throw new Error(`${systems.join(', ')} not all in ${order.join(', ')}`);
  const [low, high] = [ordinals[0]!, ordinals.at(-1)!];
  if (high - low !== 10 * (ordinals.length - 1)) throw new Error(`${systems.join(', ')} are not next to each other`);
  return low === high
    ? { key: 'system', condition: 'EQ', value: String(low) }
    : { key: 'system', condition: 'BETWEEN', value: `${low}-${high}` };
}
