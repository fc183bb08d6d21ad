import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { can, canScoreAudit } from '@aquarisk/contract/capabilities';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { useAuthorities } from '../../../lib/use-session.ts';
import { useScoreAudit } from '../../../components/audit-frame/score-audit-api.ts';
import { auditResultPath, auditUsersPath, auditViewPath, hasResults, isScored, scoreBlocker } from '../audit-state.ts';

/** Audit, Score (admin, auditor), Results (scored) and a menu with Users, Summary and Report (docs/requirements.md#core-2). */
export function AuditRowActions({ survey }: { survey: Survey }) {
  const authorities = useAuthorities();
  const score = useScoreAudit();
  const scored = isScored(survey);
  const canUsers = can(authorities, 'manageAuditUsers');
  const canScore = canScoreAudit(authorities, scored);
  const id = survey.externalId;
  const open = scoreBlocker(survey);
  const scoreButton = canScore ? (
    <Button
      size="xs"
      variant="light"
      color="lagoon"
      loading={score.isPending}
      data-disabled={open ? true : undefined}
      aria-disabled={open ? true : undefined}
      aria-description={open ?? undefined}
      onClick={(e) => (open ? e.preventDefault() : score.mutate(id))}
      aria-label={`Score ${survey.name}`}
    >
      Score
    </Button>
  ) : null;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button component={Link} to={auditViewPath(id)} size="xs" variant="light" aria-label={`Audit ${survey.name}`}>
        Audit
      </Button>
      {/* A tooltip only where there is something to explain: a disabled one still sets up its floating position. */}
      {scoreButton && open ? (
        <Tooltip label={open} withArrow>
          {scoreButton}
        </Tooltip>
      ) : (
        scoreButton
      )}
      {hasResults(survey) && (
        <Button component={Link} to={auditResultPath(id)} size="xs" variant="filled" aria-label={`Results of ${survey.name}`}>
          Results
        </Button>
      )}
      {(canUsers || scored) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="md" aria-label={`More for ${survey.name}`}>
              <span aria-hidden="true" style={{ fontSize: 18, lineHeight: 1 }}>
                ⋯
              </span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {canUsers && (
              <Menu.Item component={Link} to={auditUsersPath(id)}>
                Users
              </Menu.Item>
            )}
            {scored && (
              <>
                <Menu.Item component="a" href={`/summary/${id}`} target="_blank" rel="noopener">
                  Summary
                </Menu.Item>
                <Menu.Item component="a" href={`/report/${id}`} target="_blank" rel="noopener">
                  Report
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
