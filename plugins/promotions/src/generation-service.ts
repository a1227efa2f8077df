import type { Config } from '@tapin/config';
import type { BusinessView, Caller, Clock, Knex, Logger, StorageService } from '@tapin/core';
import { seasonOf, type GenerationResult, type PromotionView } from '@tapin/core/contracts';
import { isHandWritten, type ChangeOptions, type PromotionService } from './promotion-service.js';
import type { PromotionSettingsService } from './promotion-settings.js';
import type { GeneratedPromotion, PromotionBrief, PromotionWriter } from './writer/promotion-writer.js';

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  promotionSettings: PromotionSettingsService;
  promotions: PromotionService;
  promotionWriter: PromotionWriter;
  storage: StorageService;
}

/** Rows for a written suite: live at once, marked as the AI's. */
export function suiteRows(businessId: number, suite: GeneratedPromotion[], now: string) {
  return suite.map((p) => ({ businessId, ...p, status: 'active', isActive: true, imageKey: null, origin: 'ai', editedByHand: false, createdAt: now, updatedAt: now }));
}

/**
 * AI suites and regenerations of a business's promotions, each counted against the business's AI
 * allowance (the 429 beyond it); a generation whose writing fails is given back
 * (docs/decisions.md#ai-content).
 */
export class PromotionGenerationService {
  private readonly d: Deps;

  constructor({ db, clock, config, log, promotionSettings, promotions, promotionWriter, storage }: Deps) {
    this.d = { db, clock, config, log, promotionSettings, promotions, promotionWriter, storage };
  }

  private table(db: Knex = this.d.db) {
    return db('promotions_items');
  }

  private async brief(business: BusinessView, variation: number): Promise<PromotionBrief> {
    const titles = (await this.table().where({ businessId: business.id }).pluck('title')) as string[];
    return {
      business: {
        name: business.name,
        industry: business.industry,
        location: business.location,
        description: business.description,
        valueProposition: business.valueProposition,
        services: business.services ?? [],
      },
      season: seasonOf(this.d.clock.now()),
      existingTitles: titles,
      variation,
    };
  }

  /**
   * Spends one generation of the business's allowance on `write` (an admin's is not counted), and gives
   * it back if writing fails.
   */
  private async spending<T>(caller: Caller, business: BusinessView, write: (brief: PromotionBrief) => Promise<T>): Promise<{ used: number; written: T }> {
    const { promotionSettings } = this.d;
    const { used, counted } = await promotionSettings.spendAiGeneration(caller, business.id);
    try {
      // Each counted generation asks for a different variation; an admin's asks for the next one.
      return { used, written: await write(await this.brief(business, counted ? used - 1 : used)) };
    } catch (err) {
      if (counted) await promotionSettings.refundAiGeneration(business.id);
      throw err;
    }
  }

  /**
   * A complete AI suite. `markAsArchived` archives the existing promotions first; `replaceExisting`
   * deletes them; neither keeps them beside the new ones.
   */
  async generate(caller: Caller, businessId: number, options: { replaceExisting?: boolean; markAsArchived?: boolean }, change: ChangeOptions = {}): Promise<GenerationResult> {
    const business = await this.d.promotions.promotableBusiness(caller, businessId);
    const { used, written: suite } = await this.spending(caller, business, (brief) => this.d.promotionWriter.writeSuite(brief));
    const now = this.d.clock.now().toISOString();
    const removedImages: Array<string | null> = [];
    const ids = await this.d.db.transaction(async (trx) => {
      let archived = 0;
      let deleted = 0;
      if (options.markAsArchived) {
        archived = await this.table(trx).where({ businessId }).whereNot({ status: 'archived' }).update({ status: 'archived', isActive: false, updatedAt: now });
      } else if (options.replaceExisting) {
        removedImages.push(...((await this.table(trx).where({ businessId }).pluck('imageKey')) as Array<string | null>));
        deleted = await this.table(trx).where({ businessId }).delete();
      }
      const rows = await this.table(trx).insert(suiteRows(businessId, suite, now)).returning('id');
      const ids = rows.map((r) => Number((r as { id: number }).id));
      const details = { created: ids, archived, deleted };
      await this.d.promotions.audited(trx, caller, business, { action: 'promotion.suite_generated', subject: { type: 'business', id: businessId }, details }, change);
      return ids;
    });
    await Promise.all(removedImages.map((key) => this.d.storage.remove(key)));
    this.d.log.info({ businessId, generation: used, count: ids.length, provider: this.d.promotionWriter.kind }, 'promotion suite generated');
    return { promotions: await this.d.promotions.viewsOf(ids), aiGenerationsUsed: used, aiGenerationLimit: this.d.config.promotions.aiGenerationLimit };
  }

  /**
   * A new version of one promotion (same tier); counts as a generation. An untouched AI promotion is
   * rewritten in place; the owner's own words (created by hand, or edited since) are never overwritten:
   * the new version becomes a draft beside them (`created`). The rewrite only happens while the row is
   * still untouched, so an edit that lands while the AI writes also keeps its words
   * (docs/decisions.md#promotions).
   */
  async regenerate(caller: Caller, id: number, change: ChangeOptions = {}): Promise<{ promotion: PromotionView; created: boolean }> {
    const { row, business } = await this.d.promotions.promotionFor(caller, id);
    const { written: fresh } = await this.spending(caller, business, (brief) => this.d.promotionWriter.rewrite(brief, row.tier));
    const now = this.d.clock.now().toISOString();
    const words = { title: fresh.title, description: fresh.description, price: fresh.price, category: fresh.category, season: fresh.season };
    const audited = (trx: Knex, details: Record<string, unknown>) =>
      this.d.promotions.audited(trx, caller, business, { action: 'promotion.regenerated', subject: { type: 'promotion', id }, details: { title: row.title, ...details } }, change);
    if (!isHandWritten(row)) {
      const rewritten = await this.d.db.transaction(async (trx) => {
        const count = await this.table(trx).where({ id, origin: 'ai', editedByHand: false }).update({ ...words, updatedAt: now });
        if (count === 1) await audited(trx, { rewritten: true });
        return count;
      });
      if (rewritten === 1) return { promotion: await this.d.promotions.view(id), created: false };
    }
    const draftId = await this.d.db.transaction(async (trx) => {
      const [draft] = await this.table(trx)
        .insert({ businessId: row.businessId, ...words, tier: row.tier, status: 'draft', isActive: false, imageKey: null, origin: 'ai', editedByHand: false, createdAt: now, updatedAt: now })
        .returning('id');
      const draftId = Number((draft as { id: number }).id);
      await audited(trx, { draftId });
      return draftId;
    });
    this.d.log.info({ businessId: row.businessId, promotionId: id, draftId }, 'hand-written promotion regenerated into a new draft');
    return { promotion: await this.d.promotions.view(draftId), created: true };
  }
}
