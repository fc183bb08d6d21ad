import { useEffect, useState } from 'react';
import { readPackage, type StoredPackage } from '../../lib/offline/offline-db.ts';
import { useSession } from '../../lib/use-session.ts';

export interface KeptMedia {
  /** the device's copy has been read (it may be absent) */
  ready: boolean;
  media: StoredPackage['media'] | null;
}

/** The audit's media list as this device kept it with the audit (issue 37 item 1), read when `enabled`. */
export function useKeptMedia(surveyExtId: string, enabled: boolean): KeptMedia {
  const user = useSession().user?.externalId ?? null;
  const [kept, setKept] = useState<KeptMedia>({ ready: false, media: null });
  useEffect(() => {
    if (!enabled || !user) return;
    let live = true;
    readPackage(user, surveyExtId)
      .then((stored) => live && setKept({ ready: true, media: stored?.media ?? null }))
      .catch(() => live && setKept({ ready: true, media: null }));
    return () => {
      live = false;
    };
  }, [enabled, user, surveyExtId]);
  return kept;
}
