import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  render(
    <MantineProvider>
      <ContactForm />
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('ContactForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires a name and sends nothing', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@farm.example');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail address', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ana Silva');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@farm');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts {name, email, comment} without auth and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ana Silva');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'Ana@Farm.example');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Four salmon sites in Chile.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Thank you. Your information request has been submitted successfully.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/contact');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Silva',
      email: 'ana@farm.example',
      comment: 'Four salmon sites in Chile.',
    });
  });

  it('says so when the request fails, and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 500, message: 'Internal server error' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ana Silva');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@farm.example');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('An error occurred submitting the form. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/submitted successfully/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ana Silva'));
  });
});
