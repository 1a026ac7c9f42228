/** Return To Portal posts the portal's form (url and hidden fields) and leaves the console. */
export function postToPortal(postParams: { url: string; fields: Record<string, string> }) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = postParams.url;
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
}
