import { Switch } from '@mantine/core';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSetAllowPrivateUrls } from '../api/webhooks.api.ts';

/** The platform admin's switch (allowPrivateWebhooks): let this company's endpoints reach private networks. */
export function PrivateUrlsSwitch({ companyId, allowed }: { companyId: string; allowed: boolean }) {
  const save = useSetAllowPrivateUrls(companyId);
  return (
    <Switch
      label="Allow private network URLs (loopback, private ranges, plain http)"
      description="Only for receivers on the company's own network or a test machine: it turns the SSRF guard off for this company."
      checked={allowed}
      disabled={save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked, { onError: (err) => handleApiError(err, { object: 'webhook settings' }) })}
    />
  );
}
