import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import fr from '../../locales/fr.json';
import { SearchFailedError } from '../../lib/search-api';
import { searchErrorMessage } from './search-error-message';

const serverMessage = 'We could not convert prices into EUR right now. Please try again later.';

describe('searchErrorMessage', () => {
  it('names the search currency when rates to convert into it were missing, in the visitor’s language', async () => {
    const french = i18next.createInstance();
    await french.init({
      lng: 'fr',
      resources: { fr: { translation: fr } },
      interpolation: { escapeValue: false },
    });
    const failure = new SearchFailedError(serverMessage, 503, 'fx_unavailable');

    expect(searchErrorMessage(failure, french.t, { currency: 'EUR', where: '' })).toBe(
      'Nous n’avons pas pu convertir les prix en EUR pour le moment. Veuillez réessayer plus tard.',
    );
  });

  it('tells a partner outage in product words, never the partner’s text', async () => {
    const french = i18next.createInstance();
    await french.init({
      lng: 'fr',
      resources: { fr: { translation: fr } },
      interpolation: { escapeValue: false },
    });
    const failure = new SearchFailedError('upstream 503 <html>', 503, 'flights_unreachable');

    expect(searchErrorMessage(failure, french.t, { currency: 'EUR', where: '' })).toBe(
      'Nous n’avons pas pu joindre notre partenaire aérien. Veuillez réessayer dans quelques minutes.',
    );
  });

  it('says how long a busy partner asked to wait, in the visitor’s language', async () => {
    const french = i18next.createInstance();
    await french.init({
      lng: 'fr',
      resources: { fr: { translation: fr } },
      interpolation: { escapeValue: false },
    });
    const failure = new SearchFailedError('busy', 503, 'hotels_busy', 150);

    expect(searchErrorMessage(failure, french.t, { currency: 'EUR', where: '', language: 'fr' })).toBe(
      'Notre partenaire hôtelier est très sollicité en ce moment. Veuillez réessayer dans 3 minutes.',
    );
  });
});
