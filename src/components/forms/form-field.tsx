import React from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import * as styles from "./form-field.module.css";

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  disabled?: boolean;
}

/** A labelled input with its error underneath, tied to it by aria-describedby. */
export function FormField({
  id,
  label,
  registration,
  error,
  type = "text",
  autoComplete,
  placeholder,
  multiline,
  disabled,
}: Props) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    placeholder,
    disabled,
    className: styles.input,
    ...registration,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input type={type} autoComplete={autoComplete} {...shared} />}
      {error?.message && (
        <p id={errorId} className={styles.error}>
          {error.message}
        </p>
      )}
    </div>
  );
}
