// Finds the Firefox the smoke journeys drive (Debian's ESR, over WebDriver BiDi), and the
// preferences every launch gets. Order: $FIREFOX_PATH, then Debian's firefox-esr, then firefox.
import { existsSync } from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** @returns {string | undefined} the first Firefox executable found */
export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return SYSTEM_PATHS.find((path) => existsSync(path));
}

/**
 * Preferences of every test profile (a fresh temporary one per launch), on top of the ones
 * puppeteer's profile writer already sets: nothing phones home on a closed network, and anything
 * that would still leave the machine goes to a proxy on a closed local port (port 9, discard)
 * and fails at once. The app itself is on localhost, which Firefox never sends to a proxy.
 */
export const FIREFOX_PREFS = {
  // Updates, add-ons, telemetry, studies, crash reports.
  'app.update.disabledForTesting': true,
  'app.update.auto': false,
  'app.normandy.enabled': false,
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'extensions.blocklist.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.server': '',
  'browser.crashReports.unsubmittedCheck.autoSubmit2': false,
  // Safe browsing and the remote settings it and others pull.
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.downloads.remote.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  // Background connections: captive portal, connectivity, region, push, media plug-ins, DoH.
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'dom.push.connection.enabled': false,
  'media.gmp-manager.updateEnabled': false,
  'media.gmp-manager.url': '',
  'network.trr.mode': 5,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.http.speculative-parallel-limit': 0,
  'browser.startup.page': 0,
  'browser.startup.homepage': 'about:blank',
  'browser.newtabpage.enabled': false,
  // The last guard: every other origin through a proxy that is not there.
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.socks': '127.0.0.1',
  'network.proxy.socks_port': 9,
  'network.proxy.socks_remote_dns': true,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  'network.proxy.allow_hijacking_localhost': false,
  // Downloads land in the profile's folder without a dialog.
  'browser.download.folderList': 2,
  'browser.download.useDownloadDir': true,
  'browser.download.always_ask_before_handling_new_types': false,
  // `navigator.clipboard.readText()` without Firefox's own "Paste" confirmation pop-up, which a
  // person clicks and a test cannot (the downloader's Paste button).
  'dom.events.testing.asyncClipboard': true,
};
