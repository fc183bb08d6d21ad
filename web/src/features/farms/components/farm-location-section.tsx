import { useMemo, useState, type ClipboardEvent } from 'react';
import { Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useFormContext, useWatch } from 'react-hook-form';
import { mapConstants } from '@aquarisk/contract/constants';
import { countries, findCountry, findRegion } from '@aquarisk/contract/places';
import { FormSection } from '../../../components/form-section.tsx';
import { FarmMap } from '../../../components/map/farm-map.tsx';
import { coordinatePairOf } from './coordinate-pair.ts';
import { FarmListInput, FarmNumberInput } from './farm-fields.tsx';
import type { FarmFormValues } from './farm-form-values.ts';

const countryNames = countries.map((c) => c.name);
const PREVIEW_ID = 'farm-preview';

/**
 * Country and region from the offline place list, coordinates, and a map preview that follows them. `onReset` is told
 * when a latitude out of range was reset to 0,0, and whether Save took the focus from it: that Save does not store
 * 0,0 unseen.
 */
export function FarmLocationSection({ onReset }: { onReset?: (bySubmit: boolean) => void }) {
  const { control, getValues, setValue } = useFormContext<FarmFormValues>();
  const [country, latitude, longitude, name] = useWatch({ control, name: ['country', 'latitude', 'longitude', 'name'] });
  const chosenCountry = findCountry(country);
  const regionNames = useMemo(() => chosenCountry?.regions.map((r) => r.name) ?? [], [chosenCountry]);
  const [lat] = useDebouncedValue(latitude, 400);
  const [lng] = useDebouncedValue(longitude, 400);
  const points = useMemo(() => [{ id: PREVIEW_ID, name: name || 'New farm', latitude: lat, longitude: lng }], [name, lat, lng]);
  const located = lat !== null && lng !== null;
  const [wasReset, setWasReset] = useState(false);

  // docs/requirements.md#core-9: a latitude outside -90 to 90 is reset to 0,0 (not clamped), and the form says so.
  const onLatitudeCommit = (value: number | null, nextFocus: EventTarget | null) => {
    const outside = value !== null && Math.abs(value) > 90;
    setWasReset(outside);
    if (!outside) return;
    setValue('latitude', 0, { shouldDirty: true });
    setValue('longitude', 0, { shouldDirty: true });
    onReset?.(nextFocus instanceof HTMLButtonElement && nextFocus.type === 'submit');
  };

  // "53.2707, -9.0568", as a map copies a place, pasted into either field fills both (issue 37 item 13).
  const onCoordinatesPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pair = coordinatePairOf(event.clipboardData.getData('text'));
    if (!pair) return;
    event.preventDefault();
    setValue('latitude', pair.latitude, { shouldDirty: true, shouldValidate: true });
    setValue('longitude', pair.longitude, { shouldDirty: true, shouldValidate: true });
  };

  // A region belongs to its country: emptied or changed, the country takes a region it does not hold with it.
  const onCountryChange = (next: string) => {
    const region = getValues('stateProvince');
    if (!region) return;
    if (!next.trim() || (findCountry(next) && !findRegion(next, region))) setValue('stateProvince', '');
  };

  return (
    <FormSection title="Location" description="Choose the country and region from the list; the map follows the coordinates.">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <FarmListInput
              name="country"
              label="Country"
              placeholder="Start typing a country"
              options={countryNames}
              onValueChange={onCountryChange}
            />
            <FarmListInput
              name="stateProvince"
              label="Region"
              placeholder={chosenCountry ? `Start typing a region of ${chosenCountry.name}` : 'Choose a country first'}
              options={regionNames}
              disabled={!chosenCountry}
            />
            <SimpleGrid cols={2} spacing="sm">
              <FarmNumberInput
                name="latitude"
                label="Latitude"
                step={0.0001}
                decimalScale={6}
                clampBehavior="none"
                thousandSeparator={false}
                onCommit={onLatitudeCommit}
                onPaste={onCoordinatesPaste}
                description={wasReset ? 'Latitude must be between -90 and 90: the location was reset to 0,0.' : undefined}
              />
              <FarmNumberInput
                name="longitude"
                label="Longitude"
                step={0.0001}
                decimalScale={6}
                min={-180}
                max={180}
                thousandSeparator={false}
                onPaste={onCoordinatesPaste}
              />
            </SimpleGrid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FarmMap
            points={points}
            ariaLabel="Map preview of the farm location"
            selectedId={located ? PREVIEW_ID : null}
            focusZoom={mapConstants.farmDetailZoom}
            height={280}
          />
          {!located ? (
            <Text size="xs" c="dimmed" mt={6}>
              Enter latitude and longitude to place the farm on the map.
            </Text>
          ) : null}
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
