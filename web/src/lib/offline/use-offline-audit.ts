import { useEffect, useState } from 'react';
import { can } from '@aquarisk/contract/capabilities';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import { callApi } from '../api-client.ts';
import { useSession } from '../use-session.ts';
import { localAudit, type LocalAudit } from './local-flow.ts';
import { keepMedia, type QueuedAnswer, queuedAnswers, readPackage, type StoredPackage, writePackage } from './offline-db.ts';
import { useSyncStatus } from './sync-status.ts';

export interface OfflineAudit {
  /** the device's copy has been read (it may be absent) */
  ready: boolean;
  stored: StoredPackage | null;
  queued: QueuedAnswer[];
  audit: LocalAudit | null;
}

/**
 * An audit the user opens is made available offline (issue 27 item 2): online, its package is fetched and kept in
 * IndexedDB (the cursor the user moved offline is kept while answers wait); offline, the stored copy is read. Re-read
 * whenever the queue or a package changes.
 */
export function useOfflineAudit(surveyExtId: string): OfflineAudit {
  const { user: me } = useSession();
  const user = me?.externalId ?? null;
  // Only those who answer take audits offline; readers keep reading online (and spend no bandwidth on the package).
  const answers = can(me?.authorities ?? [], 'answerQuestions');
  const uploads = can(me?.authorities ?? [], 'uploadMedia');
  const { version, online } = useSyncStatus();
  const [state, setState] = useState<OfflineAudit>({ ready: false, stored: null, queued: [], audit: null });
  const [fetched, setFetched] = useState(false);

  useEffect(() => {
    if (!user || !answers || !online || fetched) return;
    let live = true;
    void (async () => {
      try {
        const pkg = await callApi(auditEndpoints.offlinePackage, { params: { id: surveyExtId } });
        const [before, waiting] = await Promise.all([readPackage(user, surveyExtId), queuedAnswers(user, surveyExtId)]);
        await writePackage({ userExtId: user, surveyExtId, pkg, cursor: waiting.length && before ? before.cursor : pkg.cursor });
        // Uploaders also keep the audit's stored files, so the footage dialog can say what is stored offline (issue 37).
        if (uploads) {
          const media = await callApi(mediaEndpoints.list, { params: { id: surveyExtId }, query: { latestOnly: 'true' } });
          await keepMedia(user, surveyExtId, media.items);
        }
      } catch {
        // No package now (offline, no access, no questions): the stored one, if any, stays; the page says why.
      }
      if (live) setFetched(true);
    })();
    return () => {
      live = false;
    };
  }, [user, answers, uploads, online, fetched, surveyExtId]);

  useEffect(() => {
    if (!user) return;
    let live = true;
    Promise.all([readPackage(user, surveyExtId), queuedAnswers(user, surveyExtId)])
      .then(([stored, queued]) => {
        if (live) setState({ ready: true, stored: stored ?? null, queued, audit: stored ? localAudit(stored.pkg, queued) : null });
      })
      // No IndexedDB here (a private window may refuse it): the audit works online only.
      .catch(() => live && setState({ ready: true, stored: null, queued: [], audit: null }));
    return () => {
      live = false;
    };
  }, [user, surveyExtId, version, fetched]);

  return state;
}
