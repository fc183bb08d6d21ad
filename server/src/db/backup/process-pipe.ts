import type { ChildProcess } from 'node:child_process';

/**
 * Pipes `from`'s standard output into `to`'s standard input, then writes `last` and closes it. When `to` ends first
 * (psql that could not connect or stopped at an error), `from` is stopped: left alone, it would block forever writing
 * into a pipe nobody reads, and its caller would wait for it just as long.
 */
export function pipeProcesses(from: ChildProcess, to: ChildProcess, last = ''): void {
  const input = to.stdin!;
  const output = from.stdout!;
  // a consumer that stopped early closes its input: its own exit code says why
  input.on('error', () => undefined);
  output.pipe(input, { end: false });
  output.on('end', () => input.end(last));
  to.once('close', () => {
    if (from.exitCode !== null || from.signalCode !== null) return;
    output.unpipe(input);
    output.resume();
    from.kill('SIGTERM');
  });
}
