import { useState } from 'react';
import { passwordProblems, type PasswordProblems } from './forms';

/**
 * A new password and its repetition, and their problems once the form was sent: what PasswordFields
 * shows and what the form checks before it sends.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // Null until the user first submits: no field is marked before then.
  const [problems, setProblems] = useState<PasswordProblems | null>(null);
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    problems,
    /** Checks both fields, shows their problems from now on, and says whether they may be sent. */
    check: () => {
      const found = passwordProblems(password, confirm);
      setProblems(found);
      return !found.password && !found.confirm;
    },
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;
