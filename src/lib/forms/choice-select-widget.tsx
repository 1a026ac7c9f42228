import { Widgets } from '@rjsf/antd';
import type { WidgetProps } from '@rjsf/utils';
import { msg } from '@/lib/i18n/messages.ts';

const SelectWidget = Widgets.SelectWidget;

/**
 * A select whose options arrive at run time (`ui:options.choices`, `{ value, label }` each) rather than from the
 * schema, which a precompiled validator does not let the console change. While they are still on their way
 * (`ui:options.loading`), the select says so and cannot be opened, instead of showing an empty list.
 */
export function ChoiceSelectWidget(props: WidgetProps) {
  const choices = (props.options.choices as Array<{ value: string; label: string }> | undefined) ?? [];
  if (props.options.loading) {
    return <SelectWidget {...props} disabled placeholder={msg('shell.loading')} options={{ ...props.options, enumOptions: [] }} />;
  }
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: choices }} />;
}
