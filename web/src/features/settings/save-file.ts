/** Long enough for the browser to start reading the file before its object URL is let go. */
const RELEASE_URL_AFTER_MS = 30_000;

/** Saves data the app fetched (with its token) as a download, through an object URL and an `<a download>`. */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_URL_AFTER_MS);
}
