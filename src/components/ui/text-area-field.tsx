import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, Field } from './field';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; hint?: ReactNode; error?: string };

export function TextAreaField({ label, hint, error, className, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} className={`min-h-32 resize-y ${controlClasses}`} {...textAreaProps} />}
    </Field>
  );
}
