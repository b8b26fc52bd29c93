import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contactLimits, contactSubjects } from '../../../core/contact';
import { controlClassName } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { FormField, invalidControlClassName } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/server-error-text';
import { toast } from '../../lib/toast';
import { useContactForm } from './use-contact-form';
import { useSendContactMessage } from './use-send-contact-message';

/** product.md §2 'Send us a message': checked here and again by POST /api/contact, then confirmed and cleared. */
export function ContactForm() {
  const { t } = useTranslation();
  const { inputFor, validate, reset } = useContactForm();
  const send = useSendContactMessage();
  const subjectField = inputFor('subject');
  const messageField = inputFor('message');

  function handleSubmit() {
    const message = validate();
    if (!message || send.isPending) return;
    send.mutate(message, {
      onSuccess: () => {
        toast.success(t('contact.form.success'));
        reset();
      },
      onError: (error) => {
        // Contact's own limit is minutes long, so it says so rather than the general 'try again later'.
        const limited = error instanceof ApiError && error.status === 429;
        toast.error(
          limited ? t('contact.form.rateLimited') : serverErrorText(error, t, t('contact.form.failed')),
        );
      },
    });
  }

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Send aria-hidden className="size-5 text-brand-700" />
        {t('contact.form.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('contact.form.description')}</p>
      <Form onSubmit={handleSubmit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('contact.form.name')}
            autoComplete="name"
            maxLength={contactLimits.nameMax}
            placeholder={t('contact.form.namePlaceholder')}
            {...inputFor('name')}
          />
          <TextField
            label={t('contact.form.email')}
            type="email"
            autoComplete="email"
            maxLength={contactLimits.emailMax}
            placeholder={t('contact.form.emailPlaceholder')}
            {...inputFor('email')}
          />
        </div>
        <FormField id={subjectField.id} label={t('contact.form.subject')} error={subjectField.error}>
          {(aria) => (
            <NativeSelect
              id={subjectField.id}
              className="*:aria-invalid:border-red-500"
              value={subjectField.value}
              onChange={subjectField.onChange}
              {...aria}
            >
              <option value="" disabled>
                {t('contact.form.subjectPlaceholder')}
              </option>
              {contactSubjects.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`contact.form.subjects.${subject}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={messageField.id} label={t('contact.form.message')} error={messageField.error}>
          {(aria) => (
            <textarea
              id={messageField.id}
              rows={6}
              maxLength={contactLimits.messageMax}
              placeholder={t('contact.form.messagePlaceholder')}
              className={`${controlClassName} ${invalidControlClassName} h-auto py-2.5`}
              value={messageField.value}
              onChange={messageField.onChange}
              {...aria}
            />
          )}
        </FormField>
        <SubmitButton
          pending={send.isPending}
          pendingLabel={t('contact.form.sending')}
          className="w-full sm:w-auto"
        >
          {t('contact.form.send')}
        </SubmitButton>
      </Form>
    </section>
  );
}
