import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ConfirmDialog, notify } from '../ui';
import type { ConfirmDialogProps } from '../ui/ConfirmDialog';
import { useTranslation } from '../../../lib/i18n';

export { listKey } from '../ui/use-admin-list';

/**
 * A back-office change: runs the call, refreshes the lists under `invalidate` (useAdminList keys
 * start with listKey(declaration)) and tells the operator it worked. Failures are already told by the
 * admin client's error dialog.
 */
export function useOpsMutation<TArgs, TResult>(
  run: (args: TArgs) => Promise<TResult>,
  { invalidate, done = 'ops_saved' }: { invalidate: QueryKey | QueryKey[]; done?: string | null },
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const keys = (Array.isArray(invalidate[0]) ? invalidate : [invalidate]) as QueryKey[];
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      if (done) notify.success(t(done));
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export type ConfirmRequest = Omit<ConfirmDialogProps, 'onClose' | 'testId'>;

/**
 * One confirm dialog for a page: `ask` opens it with the action to run on confirm (it stays open
 * and lets the operator retry when the call fails), `dialog` is rendered by the page.
 */
export function useConfirm(
  testId = 'ops-confirm',
): [ask: (request: ConfirmRequest) => void, dialog: ReactNode] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const dialog = request ? (
    <ConfirmDialog {...request} testId={testId} onClose={() => setRequest(null)} />
  ) : null;
  return [setRequest, dialog];
}

/**
 * Approving and rejecting the waiting rows of a queue (applications, redemptions): each call
 * refreshes the lists under `invalidate` and tells the operator. Remarks are optional on approve.
 */
export function useDecisions(
  decide: {
    approve: (id: number, remarks: string | null) => Promise<unknown>;
    reject: (id: number, remarks: string) => Promise<unknown>;
  },
  invalidate: QueryKey[],
) {
  const approve = useOpsMutation(
    ({ id, remarks }: { id: number; remarks: string }) => decide.approve(id, remarks || null),
    { invalidate, done: 'ops_approved' },
  );
  const reject = useOpsMutation(
    ({ id, remarks }: { id: number; remarks: string }) => decide.reject(id, remarks),
    { invalidate, done: 'ops_rejected' },
  );
  return {
    approve: (id: number, remarks: string) => approve.mutateAsync({ id, remarks }),
    reject: (id: number, remarks: string) => reject.mutateAsync({ id, remarks }),
  };
}
