import { useState } from 'react';
import { isNetworkError, useDownloadLetterMutation } from 'shared/api';
import { type GeneratedLetter, letterFileName } from 'shared/contract';
import { saveObjectUrl } from './save-file';

export type DownloadProblem = 'network' | 'failed' | null;

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
      } else {
        setProblem('error' in result && isNetworkError(result.error) ? 'network' : 'failed');
      }
    } finally {
      setDownloadingId(null);
    }
  }

  return { download, downloadingId, problem };
}
