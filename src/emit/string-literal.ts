// A JavaScript string literal for any text: JSON escaping plus U+2028/U+2029, which older parsers
// treat as line terminators (DESIGN "Generated module contract").

export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
