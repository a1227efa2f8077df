import { toast } from '../../ui/toast';
import { imageFileProblem } from './crop-rules';

/**
 * The file a picker's input was given, if it may be used: the input is emptied (so the same file can be
 * chosen again), and a wrong type or size gets the documented toast and gives null.
 */
export function takeImageFile(input: HTMLInputElement | null, file: File | undefined): File | null {
  if (input) input.value = '';
  if (!file) return null;
  const problem = imageFileProblem(file);
  if (problem) {
    toast({ ...problem, variant: 'destructive' });
    return null;
  }
  return file;
}
