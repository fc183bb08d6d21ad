import { describe, expect, it, vi } from 'vitest';

const maplibre = vi.hoisted(() => ({ setWorkerUrl: vi.fn(), prewarm: vi.fn(), Map: vi.fn(), NavigationControl: vi.fn() }));
vi.mock('maplibre-gl', () => maplibre);

describe('use-base-map', () => {
  it('starts the map worker as soon as it loads, before any map exists (issue 21)', async () => {
    // a browser has workers; the test DOM has none, where the module skips the warm-up
    vi.stubGlobal('Worker', class {});
    await import('./use-base-map.ts');
    vi.unstubAllGlobals();
    expect(maplibre.setWorkerUrl).toHaveBeenCalledWith(expect.stringContaining('maplibre-gl-worker'));
    expect(maplibre.prewarm).toHaveBeenCalledTimes(1);
    expect(maplibre.setWorkerUrl.mock.invocationCallOrder[0]).toBeLessThan(maplibre.prewarm.mock.invocationCallOrder[0]!);
    expect(maplibre.Map).not.toHaveBeenCalled();
  });
});
