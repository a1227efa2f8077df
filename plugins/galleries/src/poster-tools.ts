import type { AuditService, Caller } from '@tapin/core';
import type { GeneratedPosterView, PosterTestCase, RequestOrigin } from '@tapin/core/contracts';
import type { GalleryAccess } from './gallery-access.js';
import type { GeneratePosterInput } from './gallery-inputs.js';
import { galleryRules } from './gallery-rules.js';
import type { GalleryService } from './gallery-service.js';
import { posterTestCases } from './poster-test-cases.js';
import type { PosterService } from './posters/poster-service.js';

interface Deps {
  galleryAccess: GalleryAccess;
  galleries: GalleryService;
  galleryPosters: PosterService;
  audit: AuditService;
}

/**
 * The poster routes, which serve the Netflix demo, the GPT-image testing hub and the image test: each
 * asks `GalleryAccess.assertPosterTools` whether the caller may use them first (404 when no flag lets
 * them in, 403 for the demo's non-admins; docs/decisions.md#galleries), then does the work.
 */
export class PosterTools {
  private readonly d: Deps;

  constructor({ galleryAccess, galleries, galleryPosters, audit }: Deps) {
    this.d = { galleryAccess, galleries, galleryPosters, audit };
  }

  /** The testing hub's predefined tests: the ones `tapin posters test` runs. */
  testCases(caller: Caller): readonly PosterTestCase[] {
    this.d.galleryAccess.assertPosterTools(caller);
    return posterTestCases;
  }

  generate(caller: Caller, input: GeneratePosterInput): Promise<GeneratedPosterView> {
    this.d.galleryAccess.assertPosterTools(caller);
    return this.d.galleryPosters.generate(caller, input);
  }

  /** The posters the caller may see (an admin: everyone's), or with `own` only the caller's (the testing hub's and the image test's results). */
  posters(caller: Caller, limit: number = galleryRules.defaultLimit, options: { own?: boolean } = {}): Promise<GeneratedPosterView[]> {
    this.d.galleryAccess.assertPosterTools(caller);
    return this.d.galleries.posters(caller, limit, options);
  }

  poster(caller: Caller, id: number): Promise<GeneratedPosterView> {
    this.d.galleryAccess.assertPosterTools(caller);
    return this.d.galleries.poster(caller, id);
  }

  /** Deletes a poster; an admin deleting someone else's is a destructive admin action, in the audit trail in the deletion's transaction. */
  async remove(caller: Caller, id: number, origin: RequestOrigin): Promise<void> {
    this.d.galleryAccess.assertPosterTools(caller);
    await this.d.galleries.removePoster(caller, id, (trx, { userId, title }) =>
      this.d.audit.recordForOwner(userId, { actor: caller, action: 'generated_poster.deleted', subject: { type: 'generated_poster', id }, details: { title, userId }, origin }, trx),
    );
  }

  countDownload(caller: Caller, id: number): Promise<{ downloadCount: number; imageUrl: string | null }> {
    this.d.galleryAccess.assertPosterTools(caller);
    return this.d.galleries.countDownload(caller, id);
  }
}
