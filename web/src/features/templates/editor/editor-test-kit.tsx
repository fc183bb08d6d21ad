import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { question, section, step, template } from '@aquarisk/contract/template/template.fixture';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { signInAs, userWith } from '../../../test/session-fixtures.ts';
import { TemplateEditor } from './template-editor.tsx';

/** Shared by the template editor's tests: a small template, rendering as an admin, and opening panels. */
/** Section 1 / step 1: Q1 yes/no (0–2), Q2 single select with two options (0–3), Q3 short text (0–0). */
export function fixture(): TemplateBody {
  return {
    ...template([
      section(1, [
        step(1, [
          question({ id: 1, type: 'YES_NO', yes: 2, no: 0, max: 2 }),
          question({
            id: 2,
            type: 'SINGLE_SELECT',
            max: 3,
            options: [
              [10, 1],
              [20, 3],
            ],
          }),
          question({ id: 3 }),
        ]),
      ]),
      section(2, []),
    ]),
    name: 'farm-audit',
  };
}

export function renderEditor(initial = fixture()) {
  signInAs(userWith(['ROLE_ADMIN']));
  return renderWithProviders(<TemplateEditor initial={initial} templateId="t-1" />, {
    route: '/templates/t-1',
    path: '/templates/:templateId',
  });
}

export const u = () => userEvent.setup({ delay: null });

/** Opens a collapsed panel; its content mounts once the panel starts to open. */
export async function openPanel(user: ReturnType<typeof u>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
}

/** The read-only ordinals shown in open panels: section, step, then the open question. */
export const ordinals = () =>
  screen.getAllByText((_, el) => el?.tagName === 'P' && /^Ordinal \d+$/.test(el.textContent ?? '')).map((el) => el.textContent);

/** The question headers of the open step, in screen order. */
export const questionHeaders = () => screen.getAllByRole('button', { name: /^Q\d+/ }).map((b) => b.textContent ?? '');

export async function openStep(user: ReturnType<typeof u>) {
  await openPanel(user, /^Section 1\s*Section 1/);
  await openPanel(user, /^Step 1\s*Step title 1/);
  await screen.findByRole('button', { name: 'Add question' });
}

/** Opens a question and waits for its own text field: the question closing beside it may still be mounted. */
export async function openQuestion(user: ReturnType<typeof u>, name: RegExp) {
  const header = await screen.findByRole('button', { name });
  await user.click(header);
  const panelId = header.getAttribute('aria-controls');
  await waitFor(() => {
    const panel = panelId ? document.getElementById(panelId) : null;
    expect(panel && within(panel).getByRole('textbox', { name: /Question text/ })).toBeTruthy();
  });
}

// jsdom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
