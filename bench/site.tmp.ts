import { startPlatformSite } from './lib/servers.js';
const s = await startPlatformSite('/work/main/apps/web/dist');
console.log(s.baseUrl);
setInterval(() => {}, 1e9);
