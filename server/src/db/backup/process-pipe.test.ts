import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pipeProcesses } from './process-pipe.ts';

const node = (script: string, stdin: 'pipe' | 'ignore') => spawn(process.execPath, ['-e', script], { stdio: [stdin, 'pipe', 'pipe'] });
const closed = (child: ReturnType<typeof spawn>) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );

describe('piping one program into another (pg_restore into psql)', () => {
  it('hands everything over, then the last words, and both end', async () => {
    const from = node("process.stdout.write('a'.repeat(1e6))", 'ignore');
    const to = node("let n=0;process.stdin.on('data',d=>n+=d.length).on('end',()=>{process.stdout.write(String(n))})", 'pipe');
    let out = '';
    to.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const ends = Promise.all([closed(from), closed(to)]);
    pipeProcesses(from, to, 'tail');
    const [a, b] = await ends;
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(out).toBe(String(1e6 + 4));
  });

  it('stops the producer when the consumer ends first, instead of leaving it blocked on a full pipe', async () => {
    // 64 MB: far more than a pipe holds, so a producer nobody reads would never finish on its own
    const from = node(
      "const b=Buffer.alloc(1<<20,97);let i=0;(function w(){while(i<64){i++;if(!process.stdout.write(b))return process.stdout.once('drain',w)}})()",
      'ignore',
    );
    const to = node('process.exit(3)', 'pipe');
    const ends = Promise.all([closed(from), closed(to)]);
    pipeProcesses(from, to);
    const [a, b] = await ends;
    expect(b.code).toBe(3);
    expect(a.signal ?? a.code).toBe('SIGTERM');
  }, 60_000);
});
