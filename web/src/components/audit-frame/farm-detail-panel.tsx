import { ActionIcon, Group, Image, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { mapConstants } from '@aquarisk/contract/constants';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';
import { useAuthorities } from '../../lib/use-session.ts';
import { FarmMap } from '../map/farm-map.tsx';
import { farmFacts } from '@aquarisk/contract/farm-facts';
import { formatDate } from '../../lib/format-date.ts';

/**
 * The selected audit's farm: a map at farm zoom, the site image when one was uploaded, and the properties that are
 * set, with an edit pen for editors.
 */
export function FarmDetailPanel({ farm, siteImage }: { farm: Farm; siteImage?: MediaItem | undefined }) {
  const authorities = useAuthorities();
  const facts = farmFacts(farm, formatDate);
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={`Farm ${farm.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {farm.name}
          </Title>
          {can(authorities, 'editFarms') && (
            <Tooltip label="Edit farm">
              <ActionIcon
                component={Link}
                to={`/companies/${farm.companyExtId}/farms/${farm.externalId}`}
                variant="subtle"
                aria-label={`Edit farm ${farm.name}`}
              >
                ✎
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {farm.latitude !== null && farm.longitude !== null && (
          <FarmMap
            points={[{ id: farm.externalId, name: farm.name, latitude: farm.latitude, longitude: farm.longitude }]}
            selectedId={farm.externalId}
            focusZoom={mapConstants.farmDetailZoom}
            ariaLabel={`Map of ${farm.name}`}
            height={220}
          />
        )}
        {siteImage && (
          <figure style={{ margin: 0 }}>
            {/* contain, not cover: a site plan is read whole, so nothing may be cut off at the edges */}
            <Image
              src={siteImage.downloadUri}
              alt={`Site image of ${farm.name}`}
              radius="sm"
              mah={220}
              fit="contain"
              bg="gray.1"
              data-testid="site-image"
            />
            <Text component="figcaption" size="xs" c="dimmed" mt={4}>
              Site image · {formatDate(siteImage.createdAt)}
            </Text>
          </figure>
        )}
        {farm.description && (
          <Text size="sm" c="dimmed">
            {farm.description}
          </Text>
        )}
        <Stack gap={6} component="dl" m={0}>
          {facts.map((f) => (
            <Group key={f.label} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {f.label}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0} ta="right">
                {f.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
