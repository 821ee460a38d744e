/** How the generators spell one name in each place: kebab-case files, camelCase values, PascalCase types. */

/** The words of a kebab-case, camelCase or PascalCase name, lower case (`getDomainNote` → get, domain, note). */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const kebab = (name: string): string => words(name).join('-');
export const pascal = (name: string): string => words(name).map(capital).join('');
export const camel = (name: string): string => {
  const [first = '', ...rest] = words(name);
  return first + rest.map(capital).join('');
};
/** `domain-notes` → `DOMAIN_NOTES`. */
export const constant = (name: string): string => words(name).join('_').toUpperCase();

/** A sentence-case title users read, from a PascalCase name; users read "metaverse", never "domain". */
export function title(name: string): string {
  const text = words(name)
    .map((word) => (word === 'domain' ? 'metaverse' : word === 'domains' ? 'metaverses' : word))
    .join(' ');
  return capital(text);
}

export const isKebab = (name: string): boolean => /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name);
export const isCamel = (name: string): boolean => /^[a-z][a-zA-Z0-9]*$/.test(name);
export const isPascal = (name: string): boolean => /^[A-Z][a-zA-Z0-9]*$/.test(name);
/** A console folder name as the existing ones are written: `supportdocs`, `adminEvents`, `home-offers`. */
export const isFolder = (name: string): boolean => /^[a-z][a-zA-Z0-9]*(-[a-z0-9]+)*$/.test(name);
