import { useState } from 'react';
import {
  answerCode,
  isNetworkError,
  retryAfterMinutes,
  saveObjectUrl,
  useDownloadLetterMutation,
} from 'shared/api';
import { type GeneratedLetter, letterFileName, ResultCode } from 'shared/contract';

/** Why a download failed: the network, the limit of downloads an hour (-5), or anything else. */
export type DownloadProblem =
  | { kind: 'network' }
  | { kind: 'failed' }
  | { kind: 'tooManyAttempts'; minutes: number }
  | null;

/** Downloads a letter's PDF and saves it under the spec's file name. */
export function useLetterDownload() {
  const [downloadLetter] = useDownloadLetterMutation();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<DownloadProblem>(null);

  async function download(letter: GeneratedLetter): Promise<void> {
    setDownloadingId(letter.id);
    setProblem(null);
    try {
      const result = await downloadLetter(letter.id);
      const objectUrl = 'data' in result ? result.data?.objectUrl : undefined;
      if (objectUrl) {
        saveObjectUrl(objectUrl, letterFileName(letter.name));
      } else if (answerCode(result) === ResultCode.tooManyAttempts) {
        setProblem({ kind: 'tooManyAttempts', minutes: retryAfterMinutes(result) ?? 1 });
      } else {
        const network = 'error' in result && isNetworkError(result.error);
        setProblem({ kind: network ? 'network' : 'failed' });
      }
    } finally {
      setDownloadingId(null);
    }
  }

  return { download, downloadingId, problem };
}
