import { describe, expect, it } from 'vitest';
import { chooseScriptNames } from './geonames-name-choice';

/** Characters of traditional Chinese, as CLDR's zh-Hant and ja locales give them. */
const traditional = new Set('蘭廣內東');

// Each city's names as GeoNames lists them: in alphabetical order, without their language.
const cairo = ['Cairo', 'Каир', 'Каиро', 'Кайро', 'Каїр', 'القاهرة', 'قاهره', '开罗', '開羅'];
const munich = ['München', 'Минхен', 'Мюнхен', 'ميونخ', 'ميونيخ', '慕尼黑'];
const beloHorizonte = ['Belo Horizonte', 'Белу-Арызонты', 'Белу-Оризонти', 'بيلو هوريزونتي'];
const abuDhabi = ['Abu Dhabi', 'Абу Даби', 'Абу-Дабі', 'أبو ظبي', 'جزيرة أبوظبي وجزر داخلية اخرى'];
const guangzhou = ['Guangzhou', 'Гуанджоу', 'Гуанчжоу', '广州', '广州市', '廣州', '廣州市'];

describe('chooseScriptNames', () => {
  it("picks each Cyrillic language's name by the letters it writes and the others do not", () => {
    expect(chooseScriptNames(cairo, traditional)).toMatchObject({ ru: 'Каир', uk: 'Каїр', sr: 'Каир' });
    // Serbian has no ю: 'Мюнхен' is Russian and Ukrainian, 'Минхен' Serbian.
    expect(chooseScriptNames(munich, traditional)).toMatchObject({
      ru: 'Мюнхен',
      uk: 'Мюнхен',
      sr: 'Минхен',
    });
  });

  it("passes over Belarusian's ы and э for Russian", () => {
    expect(chooseScriptNames(beloHorizonte, traditional).ru).toBe('Белу-Оризонти');
  });

  it('takes an Arabic name with its article, and a name over a description', () => {
    expect(chooseScriptNames(cairo, traditional).ar).toBe('القاهرة');
    expect(chooseScriptNames(abuDhabi, traditional).ar).toBe('أبو ظبي');
    expect(chooseScriptNames(['حیدرآباد'], traditional).ar).toBe('حيدرآباد');
    expect(chooseScriptNames(['پاریس'], traditional).ar).toBeUndefined();
  });

  it("takes simplified Chinese without 'city', traditional only when there is nothing else", () => {
    expect(chooseScriptNames(guangzhou, traditional).zh).toBe('广州');
    expect(chooseScriptNames(cairo, traditional).zh).toBe('开罗');
    expect(chooseScriptNames(['米蘭'], traditional).zh).toBe('米蘭');
  });

  it('leaves a language out when no name is written in its letters', () => {
    expect(chooseScriptNames(['Bern', 'Berne'], traditional)).toEqual({});
  });
});
