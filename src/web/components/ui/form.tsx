import type { ComponentProps } from 'react';

export interface FormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  onSubmit: () => void;
}

/**
 * A form checked by our own code, which shows the messages in the visitor's language instead of the browser's;
 * submitting it never reloads the page.
 */
export function Form({ onSubmit, ...props }: FormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      {...props}
    />
  );
}
