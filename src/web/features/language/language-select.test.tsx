import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { languages } from '../../../core/languages';
import { applyLanguageToDocument } from '../../i18n/document-language';
import en from '../../locales/en.json';
import { LanguageSelect } from './language-select';

async function createI18n(supportedLngs = languages.map((language) => language.code)) {
  const instance = i18next.createInstance();
  instance.on('languageChanged', applyLanguageToDocument);
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs,
    resources: { en: { translation: en }, ar: { translation: { language: { label: 'اللغة' } } } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe('LanguageSelect', () => {
  afterEach(() => applyLanguageToDocument('en'));

  it('lists the 15 languages, each in its own name, with the current one chosen', async () => {
    render(
      <I18nextProvider i18n={await createI18n()}>
        <LanguageSelect />
      </I18nextProvider>,
    );

    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => option.textContent)).toEqual(
      languages.map((language) => language.nativeName),
    );
    expect(options).toHaveLength(15);
    expect(options.find((option) => option.value === 'de')?.textContent).toBe('Deutsch');
    expect(select.value).toBe('en');
  });

  it('offers only the languages whose strings have landed, and hides while English is alone', async () => {
    const { unmount } = render(
      <I18nextProvider i18n={await createI18n(['en', 'de'])}>
        <LanguageSelect />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Deutsch', 'English']);
    unmount();

    render(
      <I18nextProvider i18n={await createI18n(['en'])}>
        <LanguageSelect />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('switches to Arabic and turns the document right to left', async () => {
    const i18n = await createI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSelect />
      </I18nextProvider>,
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'اللغة' }).value).toBe('ar');
  });
});
