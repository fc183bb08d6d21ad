/** What the scale seed reports as it goes: rows written of a table so far, of how many. */
export interface ScaleProgress {
  table: string;
  done: number;
  total: number;
}

const WIDTH = 24;
const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * A progress bar on stderr without dependencies: on a terminal one line per table, redrawn in place, with count,
 * total and rows per second; elsewhere (CI logs) a line at every further 10 %.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let table = '';
  let started = 0;
  let lastDraw = 0;
  let lastTenth = -1;
  const finished = new Set<string>();
  const line = (p: ScaleProgress) => {
    const ratio = p.total ? Math.min(1, p.done / p.total) : 1;
    const secs = (performance.now() - started) / 1000;
    const rate = secs > 0 ? Math.round(p.done / secs) : 0;
    const bar = '#'.repeat(Math.round(ratio * WIDTH)).padEnd(WIDTH, '.');
    return `${p.table.padEnd(20)} [${bar}] ${fmt(p.done)}/${fmt(p.total)} ${String(Math.round(ratio * 100)).padStart(3)}% ${fmt(rate)} rows/s ${secs.toFixed(1)} s`;
  };
  return (p: ScaleProgress) => {
    if (finished.has(p.table)) return;
    if (p.table !== table) {
      if (table && stream.isTTY) stream.write('\n');
      table = p.table;
      started = performance.now();
      lastTenth = -1;
    }
    if (stream.isTTY) {
      const now = performance.now();
      if (p.done < p.total && now - lastDraw < 100) return;
      lastDraw = now;
      stream.write(`\r${line(p)}`);
      if (p.done >= p.total) {
        stream.write('\n');
        finished.add(p.table);
        table = '';
      }
      return;
    }
    const tenth = p.total ? Math.floor((p.done / p.total) * 10) : 10;
    if (tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${line(p)}\n`);
    }
    if (p.done >= p.total) finished.add(p.table);
  };
}
