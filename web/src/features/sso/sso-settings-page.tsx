import { useParams } from 'react-router';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { notifySuccess } from '../../lib/alerts.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useSaveSsoConfig, useSsoConfig } from './api/sso-config.api.ts';
import { SsoConfigForm } from './components/sso-config-form.tsx';

/** /companies/{id}/sso: the company admin configures OpenID Connect single sign-on (issue 28 item 4). */
export function SsoSettingsPage() {
  const { companyId = '' } = useParams();
  const query = useSsoConfig(companyId);
  const save = useSaveSsoConfig(companyId);
  const header = (
    <PageHeader
      eyebrow="Company"
      title={ssoMessages.title}
      description="People of the company’s e-mail domains sign in with the company’s own identity provider (OpenID Connect). Everyone else keeps their password."
    />
  );
  if (query.isPending || query.isError) {
    return (
      <>
        {header}
        {query.isPending ? (
          <LoadingState variant="list" rows={4} label="Loading the single sign-on settings…" />
        ) : (
          <ErrorState error={query.error} message={ssoMessages.loadFailed} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      {header}
      <SsoConfigForm
        key={query.data.config?.updatedAt ?? 'new'}
        companyId={companyId}
        saved={query.data.config}
        saving={save.isPending}
        onSave={(input) =>
          save.mutate(input, {
            onSuccess: () => notifySuccess(ssoMessages.saved),
            onError: (err) => handleApiError(err, { message: ssoMessages.saveFailed }),
          })
        }
      />
    </>
  );
}
