import { describe, expect, it } from 'vitest';
import { errorCodes, errorStatus, reasonPhrases } from './error-codes.ts';
import { userFacingCodes } from './user-facing-codes.ts';
import { errorBodySchema, oauthErrorBodySchema } from './schemas/error.schema.ts';

describe('the error codes (issue 23 item 4)', () => {
  it('gives every code an error status with a reason phrase', () => {
    for (const code of errorCodes) {
      expect(errorStatus[code], code).toBeGreaterThanOrEqual(400);
      expect(reasonPhrases[errorStatus[code]], code).toBeTruthy();
    }
  });

  it('are written in SCREAMING_SNAKE_CASE, and user-facing codes are client errors', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    for (const code of userFacingCodes) expect(errorStatus[code], code).toBeLessThan(500);
  });
});

describe('errorBodySchema', () => {
  const body = {
    status: 400,
    error: 'Bad Request',
    code: 'VALIDATION',
    message: 'Email is required',
    details: { email: 'Email is required' },
  };

  it('accepts the docs/requirements.md#decisions-api body with its code, details optional', () => {
    expect(errorBodySchema.parse(body)).toEqual(body);
    const { details: _details, ...plain } = body;
    expect(errorBodySchema.parse(plain)).toEqual(plain);
  });

  it.each([
    ['no code', { ...body, code: undefined }],
    ['an unknown code', { ...body, code: 'TEAPOT' }],
    ['no message', { ...body, message: undefined }],
    ['a status that is not a whole number', { ...body, status: '400' }],
    ['details that are not text', { ...body, details: { email: 1 } }],
  ])('refuses %s', (_name, value) => {
    expect(errorBodySchema.safeParse(value).success).toBe(false);
  });

  it('the token endpoint body adds RFC 6749 error_description', () => {
    const oauth = { status: 400, error: 'invalid_grant', code: 'INVALID_GRANT', message: 'x', error_description: 'x' };
    expect(oauthErrorBodySchema.parse(oauth)).toEqual(oauth);
    expect(oauthErrorBodySchema.safeParse({ ...oauth, error_description: undefined }).success).toBe(false);
  });
});
