/**
 * product.md §5 script-injection detection: refuse a contact message that carries real markup or script.
 *
 * Escaping when the mail is built is what keeps support's inbox safe; this check only turns away messages that are
 * plainly attacks. So every pattern needs the shape of code (a tag, an attribute, a URL scheme glued to code, a call
 * with a literal argument), never a bare word: "price alert (email)", "onboarding=smooth" or "JavaScript: it works"
 * are prose and must pass, in any language.
 */

/** Elements that run script, load other documents, restyle the page or take input, when written as a tag. */
const dangerousElements = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'img',
  'image',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'keygen',
  'isindex',
  'body',
  'html',
  'head',
  'xml',
  'xss',
  'bgsound',
  'layer',
  'ilayer',
  'marquee',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'xmp',
  'portal',
  'video',
  'audio',
  'source',
];

/** DOM event names, so a handler written outside any tag (`onclick="go()"`) is still recognised. */
const eventNames = String.raw`(?:abort|after\w+|animation\w+|auxclick|before\w+|begin|blur|bounce|can\w+|change|click|contextmenu|copy|cut|dblclick|drag\w*|drop|end|error|finish|focus\w*|hashchange|input|invalid|key\w+|load\w*|message|mouse\w+|page\w+|paste|pointer\w+|popstate|repeat|reset|resize|scroll\w*|search|select\w*|show|start|submit|toggle|touch\w+|transition\w+|unload|wheel)`;

/** An attribute value that is code: quoted, or unquoted but holding a call or template. */
const codeLikeValue = String.raw`\s*=\s*(?:["'\x60]|[^\s"'\x60<>]*[(\x60])`;

/** Browsers drop tabs and line breaks inside a URL, so `java\tscript:` is still the javascript: scheme. */
function spelledWithUrlGaps(word: string): string {
  return word.split('').join(String.raw`[\t\n\r]*`);
}

/**
 * What may follow a script scheme's colon for it to be code: a call, assignment or property of an identifier, an
 * escape, a comment, a string or a bracketed expression. A space ("JavaScript: it works"), a typo ("JavaScript:it
 * works") or a smiley ("JavaScript:)") is not code.
 */
const schemeCodeStart = String.raw`(?:[a-z_$][\w$]*(?:[(\x60\[=]|\.[a-z_$])|[%\\]|\/[/*]|["'\x60][^\s(]|\([\w"'\x60])`;

const scriptInjectionPatterns: readonly RegExp[] = [
  // <script>, </script >, < script src=…>: the one tag refused even when spaced out.
  /<\s*\/?\s*script(?=[\s/>])/i,
  // Other active elements as tags; `<name` must be followed by a space, / or >, so "I <3 Lisbon" is not a tag.
  new RegExp(String.raw`<\/?(?:${dangerousElements.join('|')})(?=[\s/>])`, 'i'),
  // A link tag with an href: the usual carrier for javascript: URLs and phishing.
  /<a[\s/][^<>]*\bhref\s*=/i,
  // Any tag with an event-handler attribute: <div onclick=…>, <svg/onload=…>, <x onerror=…>.
  /<[a-z][^<>]*[\s/"'`]on[a-z]+\s*=/i,
  // Breaking out of a quoted attribute to add a handler: `" onmouseover="alert(1)`, `' onfocus='…`.
  new RegExp(String.raw`["'\x60][\s/]+on[a-z]+${codeLikeValue}`, 'i'),
  // A known DOM event handler given code without any tag: `onClick = "go()"`, `onerror=alert(1)`.
  new RegExp(String.raw`\bon${eventNames}${codeLikeValue}`, 'i'),
  // javascript:/vbscript:/livescript: glued to code, as in a URL: `javascript:alert(1)`, `JaVaScRiPt:void(0)`.
  new RegExp(
    String.raw`(?<![a-z])(?:${['javascript', 'vbscript', 'livescript'].map(spelledWithUrlGaps).join('|')}):${schemeCodeStart}`,
    'i',
  ),
  // data: URLs whose content a browser renders as a page or runs as script.
  /(?<![a-z])data:(?:text\/html|text\/javascript|application\/(?:x-)?javascript|application\/xhtml\+xml|image\/svg\+xml)/i,
  // Old IE CSS expressions, glued to the parenthesis ("expression(s)" is prose).
  /\bexpression\((?!s\))/i,
  // Old CSS script bindings.
  /(?:-moz-binding|\bbehaviou?r)\s*:\s*url\(/i,
  // eval( glued to its parenthesis, or eval of decoded text; "I'd eval (evaluate) both" is prose.
  /\beval(?:\(|\s+\(\s*(?:atob|unescape|decodeURI\w*|String\s*\.\s*fromCharCode)\b)/i,
  // alert/prompt/confirm/print called with a literal or a DOM object: alert(1), alert('x'), alert(document.cookie).
  /\b(?:alert|prompt|confirm|print)\(\s*(?:\)|\d+\s*[),]|["'`/]|(?:document|window|location|self|top|parent|this|origin|string|atob|navigator)\b)/i,
  // The same dialogs called as a tagged template or through parentheses: alert`1`, (alert)(1).
  /\b(?:alert|prompt|confirm|print|eval)`|\(\s*(?:alert|prompt|confirm|eval)\s*\)\(/i,
  // Building code from character codes or base64.
  /\bString\s*\.\s*fromCharCode\s*\(|\batob\s*\(/i,
  // document properties and methods scripts use to steal or rewrite the page (no spaces: "document. Cookies" is prose).
  /\bdocument\.(?:cookie|domain|write(?:ln)?|location|createElement|getElementById|querySelector(?:All)?|documentElement|defaultView|execCommand)\b/i,
  // Global objects reached through the window or its aliases.
  /\b(?:window|self|top|parent|opener|globalThis)\.(?:location|document|eval|alert|execScript)\b/i,
  /\bwindow\.(?:open|name|opener|localStorage|sessionStorage|fetch|atob|setTimeout|setInterval)\b/i,
  // Bracket access that hides a name from filters: top['al'+'ert'](1), document['cookie'].
  /\b(?:window|document|self|top|parent|frames|globalThis)\s*\[\s*["'`]/i,
  // Navigating the page away: location.href=…, location.replace(…), location='https://…'.
  /\blocation\.(?:href|hash|search|pathname|protocol|host)\s*=(?!=)|\blocation\.(?:replace|assign)\(|\blocation\s*=\s*["'`](?:[a-z]+:|\/\/)/i,
  // Writing markup into the page.
  /\.(?:innerHTML|outerHTML|insertAdjacentHTML)\b/i,
  // Sending data away or running strings as code.
  /\bfetch\(\s*["'`]|\bnavigator\.sendBeacon\(|\bnew\s+XMLHttpRequest\b|\bnew\s+Function\(\s*["'`]|\bset(?:Timeout|Interval)\(\s*["'`]|\bimport\(\s*["'`]/i,
];

/** Named entities that filter-evasion payloads use to hide `<`, `:` and the like. */
const namedEntities: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
  colon: ':',
  semi: ';',
  comma: ',',
  period: '.',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  equals: '=',
  excl: '!',
  num: '#',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
};

const MAX_CODE_POINT = 0x10ffff;

function fromCodePointOr(codePoint: number, fallback: string): string {
  return codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : fallback;
}

/** Browsers decode entities inside attributes, so `&#106;avascript&colon;` is javascript: to them. */
function decodeHtmlEntities(text: string): string {
  return text
    .replace(/&#x0*([0-9a-f]{1,6});?/gi, (match, hex: string) => fromCodePointOr(parseInt(hex, 16), match))
    .replace(/&#0*(\d{1,7});?/g, (match, decimal: string) => fromCodePointOr(parseInt(decimal, 10), match))
    .replace(/&([a-z]+);/gi, (match, name: string) => namedEntities[name.toLowerCase()] ?? match);
}

/** JavaScript runs `\u0061lert(1)` as alert(1), so script escapes are read too. */
function decodeJavaScriptEscapes(text: string): string {
  return text
    .replace(/\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})/gi, (match, braced?: string, plain?: string) =>
      fromCodePointOr(parseInt(braced ?? plain ?? '', 16), match),
    )
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The text as written, and as a browser or script engine would read it after decoding. */
function readings(text: string): string[] {
  const decoded = decodeJavaScriptEscapes(decodeHtmlEntities(text));
  return decoded === text ? [text] : [text, decoded];
}

export function containsScriptInjection(text: string): boolean {
  return readings(text).some((reading) => scriptInjectionPatterns.some((pattern) => pattern.test(reading)));
}
