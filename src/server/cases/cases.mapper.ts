export function searchTextOf(fields: { title: string; asin: string; description: string }): string {
  return `${fields.title}\n${fields.asin}\n${fields.description}`.toLowerCase();
}
