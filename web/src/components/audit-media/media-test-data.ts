import type { EnvironmentData } from '@aquarisk/contract/schemas/environment.schema';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';

export const SURVEY = 's-1';

export function mediaItem(over: Partial<MediaItem> = {}): MediaItem {
  return {
    externalId: 'm-1',
    surveyExtId: SURVEY,
    category: 'drone',
    name: 'pen-4-flyover.mp4',
    contentType: 'video/mp4',
    size: 5_347_738,
    createdAt: '2026-10-03T09:30:00.000Z',
    createdByName: 'Astrid Auditor',
    downloadUri: '/api/v1/media/file/signed-token',
    ...over,
  };
}

const hour = 3_600_000;
const start = Date.parse('2026-10-01T00:00:00Z');

export function environmentData(over: Partial<EnvironmentData> = {}): EnvironmentData {
  return {
    surveyExtId: SURVEY,
    fileName: 'loggers-october.csv',
    uploadedAt: '2026-10-22T08:00:00.000Z',
    from: '2026-10-01T00:00:00.000Z',
    to: '2026-10-21T23:00:00.000Z',
    series: [
      {
        key: 'temperature',
        label: 'Temperature',
        unit: 'C',
        count: 504,
        min: 9.1,
        mean: 11.734,
        max: 14.2,
        points: [
          [start, 9.1],
          [start + hour, 14.2],
        ],
      },
      {
        key: 'dissolved_oxygen',
        label: 'Dissolved oxygen',
        unit: 'mg/l',
        count: 504,
        min: 6.123,
        mean: 7.9,
        max: 9.8,
        points: [
          [start, 6.123],
          [start + hour, 9.8],
        ],
      },
    ],
    ...over,
  };
}
