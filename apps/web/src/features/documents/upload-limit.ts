import { maxUploadBytes } from '@rumbo/contract';

/** The service's upload limit in MB, as its refusal names it ("El archivo pesa más de 5 MB"). */
export const uploadLimitMegabytes = maxUploadBytes / 1024 / 1024;

/** A file the service would refuse for its size: the browser says so at once, rather than send it whole to be refused. */
export function isOverUploadLimit(file: File): boolean {
  return file.size > maxUploadBytes;
}
