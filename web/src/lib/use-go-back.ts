import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back to the previous screen, or to `fallback` when this screen was opened directly (a deep link, a new tab). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [key, navigate, fallback]);
}
