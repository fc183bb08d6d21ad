import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextInput, Textarea } from '@mantine/core';
import { formMessages, successMessages } from '@aquarisk/contract/messages';
import { contactSchema } from '@aquarisk/contract/schemas/contact.schema';
import { sendContact } from './api/send-contact.ts';
import s from './contact-section.module.css';

type Outcome = 'sent' | 'failed' | null;

/** Name and e-mail required, message optional; posts {name, email, comment} to /contact. */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactSchema), defaultValues: { name: '', email: '', comment: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sendContact(values);
      reset();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  });

  if (outcome === 'sent') {
    return (
      <div className={s.sent}>
        <Alert color="teal" radius="md" variant="light" title="Request received">
          {successMessages.contactSent}
        </Alert>
        <Button variant="subtle" color="cyan.9" onClick={() => setOutcome(null)}>
          Send another request
        </Button>
      </div>
    );
  }

  return (
    <form className={s.form} onSubmit={onSubmit} noValidate aria-label="Request information">
      <TextInput label="Name" autoComplete="name" withAsterisk size="md" error={errors.name?.message} {...register('name')} />
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        withAsterisk
        size="md"
        error={errors.email?.message}
        {...register('email')}
      />
      <Textarea
        label="Message"
        description="Optional: your farms, species or the portfolio you insure"
        rows={5}
        resize="vertical"
        classNames={{ description: s.description }}
        size="md"
        error={errors.comment?.message}
        {...register('comment')}
      />
      {outcome === 'failed' && (
        <Alert color="red" radius="md" variant="light">
          {formMessages.submitFailed}
        </Alert>
      )}
      <Button type="submit" size="md" radius="xl" color="cyan.9" loading={isSubmitting} className={s.submit}>
        Send request
      </Button>
    </form>
  );
}
