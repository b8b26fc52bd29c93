import { describe, expect, it } from 'vitest';
import { chooseScriptNames } from './geonames-name-choice';

/** Characters of traditional Chinese, as CLDR's zh-Hant and ja locales give them. */
const traditional = new Set('蘭廣內東');

// Each city's names as GeoNames lists them: in alphabetical order, without their language.
const cairo = ['Cairo', 'Каир', 'Каиро', 'Кайро', 'Каїр', 'القاهرة', 'قاهره', '开罗', '開羅'];
const munich = ['München', 'Минхен', 'Мюнхен', 'ميونخ', 'ميونيخ', '慕尼黑'];
const beloHorizonte = ['Belo Horizonte', 'Белу-Арызонты', 'Белу-Оризонти', 'بيلو هوريزونتي'];
const accra = ['Accra', 'Акра', 'Аккра', 'أكرا'];
const abuDhabi = ['Abu Dhabi', 'Абу Даби', 'Абу-Дабі', 'أبو ظبي', 'جزيرة أبوظبي وجزر داخلية اخرى'];
const guangzhou = ['Guangzhou', 'Гуанджоу', 'Гуанчжоу', '广州', '广州市', '廣州', '廣州市'];

describe('chooseScriptNames', () => {
  const choose = (names: readonly string[], latin: readonly string[]) =>
    chooseScriptNames(names, traditional, latin);

  it("picks each Cyrillic language's name by the letters it writes and the others do not", () => {
    expect(choose(cairo, ['cairo'])).toMatchObject({ uk: 'Каїр', sr: 'Каиро' });
    // Serbian has no ю: 'Мюнхен' is Russian and Ukrainian, 'Минхен' Serbian.
    expect(choose(munich, ['munchen', 'munich'])).toMatchObject({ ru: 'Мюнхен', uk: 'Мюнхен', sr: 'Минхен' });
  });

  it("takes the name nearest the city's own letters: Russian keeps Accra's double k, and not Belarusian's ы", () => {
    expect(choose(accra, ['accra']).ru).toBe('Аккра');
    expect(choose(beloHorizonte, ['belo horizonte']).ru).toBe('Белу-Оризонти');
  });

  it('takes an Arabic name over a description, the longest, in Arabic letters', () => {
    expect(choose(cairo, ['cairo']).ar).toBe('القاهرة');
    expect(choose(abuDhabi, ['abu dhabi']).ar).toBe('أبو ظبي');
    expect(choose(['حیدرآباد'], ['hyderabad']).ar).toBe('حيدرآباد');
    expect(choose(['پاریس'], ['paris']).ar).toBeUndefined();
  });

  it("takes simplified Chinese without 'city', traditional only when there is nothing else", () => {
    expect(choose(guangzhou, ['guangzhou']).zh).toBe('广州');
    expect(choose(cairo, ['cairo']).zh).toBe('开罗');
    expect(choose(['米蘭'], ['milan']).zh).toBe('米蘭');
  });

  it('leaves a language out when no name is written in its letters', () => {
    expect(choose(['Bern', 'Berne'], ['bern'])).toEqual({});
  });
});
