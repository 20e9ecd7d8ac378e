/**
 * A browser and system a person recognizes in the list of sessions ("Chrome", "Windows"), read from
 * the User-Agent header; '' where it says nothing known. Order matters: Edge and Opera also say
 * Chrome, Chrome also says Safari, Android also says Linux, iOS also says Mac OS X.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bokhttp\/|\bDart\//, 'Rumbo app'],
];

const systems: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): { browser: string; os: string } {
  const text = userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(text))?.[1] ?? '';
  const os = systems.find(([pattern]) => pattern.test(text))?.[1] ?? '';
  return { browser, os };
}
