import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Heading } from '@pidz/ui';
import { loginMessages } from './messages';

const Form = styled.form`
  display: grid;
  gap: var(--pidz-space-md);
`;

const Text = styled.p`
  margin: 0;
`;

const Alert = styled.p`
  margin: 0;
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-left: 4px solid var(--pidz-color-red);
  background: var(--pidz-color-red-light);
  color: var(--pidz-color-red);
  font-weight: 600;
`;

const Notice = styled(Alert)`
  border-left-color: var(--pidz-color-green);
  background: var(--pidz-color-green-light);
  color: var(--pidz-color-black);
  font-weight: normal;
`;

export interface StepFormProps {
  title: string;
  intro?: ReactNode;
  /** The Dutch text of what went wrong, shown above the fields and announced. */
  error?: string;
  /** A confirmation shown above the fields (e.g. after a new password). */
  notice?: string;
  submitLabel: string;
  isBusy: boolean;
  /** Called with the form's fields by name when it is sent (never a page load). */
  onSubmit: (fields: FormData) => void;
  children?: ReactNode;
  /** Below the submit button: a link back, another choice. */
  footer?: ReactNode;
}

/**
 * One step of the sign-in: its heading (the page's h1), an error or notice, the fields and the
 * submit button. Its first empty field has the focus when the step shows and again after an error.
 */
export function StepForm({
  title,
  intro,
  error,
  notice,
  submitLabel,
  isBusy,
  onSubmit,
  children,
  footer,
}: StepFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fields = form.current;
    // Not while a call runs: its button is disabled, and the step may change when it answers.
    if (!fields || isBusy) return;
    // After an error a password is typed again: it is emptied, and the first empty field (else
    // the first field, else the button) gets the focus.
    if (error) {
      for (const input of fields.querySelectorAll('input[type=password]')) {
        (input as HTMLInputElement).value = '';
      }
    }
    const inputs = [...fields.querySelectorAll<HTMLInputElement>('input:not([type=hidden])')];
    const target = inputs.find((input) => input.value === '') ?? inputs[0];
    (target ?? fields.querySelector('button'))?.focus();
  }, [title, error, isBusy]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isBusy) onSubmit(new FormData(event.currentTarget));
  };
  return (
    <Form ref={form} onSubmit={submit} noValidate aria-busy={isBusy}>
      <Heading level={1}>{title}</Heading>
      {intro && <Text>{intro}</Text>}
      {notice && <Notice role="status">{notice}</Notice>}
      {error && <Alert role="alert">{error}</Alert>}
      {children}
      <div>
        <Button type="submit" isDisabled={isBusy}>
          {isBusy ? loginMessages.busy : submitLabel}
        </Button>
      </div>
      {footer}
    </Form>
  );
}
