export type PathParams = Record<string, string | number>;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Fills `{id}` placeholders; a missing value is a programming error, so it throws instead of calling "/x/undefined". */
export function fillPathParams(path: string, params: PathParams = {}): string {
  return path.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
