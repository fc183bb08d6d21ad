import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { SessionExpiredError } from '../lib/api-errors.ts';
import { handleApiError } from '../lib/error-handler.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * When the token refresh fails the API client has cleared the session: say so ('API error while token refresh.')
 * and go to the sign-in page (docs/requirements.md#core-4, §8). The pages whose calls failed unmount, so the alert is raised here.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    setSessionExpiredHandler((refreshFailure) => {
      handleApiError(new SessionExpiredError(refreshFailure));
      queryClient.removeQueries();
      const from = here.current;
      if (from.pathname !== '/login') void navigate('/login', { state: { from } });
    });
  }, [navigate]);
  return null;
}
