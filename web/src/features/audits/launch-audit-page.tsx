import { Paper } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { successMessages } from '@aquarisk/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { notifyError, notifySuccess } from '../../lib/alerts.ts';
import { useSession } from '../../lib/use-session.ts';
import { useLaunchAudit } from './api/launch-audit.api.ts';
import { LaunchAuditForm } from './launch/launch-audit-form.tsx';
import type { LaunchFormValues } from './launch/launch-form-schema.ts';

/** /audits/new (admin): launches an audit from a template on a farm of the current company. */
export function LaunchAuditPage() {
  const { user, company } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const launch = useLaunchAudit();
  // Back where the user came from; a tab opened straight on /audits/new has nowhere to go back to.
  const goBack = () => void (location.key === 'default' ? navigate('/audits') : navigate(-1));

  const submit = (v: LaunchFormValues) => {
    if (!company || !v.farm) return;
    launch.mutate(
      {
        templateId: v.templateId,
        body: {
          name: v.name,
          surveyYear: v.surveyYear,
          description: v.description.trim() || null,
          companyExtId: company.externalId,
          farmExtId: v.farm.externalId,
          userExtIds: v.userExtIds,
          carryFromExtId: v.carryFromExtId ?? null,
        },
      },
      {
        onSuccess: (result) => {
          if (!result.accepted) return notifyError(result.messages.join(' '));
          notifySuccess(successMessages.auditLaunched);
          goBack();
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        eyebrow={company?.name}
        title="Launch Audit"
        description="Start an audit of one of the company's farms from a template."
      />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
        <LaunchAuditForm
          companyExtId={company?.externalId}
          currentUserExtId={user?.externalId}
          saving={launch.isPending}
          onSubmit={submit}
          onCancel={goBack}
        />
      </Paper>
    </>
  );
}
