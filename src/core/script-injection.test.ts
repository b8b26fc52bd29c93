import { describe, expect, it } from 'vitest';
import { containsScriptInjection } from './script-injection';

describe('containsScriptInjection', () => {
  it.each([
    ['a script tag', 'hello <script>steal()</script>'],
    ['a closing script tag in capitals', 'bye </SCRIPT>'],
    ['an inline event handler', '<img src=x onerror=steal()>'],
    ['an inline handler with spaces', 'div onClick = "go()"'],
    ['a javascript: scheme', 'click JavaScript:void(0)'],
    ['a vbscript: scheme', 'VBScript:msgbox'],
    ['a CSS expression(', 'width: expression(alert)'],
    ['eval(', 'please eval(payload)'],
    ['alert(', 'ALERT(1)'],
    ['document.cookie', 'send me document.cookie'],
    ['document.write(', 'document.write("x")'],
    ['window.location', 'window.location = "https://evil.example"'],
    ['innerHTML', 'el.innerHTML = x'],
  ])('finds %s', (_, text) => {
    expect(containsScriptInjection(text)).toBe(true);
  });

  it.each([
    'I love Paris in the evening',
    'What about onboarding?',
    'my email is a@b.co',
    'Can I book a hotel on the 5th = next Friday?',
    'The description of my trip: 3 nights in Rome, budget €800.',
    'The evaluation was great, and the alerts helped; the window location was perfect.',
    'I read the document. Cookies are fine.',
    '',
  ])('lets ordinary text through: %j', (text) => {
    expect(containsScriptInjection(text)).toBe(false);
  });
});
