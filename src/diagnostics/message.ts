// Fills a rule's message template: each `{placeholder}` takes the report's data of that name; one
// without data stays as written, so a test can find it (unfilledPlaceholders). A `${NAME}` is never a
// placeholder: it is a shell or template variable a message shows as an example (`${TOKEN}`).

export type MessageData = { readonly [key: string]: string | number };

const placeholder = /(?<!\$)\{(\w+)\}/g;

export function fillMessage(template: string, data: MessageData | undefined): string {
  if (data === undefined) return template;
  return template.replace(placeholder, (whole, key: string) => (key in data ? String(data[key]) : whole));
}

/** The `{placeholder}` names a template leaves unfilled with this data, in order of appearance. */
export function unfilledPlaceholders(template: string, data: MessageData | undefined): string[] {
  return [...template.matchAll(placeholder)].map((m) => m[1] as string).filter((key) => data === undefined || !(key in data));
}
