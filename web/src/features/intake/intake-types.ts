/** What the intake screens pass between them: the server's extraction and card answers, and the manual fields. */
export type { CardAnalysis as CardReading, ExtractedProfile, ExtractionStep, FieldSource } from '@tapin/core/contracts';

export interface ManualInfo {
  name: string;
  industry: string;
  location: string;
  contactEmail: string;
  contactPhone: string;
  description: string;
}

export const emptyManual: ManualInfo = { name: '', industry: '', location: '', contactEmail: '', contactPhone: '', description: '' };
