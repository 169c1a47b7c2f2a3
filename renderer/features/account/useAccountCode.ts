import { useEffect, useState } from 'react';
import type { CodeInfo } from '../../api/account';
import { failureOf } from './forms';

export type CodeState =
  | { kind: 'checking' }
  | { kind: 'valid'; info: CodeInfo }
  | { kind: 'failed'; failure: ReturnType<typeof failureOf> };

/** Looks at a mailed link's code once (without using it), so a dead link says so before any typing. */
export function useAccountCode(
  code: string | undefined,
  check: (code: string) => Promise<CodeInfo>,
): CodeState {
  const [answer, setAnswer] = useState<{ code: string; state: CodeState } | null>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    check(code).then(
      (info) => current && setAnswer({ code, state: { kind: 'valid', info } }),
      (error: unknown) =>
        current && setAnswer({ code, state: { kind: 'failed', failure: failureOf(error) } }),
    );
    return () => {
      current = false;
    };
  }, [code, check]);
  if (!code) return { kind: 'failed', failure: { key: 'link.invalid', message: '' } };
  return answer?.code === code ? answer.state : { kind: 'checking' };
}
