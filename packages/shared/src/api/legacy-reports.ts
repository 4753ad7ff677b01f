export * as legacyReportApi from './legacy-reports/legacy-report.js';
