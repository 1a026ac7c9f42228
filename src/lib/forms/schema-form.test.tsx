import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as hostnameForm from '@generated/forms/hostname.ts';
import * as templateForm from '@generated/forms/firmware-template.ts';
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

  it("keeps the required '*' and a colon out of a field's accessible name", () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Hostname' });
    const label = document.querySelector(`label[for="${input.id}"]`)!;
    expect(label.textContent).toBe('Hostname');
    expect(label.querySelector('[aria-hidden="true"]')).toHaveClass('schema-form-required-mark');
    // antd's default draws a '*' before and a ':' after the label with CSS, which screen readers read as part of
    // the name; these classes turn both off
    expect(label).toHaveClass('ant-form-item-required-mark-optional');
    expect(label).toHaveClass('ant-form-item-no-colon');
  });

  it("shows a conditional field only while the schema's if/then asks for it", async () => {
    function Template() {
      const [data, setData] = useState<Record<string, unknown>>({ name: 'T', 'schedule-type': 0, 'image-source': 0, 'enforced version': [] });
      return <SchemaForm form={templateForm} formData={data} onChange={setData} onSubmit={() => {}} />;
    }
    const user = userEvent.setup();
    render(<Template />);
    expect(screen.queryByLabelText(/^Day/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Start Time/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    expect(await screen.findByLabelText(/^Start Time/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Day/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(await screen.findByRole('combobox', { name: 'Day' })).toBeInTheDocument();
  });
});
