import { Switch } from '@chakra-ui/react';

/** A small on/off switch with its visible label: the toolbars' settings (snap, collision). */
export function LabelledSwitch(props: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Switch.Root size="sm" checked={props.checked} onCheckedChange={(e) => props.onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{props.label}</Switch.Label>
    </Switch.Root>
  );
}
