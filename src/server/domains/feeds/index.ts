export {
  buildFeed,
  buildFeeds,
  feedContentType,
  isMarketplace,
  servedFeed,
  type FeedBuildContext,
} from './build-feeds';
export { feedItems, type FeedItem } from './feed-items';
export {
  changeFeedListing,
  feedListing,
  isMarketplaceName,
  type FeedListing,
  type ListingChange,
  type ListingError,
} from './feed-listing.service';
export { feedRebuildWindowMinutes, rebuildFeedsNow, scheduleFeedRebuild } from './feed-schedule';
export { marketplaces, type Marketplace } from './feeds.tables';
