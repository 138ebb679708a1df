import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, Field } from './field';

type TextFieldProps = ComponentProps<'input'> & { label: string; hint?: ReactNode; error?: string };

export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} className={`min-h-9 ${controlClasses}`} {...inputProps} />}
    </Field>
  );
}
