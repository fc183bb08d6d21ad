import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('keeps the editor formatting', () => {
    const html = '<h2>Findings</h2><p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(out).toContain('hi');
  });
  it('hardens links', () => {
    expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });
});
