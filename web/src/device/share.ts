// A file the core wrote (its name, media type and text) handed to the person: the system's share
// sheet where the browser can share files (phones), else a download.

export interface FileToShare {
  file_name: string;
  mime_type: string;
  text: string;
}

/** Shares the file, or downloads it; a share sheet closed without choosing is no failure. */
export async function shareOrDownload(file: FileToShare): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const blob = new Blob([file.text], { type: file.mime_type });
  const shared = new File([blob], file.file_name, { type: file.mime_type });
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [shared] })) {
    try {
      await navigator.share({ files: [shared] });
      return 'shared';
    } catch (e) {
      if ((e as DOMException)?.name === 'AbortError') return 'cancelled';
      // Not allowed here (the tap's activation ran out, a policy): the download still works.
    }
  }
  download(blob, file.file_name);
  return 'downloaded';
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
