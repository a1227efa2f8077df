/** What the intake screens pass between them (the server's extraction answer). */
export interface FieldSource {
  source: 'card' | 'website' | 'social' | 'manual' | 'ai';
  url?: string;
  detail?: string;
}

export interface ExtractionStep {
  key: string;
  label: string;
  status: 'done' | 'failed';
  ms: number;
  detail?: string;
}

export interface CardReading {
  extractedText: string;
  businessInfo: {
    name: string | null;
    email: string | null;
    phone: string | null;
    company: string | null;
    industry: string | null;
    location: string | null;
    address: string | null;
    website: string | null;
    socialMedia: Record<string, string>;
  };
  cardImageUrl: string;
}

export interface ExtractedProfile {
  name: string | null;
  description: string | null;
  website: string | null;
  industry: string | null;
  location: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  valueProposition: string | null;
  services: string[];
  brandColors: string[];
  socialProfiles: string[];
  logoUrl: string | null;
  extractedData: Record<string, unknown> & {
    provenance: Record<string, FieldSource>;
    cardImageUrl: string | null;
    businessCardText: string;
  };
  steps: ExtractionStep[];
}

export interface ManualInfo {
  name: string;
  industry: string;
  location: string;
  contactEmail: string;
  contactPhone: string;
  description: string;
}

export const emptyManual: ManualInfo = { name: '', industry: '', location: '', contactEmail: '', contactPhone: '', description: '' };
