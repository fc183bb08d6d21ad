import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CATEGORIES } from '@aquarisk/contract/constants';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { AUDITOR, VIEWER } from '../../../test/demo-users.ts';
import { assignToAudit, auditOf, itemsOf, mp4, png, uploadMedia } from '../../../test/media-helpers.ts';

const { t } = demoAppPerFile();
let survey: string;
beforeAll(async () => {
  survey = await auditOf(t, AUDITOR);
  await assignToAudit(t, VIEWER, survey);
});

/** Issue 21, item 20: the Upload Footage modal offers the viewer's Video category; the server takes every category it offers. */
describe('media categories the client offers', () => {
  it('stores drone, ROV and other video (mp4) and the site image, and reports all four as available', async () => {
    const files = { drone: mp4, submarine: mp4, video: mp4, map: png } as const;
    for (const category of MEDIA_CATEGORIES) {
      const name = category === 'map' ? 'site.png' : `${category} clip.mp4`;
      const res = await uploadMedia(t, AUDITOR, survey, category, { name, content: files[category] });
      expect(res.statusCode, category).toBe(201);
      expect(res.json()).toMatchObject({ category });
    }
    const video = itemsOf(await t.call(VIEWER, 'GET', `/api/v1/survey/${survey}/media/category/video?latestOnly`));
    expect(video.map((m) => m.name)).toEqual(['video-clip.mp4']);
    const farm = await t.call(VIEWER, 'GET', `/api/v1/survey/${survey}/farm?showMediaCats=true`);
    expect(farm.json()).toMatchObject({ availableMediaCategories: ['drone', 'submarine', 'video', 'map'] });
  });
});
