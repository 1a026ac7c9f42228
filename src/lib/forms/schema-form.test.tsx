import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as hostnameForm from '@generated/forms/hostname.ts';
import { messages } from '@generated/messages.ts';
import { SchemaForm, fieldErrorsToErrorSchema, moveRequiredMessages } from './schema-form.tsx';

function Harness({ serverErrors }: { serverErrors?: Record<string, string> }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  const [saved, setSaved] = useState('');
  return (
    <>
      <SchemaForm form={hostnameForm} formData={data} onChange={setData} onSubmit={(d) => setSaved(String(d.hostname))} serverErrors={serverErrors}>
        <button type="submit">Save</button>
      </SchemaForm>
      <output>{saved}</output>
    </>
  );
}

describe('SchemaForm', () => {
  it("shows the spec's messages from the precompiled validator and keeps what the user typed", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages['validation.required'])).toBeInTheDocument();
    const input = screen.getByRole('textbox');
    await user.type(input, 'my host');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(messages['validation.hostnameChars'])).toBeInTheDocument());
    expect(input).toHaveValue('my host');
    await user.clear(input);
    await user.type(input, 'fmg-hq');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('fmg-hq', { selector: 'output' })).toBeInTheDocument();
  });

  it('shows server field errors on their fields', async () => {
    render(<Harness serverErrors={{ hostname: 'Host name already in use.' }} />);
    expect(await screen.findByText('Host name already in use.')).toBeInTheDocument();
  });

  it('moves object-level required messages onto the missing property and drops if/then noise', () => {
    const errors = moveRequiredMessages([
      { name: 'errorMessage', property: '', message: 'This field is required.', stack: '', params: { errors: [{ keyword: 'required', params: { missingProperty: 'hostname' } }] } },
      { name: 'if', property: '', message: 'must match "then" schema', stack: '', params: {} },
    ] as never);
    expect(errors).toHaveLength(1);
    expect(errors[0].property).toBe('.hostname');
  });

  it('maps server field errors to an error schema', () => {
    expect(fieldErrorsToErrorSchema({ newpasswd: 'Too weak.' })).toEqual({ newpasswd: { __errors: ['Too weak.'] } });
    expect(fieldErrorsToErrorSchema({})).toBeUndefined();
  });
});
