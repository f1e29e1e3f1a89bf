// Not in the 'shared-ui' entry: that one is on every page's first load, these radios only in forms.
export { RadioList, type RadioListItem, type RadioListProps } from './radio-list.tsx';
