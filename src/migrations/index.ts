import * as migration_20261122_041022_initial from './20261122_041022_initial';
import * as migration_20261122_042209_allies from './20261122_042209_allies';
import * as migration_20261123_031649_contest from './20261123_031649_contest';
import * as migration_20261123_033113_storage_s3 from './20261123_033113_storage_s3';
import * as migration_20261123_035027_media_visibility from './20261123_035027_media_visibility';
import * as migration_20261123_062646_blog_rich_text from './20261123_062646_blog_rich_text';
import * as migration_20261123_062742_audit_log from './20261123_062742_audit_log';
import * as migration_20261123_112721_blog_drafts from './20261123_112721_blog_drafts';
import * as migration_20261123_112810_content_history from './20261123_112810_content_history';
import * as migration_20261123_112845_scheduled_publishing from './20261123_112845_scheduled_publishing';
import * as migration_20261123_141854_blog_history from './20261123_141854_blog_history';
import * as migration_20261125_163243_registration_identity_keys from './20261125_163243_registration_identity_keys';
import * as migration_20261125_164204_audit_api_reads from './20261125_164204_audit_api_reads';
import * as migration_20261125_193007_contest_settings from './20261125_193007_contest_settings';
import * as migration_20261125_194403_featured from './20261125_194403_featured';
import * as migration_20261125_194500_ranking_indexes from './20261125_194500_ranking_indexes';
import * as migration_20261125_195723_audit_folio from './20261125_195723_audit_folio';
import * as migration_20261125_200000_campaign_scale from './20261125_200000_campaign_scale';
import * as migration_20261125_213000_allies_search from './20261125_213000_allies_search';
import * as migration_20261126_030000_ranking_counts from './20261126_030000_ranking_counts';
import * as migration_20261127_033214_trash from './20261127_033214_trash';
import * as migration_20261127_033223_activity_times from './20261127_033223_activity_times';
import * as migration_20261127_063739_blog_seo_address from './20261127_063739_blog_seo_address';
import * as migration_20261127_063755_trash_lists from './20261127_063755_trash_lists';
import * as migration_20261127_064000_trash_search from './20261127_064000_trash_search';

export const migrations = [
  {
    up: migration_20261122_041022_initial.up,
    down: migration_20261122_041022_initial.down,
    name: '20261122_041022_initial',
  },
  {
    up: migration_20261122_042209_allies.up,
    down: migration_20261122_042209_allies.down,
    name: '20261122_042209_allies',
  },
  {
    up: migration_20261123_031649_contest.up,
    down: migration_20261123_031649_contest.down,
    name: '20261123_031649_contest',
  },
  {
    up: migration_20261123_033113_storage_s3.up,
    down: migration_20261123_033113_storage_s3.down,
    name: '20261123_033113_storage_s3',
  },
  {
    up: migration_20261123_035027_media_visibility.up,
    down: migration_20261123_035027_media_visibility.down,
    name: '20261123_035027_media_visibility',
  },
  {
    up: migration_20261123_062646_blog_rich_text.up,
    down: migration_20261123_062646_blog_rich_text.down,
    name: '20261123_062646_blog_rich_text',
  },
  {
    up: migration_20261123_062742_audit_log.up,
    down: migration_20261123_062742_audit_log.down,
    name: '20261123_062742_audit_log',
  },
  {
    up: migration_20261123_112721_blog_drafts.up,
    down: migration_20261123_112721_blog_drafts.down,
    name: '20261123_112721_blog_drafts',
  },
  {
    up: migration_20261123_112810_content_history.up,
    down: migration_20261123_112810_content_history.down,
    name: '20261123_112810_content_history',
  },
  {
    up: migration_20261123_112845_scheduled_publishing.up,
    down: migration_20261123_112845_scheduled_publishing.down,
    name: '20261123_112845_scheduled_publishing',
  },
  {
    up: migration_20261123_141854_blog_history.up,
    down: migration_20261123_141854_blog_history.down,
    name: '20261123_141854_blog_history',
  },
  {
    up: migration_20261125_163243_registration_identity_keys.up,
    down: migration_20261125_163243_registration_identity_keys.down,
    name: '20261125_163243_registration_identity_keys',
  },
  {
    up: migration_20261125_164204_audit_api_reads.up,
    down: migration_20261125_164204_audit_api_reads.down,
    name: '20261125_164204_audit_api_reads',
  },
  {
    up: migration_20261125_193007_contest_settings.up,
    down: migration_20261125_193007_contest_settings.down,
    name: '20261125_193007_contest_settings',
  },
  {
    up: migration_20261125_194403_featured.up,
    down: migration_20261125_194403_featured.down,
    name: '20261125_194403_featured',
  },
  {
    up: migration_20261125_194500_ranking_indexes.up,
    down: migration_20261125_194500_ranking_indexes.down,
    name: '20261125_194500_ranking_indexes',
  },
  {
    up: migration_20261125_195723_audit_folio.up,
    down: migration_20261125_195723_audit_folio.down,
    name: '20261125_195723_audit_folio',
  },
  {
    up: migration_20261125_200000_campaign_scale.up,
    down: migration_20261125_200000_campaign_scale.down,
    name: '20261125_200000_campaign_scale',
  },
  {
    up: migration_20261125_213000_allies_search.up,
    down: migration_20261125_213000_allies_search.down,
    name: '20261125_213000_allies_search',
  },
  {
    up: migration_20261126_030000_ranking_counts.up,
    down: migration_20261126_030000_ranking_counts.down,
    name: '20261126_030000_ranking_counts',
  },
  {
    up: migration_20261127_033214_trash.up,
    down: migration_20261127_033214_trash.down,
    name: '20261127_033214_trash',
  },
  {
    up: migration_20261127_033223_activity_times.up,
    down: migration_20261127_033223_activity_times.down,
    name: '20261127_033223_activity_times',
  },
  {
    up: migration_20261127_063739_blog_seo_address.up,
    down: migration_20261127_063739_blog_seo_address.down,
    name: '20261127_063739_blog_seo_address',
  },
  {
    up: migration_20261127_063755_trash_lists.up,
    down: migration_20261127_063755_trash_lists.down,
    name: '20261127_063755_trash_lists',
  },
  {
    up: migration_20261127_064000_trash_search.up,
    down: migration_20261127_064000_trash_search.down,
    name: '20261127_064000_trash_search',
  },
];
