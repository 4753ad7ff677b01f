export * as systemApi from './system/system.js';
