/** The parts of a V8 CPU profile (Profiler.stop, `node --cpu-prof`) that a self-time summary needs. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function and per package (node_modules/<name>, or the app's own files), largest first. */
export function profileTop(profile: CpuProfile, rows: number): string {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const f = byNode.get(id)!;
    const file = f.url.replace(/^file:\/\//, '');
    const where = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? (file.includes('/src/') ? 'app' : file ? 'node' : f.functionName);
    const key = `${f.functionName || '(anonymous)'} ${path(file)}:${f.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + dt);
    pkg.set(where, (pkg.get(where) ?? 0) + dt);
    total += dt;
  });
  const pct = (v: number) => `${((100 * v) / total).toFixed(1)} %`;
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([k, v]) => `  ${pct(v).padStart(7)}  ${k}`)
      .join('\n');
  return `by package:\n${top(pkg)}\nby function:\n${top(fn)}`;
}

const path = (file: string) => file.split('/').slice(-2).join('/');
