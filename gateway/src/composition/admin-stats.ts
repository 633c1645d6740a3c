import { answerJson, type Step } from '../http/steps';
import { ADMIN_ELEVATION_REQUIRED, type ActivityItem, type AdminStats } from '@petcora/contracts';
import type { GatewayConfig, ServiceName } from '../config/gateway-config';
import { identityOf } from '../identity/identity-middleware';
import { describeError, type Logger } from '../logging/logger';
import { traceOf } from '../request-id/request-id';
import { serviceUnavailableMessage } from '../proxy/service-proxy';
import { getJson } from './upstream-client';
import { parseAccountStats, parseSocialStats } from './upstream-shapes';

export const MAX_RECENT_ACTIVITY = 10;

/**
 * `GET /api/admin/stats`: user counts from the account service, content counts from the social service, one
 * activity list. Admins whose session is unlocked with the overview password only (the `admin_elevated` claim); the
 * services check the forwarded token again. Partial numbers would mislead an
 * operator, so a failed side answers 503 naming that service.
 */
export function adminStats(config: GatewayConfig, logger: Logger): Step {
  return async (req, res) => {
    const identity = identityOf(res);
    if (!identity) {
      answerJson(req, res, 401, { message: 'Authentication required' });
      return;
    }
    if (identity.role !== 'admin') {
      answerJson(req, res, 403, { message: 'Admin access required' });
      return;
    }
    // The overview's numbers need the admin password too: an admin session unlocked and not locked or expired since.
    if (!identity.adminElevated) {
      answerJson(req, res, 403, { message: ADMIN_ELEVATION_REQUIRED });
      return;
    }
    const [account, social] = await Promise.allSettled([
      getJson('account', `${config.services.account}/internal/stats`, req, config.compositionTimeoutMs).then(
        parseAccountStats,
      ),
      getJson('social', `${config.services.social}/internal/stats`, req, config.compositionTimeoutMs).then(
        parseSocialStats,
      ),
    ]);
    const failed: ServiceName[] = [];
    if (account.status === 'rejected') {
      failed.push('account');
      logger.warn('admin stats: account part failed', { error: describeError(account.reason) }, traceOf(res));
    }
    if (social.status === 'rejected') {
      failed.push('social');
      logger.warn('admin stats: social part failed', { error: describeError(social.reason) }, traceOf(res));
    }
    if (account.status === 'rejected' || social.status === 'rejected') {
      answerJson(req, res, 503, { message: serviceUnavailableMessage(failed[0]) });
      return;
    }
    const stats: AdminStats = {
      users: account.value.users,
      posts: social.value.posts,
      likes: social.value.likes,
      repets: social.value.repets,
      moderation: social.value.moderation,
      recentActivity: newestFirst([...account.value.recentActivity, ...social.value.recentActivity]).slice(
        0,
        MAX_RECENT_ACTIVITY,
      ),
    };
    // Cache-Control: no-store comes from personal-answers.ts, like every personal path's.
    answerJson(req, res, 200, stats);
  };
}

function newestFirst(items: ActivityItem[]): ActivityItem[] {
  const time = (item: ActivityItem) => Date.parse(item.timestamp) || 0;
  return items.sort((a, b) => time(b) - time(a));
}
