import { Widgets } from '@rjsf/antd';
import type { WidgetProps } from '@rjsf/utils';

const SelectWidget = Widgets.SelectWidget;

/**
 * A select whose options arrive at run time (`ui:options.choices`, `{ value, label }` each) rather than from the
 * schema, which a precompiled validator does not let the console change.
 */
export function ChoiceSelectWidget(props: WidgetProps) {
  const choices = (props.options.choices as Array<{ value: string; label: string }> | undefined) ?? [];
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: choices }} />;
}
