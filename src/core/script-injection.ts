/**
 * SPEC §5 script-injection detection: code-like fragments that have no place in a message to a person. Free text
 * is refused when any of these appear, whatever their case.
 */
const scriptInjectionPatterns: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /\bon\w+\s*=/i,
  /\bjavascript\s*:/i,
  /\bvbscript\s*:/i,
  /\bexpression\s*\(/i,
  /\beval\s*\(/i,
  /\balert\s*\(/i,
  /\bdocument\s*\.\s*cookie\b/i,
  /\bdocument\s*\.\s*write\s*\(/i,
  /\bwindow\s*\.\s*location\b/i,
  /\binnerHTML\b/i,
];

export function containsScriptInjection(text: string): boolean {
  return scriptInjectionPatterns.some((pattern) => pattern.test(text));
}
