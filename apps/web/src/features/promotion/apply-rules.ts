import { sniffImage } from '../../lib/proof-image';

/**
 * Apply-reward form rules: an optional remark of at most 140 characters (required when
 * the promotion says so), up to 3 JPG or PNG images of at most 5 MB each (at least one when the
 * promotion asks for images). The message keys are the spec's own.
 */
export const REMARK_MAX = 140;
export const IMAGE_MAX = 3;
export const IMAGE_MAX_BYTES = 5_242_880;

export type ApplyIssue =
  | 'activity_apply_remark_limit1'
  | 'activity_apply_remark_limit2'
  | 'activity_apply_remark_limit3'
  | 'activity_apply_remark_limit4'
  | 'pr_apply_remark_long';

export interface ApplyRequirements {
  remarkRequired: boolean;
  imageRequired: boolean;
}

const TYPES = ['image/jpeg', 'image/png'];
const EXTENSIONS = /\.(jpe?g|png)$/i;

async function firstBytes(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, 8);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
}

/** Why one chosen file cannot be sent, or null: type by MIME, name and first bytes; then size. */
export async function imageIssue(file: File): Promise<ApplyIssue | null> {
  if ((file.type && !TYPES.includes(file.type)) || !EXTENSIONS.test(file.name) || file.size === 0)
    return 'activity_apply_remark_limit2';
  if (file.size > IMAGE_MAX_BYTES) return 'activity_apply_remark_limit3';
  const kind = sniffImage(await firstBytes(file));
  if (!kind || (file.type && file.type !== kind)) return 'activity_apply_remark_limit2';
  return null;
}

/**
 * Files added to the ones already chosen: each is checked, and the count stays at most 3.
 * Returns the files kept and the first issue met, so the person sees why a file was left out.
 */
export async function addImages(
  current: readonly File[],
  added: readonly File[],
): Promise<{ files: File[]; issue: ApplyIssue | null }> {
  const files = [...current];
  let issue: ApplyIssue | null = null;
  for (const file of added) {
    if (files.length >= IMAGE_MAX) {
      issue ??= 'activity_apply_remark_limit4';
      break;
    }
    const problem = await imageIssue(file);
    if (problem) issue ??= problem;
    else files.push(file);
  }
  return { files, issue };
}

/** The issue that stops a submit, checked in the spec's order, or null when it may go. */
export function submitIssue(
  form: { remark: string; images: readonly File[] },
  needs: ApplyRequirements,
): ApplyIssue | null {
  const remark = form.remark.trim();
  if (needs.remarkRequired && !remark) return 'activity_apply_remark_limit1';
  if (remark.length > REMARK_MAX) return 'pr_apply_remark_long';
  if (needs.imageRequired && form.images.length === 0) return 'activity_apply_remark_limit2';
  if (form.images.length > IMAGE_MAX) return 'activity_apply_remark_limit4';
  return null;
}
