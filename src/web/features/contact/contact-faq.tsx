import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';

const questions = ['free', 'booking', 'budget', 'prices', 'savedSearches'] as const;

/** product.md §2 FAQ: one answer open at a time, and the open one can be closed again. */
export function ContactFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('contact.faq.title')}
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {questions.map((question) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
                {t(`contact.faq.${question}.question`)}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-600">
              {t(`contact.faq.${question}.answer`)}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
