/**
 * Saves a file the server produced (the CSV export) through the browser's own download: an object
 * URL clicked as a link with a file name. The model takes this as a parameter, so tests pass a
 * stand-in and read what would have been saved.
 */
export type DownloadFile = (filename: string, blob: Blob) => void;

export const downloadFile: DownloadFile = (filename, blob) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoking later lets slow browsers start it first.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The export's text as a CSV file. The server's text starts with the BOM spreadsheet programs need to read UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob([csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
}
