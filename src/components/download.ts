/**
 * Saves a blob under a file name through a temporary link: the only way a page can start a download. Every
 * download of the console (CSV exports) goes through here.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves CSV text as a file (UTF-8). */
export function saveCsv(text: string, fileName: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
