/** What an operator on the s3 driver must back up themselves: the backup holds the database only. */
export function s3Advice(bucket: string, prefix: string): string {
  return [
    `  Files: not in this backup. Uploaded files live in the S3 bucket '${bucket}'${prefix ? ` under '${prefix}'` : ''}.`,
    '  Back them up with the object store: turn on bucket versioning (deleted or overwritten objects stay recoverable)',
    '  and replicate or sync the bucket elsewhere (e.g. `aws s3 sync` or `mc mirror`) AFTER this database backup, so',
    '  every object the database refers to is in the copy. See docs/operations.md.',
  ].join('\n');
}
