import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_RULES, enabledFlags, type FlagNode } from '@platform/shared';
import { useSettings } from '../../../lib/settings/useSettings';
import { fetchRegisterFields } from '../api/register';
import { registerFlags, type FormField } from '../field-rules';

export const REGISTER_FIELDS_KEY = ['register', 'fields'] as const;

export function useRegisterFields() {
  return useQuery({ queryKey: REGISTER_FIELDS_KEY, queryFn: fetchRegisterFields, staleTime: 3 * 60_000 });
}

/** Field settings and the registration flags, ready once both the settings and the fields are. */
export function useRegisterConfig() {
  const settings = useSettings();
  const fields = useRegisterFields();
  const flags = useMemo(
    () => registerFlags(enabledFlags((settings.data?.whitelabel ?? []) as FlagNode[])),
    [settings.data?.whitelabel],
  );
  return {
    loading: settings.isPending || fields.isPending,
    failed: settings.isError || fields.isError,
    retry: () => {
      void settings.refetch();
      void fields.refetch();
    },
    settings: fields.data ?? [],
    flags,
  };
}

/**
 * The merchant's password rule (the register setting overrides the default rules), used by
 * every form that sets a password, as the server does.
 */
export function usePasswordRule(): FormField {
  const { data } = useRegisterFields();
  return useMemo(() => {
    const setting = data?.find((f) => f.key === 'password');
    return {
      key: 'password',
      kind: 'password',
      required: true,
      min: setting?.minLength ?? ACCOUNT_RULES.password.min,
      max: setting?.maxLength ?? ACCOUNT_RULES.password.max,
      pattern: setting?.acceptedPattern || '*',
    };
  }, [data]);
}
