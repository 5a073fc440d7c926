/**
 * What a browser test leaves behind that the next one must not see: cookies (the preferences and
 * the connection settings live there), local storage (the session), and the page's language,
 * direction and title. The apps' test setup files call it after each test.
 */
export function resetBrowserState(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.title = '';
}
