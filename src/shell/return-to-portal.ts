import { httpUrl } from '@/lib/url/safe-url.ts';

/**
 * Return To Portal posts the portal's form (url and hidden fields) and leaves the console. The url comes from the
 * server: only an absolute http(s) URL becomes the form's action; otherwise nothing is posted and false is
 * returned, so the caller can say the portal cannot be reached.
 */
export function postToPortal(postParams: { url: string; fields: Record<string, string> }): boolean {
  const action = httpUrl(postParams.url);
  if (!action) return false;
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(postParams.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  return true;
}
