// The dashboard's quick actions open the creation dialogs through the URL
// (/add-user?dialog=create-user, /students?dialog=add-student): the remote contract stays
// ./routes and ./nav only. Closing the dialog drops the parameter so a reload does not reopen it.
import { useCallback, useState } from 'react';
import { useSearchParams } from '@akademi/shared/router';

export const CREATE_DIALOG_PARAM = 'dialog';
export type CreateDialogName = 'create-user' | 'add-student';

export function useCreateDialogParam(): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(CREATE_DIALOG_PARAM);
  const [open, setOpenState] = useState(requested === 'create-user' || requested === 'add-student');
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (!next && params.has(CREATE_DIALOG_PARAM)) {
        const rest = new URLSearchParams(params);
        rest.delete(CREATE_DIALOG_PARAM);
        setParams(rest, { replace: true });
      }
    },
    [params, setParams],
  );
  return [open, setOpen];
}
