import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from './use-me';

/**
 * For a button that opens a dialog only a signed-in user can use ('Schedule Viewing', 'Schedule Service'):
 * a visitor goes to `signInPath` (which brings them back); a signed-in user gets the dialog, mounted on first
 * use so its code loads only then. Focus returns to the button through `triggerRef`.
 */
export function useSignedInDialog(signInPath: string) {
  const me = useMe();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const goToSignIn = () => void navigate(signInPath);
  const start = async () => {
    const user = me.data !== undefined ? me.data : ((await me.refetch()).data ?? null);
    if (!user) {
      goToSignIn();
      return;
    }
    setMounted(true);
    setOpen(true);
  };

  return { open, setOpen, mounted, triggerRef, start, goToSignIn, signedIn: Boolean(me.data) };
}
