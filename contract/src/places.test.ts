import { describe, expect, it } from 'vitest';
import { countries, findCountry, findRegion } from './places.ts';

describe('bundled places', () => {
  it('spells the Greek regions as ISO 3166-2:GR does (Attikí, not Attikḯ)', () => {
    expect(findCountry('Greece')?.regions.map((r) => r.name)).toEqual([
      'Anatolikí Makedonía kai Thráki',
      'Attikí',
      'Dytikí Elláda',
      'Dytikí Makedonía',
      'Ionía Nísia',
      'Kentrikí Makedonía',
      'Krítí',
      'Notío Aigaío',
      'Peloponnísos',
      'Stereá Elláda',
      'Thessalía',
      'Voreío Aigaío',
      'Ípeiros',
      'Ágion Óros',
    ]);
    expect(findRegion('Greece', 'Attikí')?.code).toBe('I');
    expect(findRegion('Greece', 'Attikḯ')).toBeUndefined();
  });

  it('holds no region name with the stray diaeresis-and-acute letters, and every name in NFC', () => {
    const names = countries.flatMap((c) => c.regions.map((r) => r.name));
    expect(names.filter((n) => /[\u1E2E\u1E2F]/u.test(n))).toEqual([]);
    expect(names.filter((n) => n !== n.normalize('NFC'))).toEqual([]);
  });
});
