/** The back office's shared building blocks, for the core and the feature pages alike. */
export { PagedTable, Pager, type Column } from './PagedTable';
export { FiltersBar } from './FiltersBar';
export { TextField, TextAreaField, SelectField, CodeSelectField, CheckboxField, FieldFrame } from './fields';
export * from './validation';
export { ConfirmDialog } from './ConfirmDialog';
export { notify } from './notify';
export { Money } from './Money';
export { DateRangePicker, lastDays, type DayRange } from './DateRangePicker';
export { LoadingState, EmptyState, ErrorState } from './states';
export { BarChart } from './charts/BarChart';
export { LineChart } from './charts/LineChart';
export {
  useAdminList,
  useFilteredList,
  tableProps,
  listKey,
  callAdmin,
  type AdminListSpec,
  type RowOf,
} from './use-admin-list';
export * from './format';
export { StatusWithRemarks, DecisionButtons } from './DecisionButtons';
export { useDraftFilters } from './use-draft-filters';
export { RowButton } from './RowButton';
export { EditForm } from './EditForm';
export { useBusyAction } from './use-busy-action';
export { useFormValues, draftFields } from './use-form-values';
export { WholeTable, wholeQueryProps } from './WholeTable';
export { SectionHead, PrimaryButton } from './SectionHead';
export { NameWithCode, TitleWithBadge } from './cells';
export { ListFilters, yesNoChoices, type FilterSpec } from './ListFilters';
export { filterQuery } from './filter-query';
export { TimeWindowFields } from './TimeWindowFields';
export { DraftFieldList, type DraftField } from './DraftFieldList';
export { timeColumn } from './columns';
