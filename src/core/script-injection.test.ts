import { describe, expect, it } from 'vitest';
import { attacks, ordinaryMessages } from './script-injection.corpus';
import { containsScriptInjection } from './script-injection';

describe('containsScriptInjection', () => {
  it('has corpora big enough to mean something', () => {
    expect(ordinaryMessages.length).toBeGreaterThanOrEqual(60);
    expect(attacks.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ordinaryMessages)('lets ordinary text through: %j', (text) => {
    expect(containsScriptInjection(text)).toBe(false);
  });

  it.each(attacks)('refuses %j', (text) => {
    expect(containsScriptInjection(text)).toBe(true);
  });

  it.each(attacks)('refuses %j inside an ordinary message', (attack) => {
    expect(containsScriptInjection(`Hi, love the site! ${attack} Thanks, Ana`)).toBe(true);
  });

  it.each([
    ['a tag spaced from <', 'hello < script>steal()</script>'],
    ['an event handler with spaces in a tag', '<div onClick = "go()">'],
    ['a scheme split by a line break', 'java\nscript:alert(1)'],
    ['a scheme hidden in decimal entities without semicolons', '&#0000106&#0000097vascript:alert(1)'],
    ['a script tag hidden in entities', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a JavaScript unicode escape with braces', '\\u{61}lert(1)'],
    ['an empty dialog call', 'print()'],
    ['a dialog reading the document', 'alert(document.cookie)'],
    ['window.location read', 'window.location'],
    ['location.replace', "location.replace('https://evil.example')"],
    ['a navigation to a URL', "location='//evil.example'"],
    ['data: with an SVG document', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ])('refuses %s', (_, text) => {
    expect(containsScriptInjection(text)).toBe(true);
  });

  it.each([
    ['no text at all', ''],
    ['a smiley after JavaScript:', 'I love JavaScript:)'],
    ['a bare scheme-like word before a space', 'javascript: is it needed?'],
    ['a plural in brackets after alert', 'alert(s) for Rome'],
    ['expression(s)', 'Any expression(s) of interest are welcome'],
    ['a dialog word before a spaced numbered list item', 'price alert (1) and weather alert (2)'],
    ['a handler-like word with a plain value after a quote', 'He said "yes" onboarding=smooth'],
    ['a less-than before a word that is not an element', 'Tallinn <Riga by bus'],
    ['an e-mail in angle brackets', 'Ana <ana@example.com>'],
    ['a place called Location', 'location = Lisbon, dates = May'],
  ])('lets %s through', (_, text) => {
    expect(containsScriptInjection(text)).toBe(false);
  });
});
