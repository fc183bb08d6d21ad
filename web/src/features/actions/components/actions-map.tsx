import { actionRiskLevels, riskColor, riskText } from '@aquarisk/contract/risk';
import { FarmMap } from '../../../components/map/farm-map.tsx';
import type { MapPoint, MapPopupContent } from '../../../components/map/map-types.ts';
import type { ActionListItem } from '../api/company-actions.api.ts';

export interface ActionsMapProps {
  items: ActionListItem[];
  worstRisk: ReadonlyMap<string, string>;
  history: boolean;
  selectedFarmId: string | null;
  onSelectFarm: (farmExternalId: string) => void;
  height: number | string;
}

interface FarmGroup {
  point: MapPoint;
  audits: ActionListItem[];
  worst: string | undefined;
}

const severity = (risk: string | undefined) => (risk ? (actionRiskLevels as readonly string[]).indexOf(risk) : -1);

/** One point per farm on this page, coloured by the worst open risk among its audits. */
export function groupByFarm(items: readonly ActionListItem[], worstRisk: ReadonlyMap<string, string>): FarmGroup[] {
  const groups = new Map<string, FarmGroup>();
  for (const item of items) {
    const risk = worstRisk.get(item.surveyExtId);
    const group = groups.get(item.farmExternalId);
    if (!group) {
      groups.set(item.farmExternalId, {
        point: { id: item.farmExternalId, name: item.farmName, latitude: item.latitude, longitude: item.longitude },
        audits: [item],
        worst: risk,
      });
    } else {
      group.audits.push(item);
      if (severity(risk) > severity(group.worst)) group.worst = risk;
    }
  }
  return [...groups.values()].map((g) => ({ ...g, point: { ...g.point, color: riskColor(g.worst) } }));
}

/** The farms of the listed audits; a popup links to the audit results (docs/requirements.md#results-2). */
export function ActionsMap({ items, worstRisk, history, selectedFarmId, onSelectFarm, height }: ActionsMapProps) {
  const groups = groupByFarm(items, worstRisk);
  const byId = new Map(groups.map((g) => [g.point.id, g]));
  const popup = (point: MapPoint): MapPopupContent | null => {
    const group = byId.get(point.id);
    if (!group) return null;
    const latest = group.audits[0]!;
    return {
      title: point.name,
      lines: [
        group.worst ? `Worst open risk: ${riskText(group.worst)}` : 'No open actions',
        ...group.audits.map((a) => `${a.surveyName}: ${a.itemCount} ${history ? 'resolved' : 'open'}`),
      ],
      href: `/audit/audit-result/${encodeURIComponent(latest.surveyExtId)}`,
      linkText: 'Audit results',
    };
  };
  return (
    <FarmMap
      points={groups.map((g) => g.point)}
      ariaLabel="Map of the farms with actions"
      fitToPoints
      selectedId={selectedFarmId}
      onSelect={onSelectFarm}
      popup={popup}
      height={height}
    />
  );
}
