import type { CardReading } from '../contracts/intake.js';
import type { PromotionTier } from '../contracts/promotions.js';
import type { AiProvider, EnhancedProfile, GeneratedPromotion, PosterInput, ProfileSources, PromotionBrief } from './ai-provider.js';
import { CardOcr } from './local/card-ocr.js';
import { parseCardText } from './local/card-parser.js';
import { renderPoster } from './local/poster-renderer.js';
import { writeProfile } from './local/profile-writer.js';
import { rewritePromotion, writeSuite } from './local/promotion-writer.js';

/**
 * The offline provider: real OCR with tesseract.js, writing from the business's own sources with
 * industry playbooks, and posters rendered from its own image with sharp.
 */
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

  async generatePromotionSuite(brief: PromotionBrief): Promise<GeneratedPromotion[]> {
    return writeSuite(brief);
  }

  async regeneratePromotion(brief: PromotionBrief, tier: PromotionTier): Promise<GeneratedPromotion> {
    return rewritePromotion(brief, tier);
  }

  renderPoster(input: PosterInput): Promise<Buffer> {
    return renderPoster(input);
  }

  close(): Promise<void> {
    return this.ocr.close();
  }
}
