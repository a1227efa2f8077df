import type { CardReading } from '../contracts/intake.js';
import type { AiProvider, EnhancedProfile, ProfileSources } from './ai-provider.js';
import { CardOcr } from './local/card-ocr.js';
import { parseCardText } from './local/card-parser.js';
import { writeProfile } from './local/profile-writer.js';

/** The offline provider: real OCR with tesseract.js and writing from the business's own sources. */
export class LocalAiProvider implements AiProvider {
  readonly kind = 'local' as const;
  private readonly ocr = new CardOcr();

  async readCard(image: Buffer): Promise<CardReading> {
    const { text } = await this.ocr.recognize(image);
    return { extractedText: text, businessInfo: parseCardText(text) };
  }

  async enhanceProfile(sources: ProfileSources): Promise<EnhancedProfile> {
    return writeProfile(sources);
  }

  close(): Promise<void> {
    return this.ocr.close();
  }
}
