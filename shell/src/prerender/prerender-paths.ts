/** The path the shell's `*` route (the 404 page) is prerendered for: it stands for any unknown path. */
export const NOT_FOUND_PATH = '*';

/** Whether HTML prerendered for `prerenderedFor` shows `pathname` (the router ignores case and a trailing slash). */
export function isPrerenderedFor(prerenderedFor: string | undefined, pathname: string): boolean {
  if (prerenderedFor === undefined) return false;
  if (prerenderedFor === NOT_FOUND_PATH) return true;
  const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  return normal(prerenderedFor) === normal(pathname);
}
