import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactLimits, contactSubjects } from '../../../core/contact';
import { controlClassName } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { ApiError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/server-error-text';
import { toast } from '../../lib/toast';
import { SubmitButton } from '../auth/submit-button';
import { ContactField, contactInputClassName } from './contact-field';
import { contactFieldId, useContactForm } from './use-contact-form';
import { useSendContactMessage } from './use-send-contact-message';

/** SPEC §2 'Send us a message': checked here and again by POST /api/contact, then confirmed and cleared. */
export function ContactForm() {
  const { t } = useTranslation();
  const { values, errors, setField, validate, reset } = useContactForm();
  const send = useSendContactMessage();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactField id={contactFieldId('name')} label={t('contact.form.name')} error={errors.name}>
            {(aria) => (
              <input
                id={contactFieldId('name')}
                autoComplete="name"
                maxLength={contactLimits.nameMax}
                placeholder={t('contact.form.namePlaceholder')}
                className={`${controlClassName} ${contactInputClassName}`}
                value={values.name}
                onChange={(event) => setField('name', event.target.value)}
                {...aria}
              />
            )}
          </ContactField>
          <ContactField id={contactFieldId('email')} label={t('contact.form.email')} error={errors.email}>
            {(aria) => (
              <input
                id={contactFieldId('email')}
                type="email"
                autoComplete="email"
                maxLength={contactLimits.emailMax}
                placeholder={t('contact.form.emailPlaceholder')}
                className={`${controlClassName} ${contactInputClassName}`}
                value={values.email}
                onChange={(event) => setField('email', event.target.value)}
                {...aria}
              />
            )}
          </ContactField>
        </div>
        <ContactField id={contactFieldId('subject')} label={t('contact.form.subject')} error={errors.subject}>
          {(aria) => (
            <NativeSelect
              id={contactFieldId('subject')}
              className="*:aria-invalid:border-red-500"
              value={values.subject}
              onChange={(event) => setField('subject', event.target.value)}
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
        </ContactField>
        <ContactField id={contactFieldId('message')} label={t('contact.form.message')} error={errors.message}>
          {(aria) => (
            <textarea
              id={contactFieldId('message')}
              rows={6}
              maxLength={contactLimits.messageMax}
              placeholder={t('contact.form.messagePlaceholder')}
              className={`${controlClassName} ${contactInputClassName} h-auto py-2.5`}
              value={values.message}
              onChange={(event) => setField('message', event.target.value)}
              {...aria}
            />
          )}
        </ContactField>
        <SubmitButton
          submitting={send.isPending}
          submittingLabel={t('contact.form.sending')}
          className="w-full sm:w-auto"
        >
          {t('contact.form.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
